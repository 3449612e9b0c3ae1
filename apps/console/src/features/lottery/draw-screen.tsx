import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OperatorDraw } from '@portal/shared/schemas/lottery';
import { ApiError } from '../../api/client';
import { useCan, useStaff } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import { ExposurePanel } from './exposure-panel';
import { FairBadge, useFairChecks } from './fair-check';
import { gameName, UNFINAL, useDraw, useDrawAction, useSettleNow } from './lottery-calls';
import { DrawStateBadge } from './lottery-tabs';
import { ResultEntryDialog } from './result-entry-dialog';
import { ResultSheetTable } from './result-sheet';
import { SettlementPanel } from './settlement-panel';
import styles from './lottery.module.css';

type Dialog = 'enter' | 'confirm' | 'void' | 'close' | 'draw' | 'settle' | null;

/**
 * One draw (`/lottery/draws/:drawId`): its state and times, its result under the two-person rule
 * (one enters, another confirms; the one who entered sees no confirm button and the server
 * refuses anyway), void, close sales and draw now, the live exposure while it is open, the
 * settlement once drawn, and a fast draw's provably fair seed.
 */
export default function DrawScreen() {
  const { t, i18n } = useTranslation('lottery');
  const drawId = decodeURIComponent(useParams().drawId ?? '');
  const query = useDraw(drawId);
  const draw = query.data;

  return (
    <>
      <Link to="/lottery" className={styles.back}>
        ← {t('draw.back')}
      </Link>
      {query.isPending ? (
        <Loading />
      ) : query.isError && !draw ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState title={t('draw.notFound')} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : draw ? (
        <DrawView draw={draw} gameTitle={gameName(draw.gameCode, i18n.language)} />
      ) : null}
    </>
  );
}

