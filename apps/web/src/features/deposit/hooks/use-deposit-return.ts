import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEPOSIT_RETURN_PARAM } from '@portal/shared/constants/deposit';
import { useCentrePanel } from '../../session/hooks/use-centre-panel';
import { useSession } from '../../session/hooks/use-session';
import { useDepositResult } from './use-deposit-result';

const DEPOSIT_PAGE = 'depositv2';

/**
 * A payment gateway sends the member back to `/?depositOrder=<orderNo>`: the parameter leaves
 * the address at once (a reload must not reopen it) and the deposit page opens on that order's
 * result. Without a session there is nothing to show; the order is in the history after login.
 */
export function useDepositReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const orderNo = params.get(DEPOSIT_RETURN_PARAM);
    if (orderNo === null) return;
    params.delete(DEPOSIT_RETURN_PARAM);
    const { pathname, hash } = location;
    void navigate({ pathname, search: params.toString(), hash }, { replace: true });
    if (!useSession.getState().token || !/^D\d{8,24}$/.test(orderNo)) return;
    useDepositResult.getState().show(orderNo);
    useCentrePanel.getState().openCentre('member', DEPOSIT_PAGE);
  }, [location, navigate]);
}
