import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { formatCurrency } from '../../../lib/money';
import { usePointBalance } from '../../points/api/get-point-balance';
import { formatPoints } from '../../points/points-format';
import { hasWallet, useBalance } from '../../session/api/get-balance';
import { useSession } from '../../session/hooks/use-session';
import {
  BALANCE_HIDDEN,
  BALANCE_HIDDEN_KEY,
  BALANCE_PLACEHOLDER,
} from '../../session/components/balance-display';
import { FundsFigures } from './funds-figures';

/**
 * The wallet and the points side by side atop the member's menu. Drawn when the menu opens, so
 * the points are asked for then (and again on each opening once stale), not on every page.
 */
export function MemberFunds() {
  const { i18n } = useTranslation('header');
  const token = useSession((state) => state.token);
  const memberType = useSession((state) => state.member?.type);
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  const balance = useBalance();
  const points = usePointBalance(token);

  const wallet = isHidden()
    ? BALANCE_HIDDEN
    : !hasWallet(memberType)
      ? BALANCE_PLACEHOLDER
      : balance.data
        ? formatCurrency(balance.data.sumBalance, balance.data.currencySymbol ?? symbol)
        : balance.isError
          ? BALANCE_PLACEHOLDER
          : '…';
  const pointsText = points.data
    ? formatPoints(points.data.balance, i18n.language)
    : points.isError
      ? BALANCE_PLACEHOLDER
      : '…';

  return <FundsFigures wallet={wallet} points={pointsText} />;
}

/** The member's choice, made at the header balance, to keep the amount out of sight. */
function isHidden(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}