function DrawView({ draw, gameTitle }: { draw: OperatorDraw; gameTitle: string }) {
  const { t } = useTranslation('lottery');
  const can = useCan();
  const { staff } = useStaff();
  const toast = useToast();
  const action = useDrawAction();
  const settle = useSettleNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  const locale = currentLocale();
  const id = draw.drawId;
  const enteredByMe = draw.enteredBy !== null && draw.enteredBy === staff?.username;
  const traditional = draw.kind === 'traditional';
  const pastCutoff = new Date(draw.closeAt).getTime() <= Date.now();

  const canEnter =
    can('lottery.results') &&
    traditional &&
    (draw.state === 'closed' || draw.state === 'entered' || (draw.state === 'open' && pastCutoff));
  const canConfirm = can('lottery.results') && draw.state === 'entered' && !enteredByMe;
  const canVoid = can('lottery.manage') && UNFINAL.includes(draw.state);
  const canClose = can('lottery.manage') && draw.state === 'open';
  const canDrawNow =
    can('lottery.manage') && !traditional && (draw.state === 'open' || draw.state === 'closed');
  const canSettle = can('lottery.results') && draw.state === 'drawn';

  const run = async (
    kind: 'result' | 'confirm' | 'void' | 'close' | 'draw',
    done: string,
    body?: Parameters<typeof action.mutateAsync>[0]['body'],
  ) => {
    await action.mutateAsync({ drawId: id, action: kind, ...(body ? { body } : {}) });
    toast(done);
  };
  const open = (next: Dialog) => (value: boolean) => setDialog(value ? next : null);

  return (
    <>
      <PageHeader
        title={t('draw.title', { game: gameTitle, numero: draw.numero })}
        description={
          <>
            <DrawStateBadge state={draw.state} /> <span className={styles.mono}>{id}</span>
          </>
        }
        actions={
          <>
            {canEnter ? (
              <Button
                variant={draw.state === 'entered' ? 'secondary' : 'primary'}
                onClick={() => setDialog('enter')}
              >
                {draw.state === 'entered' ? t('action.correct') : t('action.enter')}
              </Button>
            ) : null}
            {canConfirm ? (
              <Button variant="primary" onClick={() => setDialog('confirm')}>
                {t('action.confirm')}
              </Button>
            ) : null}
            {canClose ? (
              <Button onClick={() => setDialog('close')}>{t('action.close')}</Button>
            ) : null}
            {canDrawNow ? (
              <Button onClick={() => setDialog('draw')}>{t('action.drawNow')}</Button>
            ) : null}
            {canSettle ? (
              <Button onClick={() => setDialog('settle')}>{t('action.settle')}</Button>
            ) : null}
            {canVoid ? (
              <Button variant="danger" onClick={() => setDialog('void')}>
                {t('action.void')}
              </Button>
            ) : null}
          </>
        }
      />

      {draw.state === 'entered' ? (
        <p className={styles.notice} role="status" data-testid="two-person">
          {enteredByMe ? t('draw.waitingYou') : t('draw.waiting', { name: draw.enteredBy ?? '—' })}{' '}
          {t('draw.twoPersonRule')}
        </p>
      ) : null}

      <div className={styles.grid}>
        <Card title={t('draw.details')}>
          <DescriptionList
            items={[
              [t('draw.kind'), t(`kind.${draw.kind}`)],
              [t('draw.region'), t(`region.${draw.region}`)],
              [t('draw.closeAt'), formatSiteTime(draw.closeAt)],
              [t('draw.drawAt'), formatSiteTime(draw.drawAt)],
              [t('draw.drawnAt'), formatSiteTime(draw.drawnAt)],
              [t('draw.settledAt'), formatSiteTime(draw.settledAt)],
              [t('draw.enteredBy'), <span data-testid="entered-by">{draw.enteredBy ?? '—'}</span>],
              [
                t('draw.confirmedBy'),
                <span data-testid="confirmed-by">{draw.confirmedBy ?? '—'}</span>,
              ],
              ...(draw.voidReason
                ? ([[t('draw.voidReason'), draw.voidReason]] as [string, string][])
                : []),
              [t('draw.tickets'), formatCount(draw.tickets, locale)],
              [t('draw.stakes'), formatAmount(draw.stakes, locale)],
              [t('draw.payouts'), formatAmount(draw.payouts, locale)],
            ]}
          />
        </Card>
        <Card title={t('draw.result')}>
          {draw.sheet ? (
            <ResultSheetTable region={draw.region} sheet={draw.sheet} />
          ) : (
            <EmptyState title={t('draw.noResult')} />
          )}
          {draw.confirmedBy && draw.enteredBy ? (
            <p className={styles.muted}>
              {t('draw.confirmedNote', { entered: draw.enteredBy, confirmed: draw.confirmedBy })}
            </p>
          ) : null}
        </Card>
      </div>

      <div className={styles.stack}>
        {draw.kind === 'fast' ? <FairCard draw={draw} /> : null}
        {draw.state === 'drawn' || draw.state === 'settled' || draw.state === 'void' ? (
          <SettlementPanel drawId={id} state={draw.state} />
        ) : null}
        {draw.state !== 'void' ? <ExposurePanel drawId={id} state={draw.state} /> : null}
      </div>

      {canEnter ? (
        <ResultEntryDialog
          draw={draw}
          open={dialog === 'enter'}
          onOpenChange={open('enter')}
          onSubmit={(sheet) => run('result', t('action.entered', { id }), { sheet })}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'confirm'}
        onOpenChange={open('confirm')}
        title={t('action.confirmTitle', { id })}
        description={t('action.confirmBody')}
        confirmLabel={t('action.confirm')}
        onConfirm={() => run('confirm', t('action.confirmed', { id }))}
      >
        {draw.sheet ? <ResultSheetTable region={draw.region} sheet={draw.sheet} /> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'void'}
        onOpenChange={open('void')}
        title={t('action.voidTitle', { id })}
        description={t('action.voidBody')}
        confirmLabel={t('action.void')}
        variant="danger"
        reason={{ label: t('action.voidReason') }}
        onConfirm={(reason) => run('void', t('action.voided', { id }), { reason })}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        onOpenChange={open('close')}
        title={t('action.closeTitle', { id })}
        description={t('action.closeBody')}
        confirmLabel={t('action.close')}
        reason={{ label: t('action.closeReason') }}
        onConfirm={(reason) => run('close', t('action.closed', { id }), { reason })}
      />
      <ConfirmDialog
        open={dialog === 'draw'}
        onOpenChange={open('draw')}
        title={t('action.drawNowTitle', { id })}
        description={t('action.drawNowBody')}
        confirmLabel={t('action.drawNow')}
        onConfirm={() => run('draw', t('action.drawn', { id }))}
      />
      <ConfirmDialog
        open={dialog === 'settle'}
        onOpenChange={open('settle')}
        title={t('action.settleTitle')}
        description={t('action.settleBody')}
        confirmLabel={t('action.settle')}
        onConfirm={async () => {
          const result = await settle.mutateAsync();
          toast(t('action.settled', result));
        }}
      />
    </>
  );
}

/** A fast draw's committed hash, its revealed seed and the checks of both, run in the browser. */
function FairCard({ draw }: { draw: OperatorDraw }) {
  const { t } = useTranslation('lottery');
  const checks = useFairChecks(draw);
  return (
    <Card title={t('fair.title')}>
      <p className={styles.muted}>{t('fair.description')}</p>
      <DescriptionList
        items={[
          [t('fair.hash'), <span className={styles.mono}>{draw.seedHash ?? '—'}</span>],
          [
            t('fair.seed'),
            <span className={styles.mono}>{draw.seed ?? t('fair.notRevealed')}</span>,
          ],
          [t('fair.check'), <FairBadge verdict={checks.hash} label={t('fair.check')} />],
          [t('fair.sheetCheck'), <FairBadge verdict={checks.sheet} label={t('fair.sheetCheck')} />],
        ]}
      />
    </Card>
  );
}
