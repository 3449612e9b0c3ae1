import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MISSION_PERIODS,
  type MemberMission,
  type MissionPeriod,
} from '@portal/shared/schemas/missions';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import { rewardText } from '../missions-format';
import { MissionCard } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import styles from './missions.module.css';

type Tab = 'missions' | 'leaderboard' | 'winners';
const TABS: readonly Tab[] = ['missions', 'leaderboard', 'winners'];

export interface MissionsPageProps extends CentrePageProps {
  /**
   * The winners list, composed in by the member centre (the games feature's winner board); it
   * shows `empty` when there are no recent wins.
   */
  Winners?: ComponentType<{ empty: ReactNode }>;
}

/** The clock the countdowns read, moved on every minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The member centre's missionLeaderboard page (mission_activity): the missions of the current
 * periods grouped daily, weekly and one-off, each with its bar, reward, period end and claim
 * button; the leaderboard of a mission's period; and the winners list.
 */
export function MissionsPage({ Winners }: MissionsPageProps) {
  const { t, i18n } = useTranslation('missions');
  const headingId = useId();
  const tabsId = useId();
  const now = useMinuteClock();
  const symbol = useWhitelabel().data?.site.currencySymbol ?? '';
  const [tab, setTab] = useState<Tab>('missions');
  const [boardMission, setBoardMission] = useState<number | null>(null);
  const summary = useMissionSummary(i18n.language);
  const claim = useClaimMission();
  const errorMessage = useErrorMessage();
  const [claimedText, setClaimedText] = useState<string | null>(null);

  const handleClaim = (mission: MemberMission) => {
    setClaimedText(null);
    claim.mutate(mission.id, {
      onSuccess: (claimed) =>
        setClaimedText(
          t('claimed', { name: claimed.name, reward: rewardText(claimed.reward, symbol, t) }),
        ),
    });
  };

  let missionsBody;
  if (summary.isPending) missionsBody = <Spinner />;
  else if (summary.isError) {
    missionsBody = (
      <ErrorState
        title={t('loadFailed')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (summary.data.missions.length === 0) {
    missionsBody = <EmptyState title={t('empty')} description={t('emptyText')} />;
  } else {
    const byPeriod = (period: MissionPeriod) =>
      summary.data.missions.filter((mission) => mission.period === period);
    missionsBody = MISSION_PERIODS.filter((period) => byPeriod(period).length > 0).map((period) => (
      <section key={period} className={styles.group} aria-labelledby={`${headingId}-${period}`}>
        <h4 id={`${headingId}-${period}`} className={styles.groupTitle}>
          {t(`group.${period}`)}
        </h4>
        <ul className={styles.cards}>
          {byPeriod(period).map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              symbol={symbol}
              now={now}
              claiming={claim.isPending && claim.variables === mission.id}
              onClaim={handleClaim}
            />
          ))}
        </ul>
      </section>
    ));
  }

  const ready = summary.data?.readyToClaim ?? 0;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {t('title')}
        </h3>
        {ready > 0 && (
          <span className={styles.readyChip} data-testid="missions-ready">
            {t('ready', { count: ready })}
          </span>
        )}
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-${name}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        className={styles.panel}
      >
        {tab === 'missions' && (
          <>
            {claim.isError && (
              <p role="alert" className={styles.alert}>
                {errorMessage(claim.error)}
              </p>
            )}
            {claimedText && (
              <p role="status" className={styles.success}>
                {claimedText}
              </p>
            )}
            {missionsBody}
          </>
        )}
        {tab === 'leaderboard' && (
          <MissionLeaderboard
            missions={summary.data?.missions ?? []}
            missionId={boardMission}
            onMissionChange={setBoardMission}
            symbol={symbol}
          />
        )}
        {tab === 'winners' && (
          <div className={styles.winners}>
            <p className={styles.intro}>{t('winners.intro')}</p>
            {Winners ? (
              <Winners empty={<EmptyState title={t('winners.empty')} />} />
            ) : (
              <EmptyState title={t('winners.empty')} />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
