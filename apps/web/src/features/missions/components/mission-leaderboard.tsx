import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@portal/shared/schemas/missions';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import { formatMeasure } from '../missions-format';
import styles from './missions.module.css';

interface MissionLeaderboardProps {
  missions: readonly MemberMission[];
  missionId: number | null;
  onMissionChange: (missionId: number) => void;
  symbol: string;
}

/** The ranking of a mission's current period, the member's own row highlighted. */
export function MissionLeaderboard({
  missions,
  missionId,
  onMissionChange,
  symbol,
}: MissionLeaderboardProps) {
  const { t, i18n } = useTranslation('missions');
  const selectId = useId();
  const board = useMissionLeaderboard(missionId, i18n.language);
  const value = board.data;

  let body;
  if (board.isPending) body = <Spinner />;
  else if (board.isError) {
    body = (
      <ErrorState
        title={t('leaderboard.loadFailed')}
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  } else if (board.data.list.length === 0 || board.data.condition === null) {
    body = <EmptyState title={t('leaderboard.empty')} description={t('leaderboard.emptyText')} />;
  } else {
    const condition = board.data.condition;
    body = (
      <table className={styles.board} aria-busy={board.isFetching || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('leaderboard.rank')}</th>
            <th scope="col">{t('leaderboard.player')}</th>
            <th scope="col" className={styles.valueHead}>
              {t(`condition.${condition}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.data.list.map((entry, index) => (
            <tr
              key={`${entry.rank}-${entry.player}-${index}`}
              className={entry.me ? styles.meRow : undefined}
              aria-current={entry.me || undefined}
              data-testid="leaderboard-row"
            >
              <td>
                <span className={styles.rank} data-top={entry.rank <= 3 || undefined}>
                  {entry.rank}
                </span>
              </td>
              <td>
                {entry.player}
                {entry.me && <span className={styles.you}>{t('leaderboard.you')}</span>}
              </td>
              <td className={styles.value}>{formatMeasure(condition, entry.value, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  const selected = value?.missionId ?? missionId;
  return (
    <div className={styles.boardPanel}>
      {missions.length > 0 && (
        <div className={styles.boardPick}>
          <label htmlFor={selectId}>{t('leaderboard.mission')}</label>
          <select
            id={selectId}
            className={styles.select}
            value={selected ?? ''}
            onChange={(event) => onMissionChange(Number(event.target.value))}
          >
            {missions.map((mission) => (
              <option key={mission.id} value={mission.id}>
                {mission.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {value && value.condition && (
        <p className={styles.mine} data-testid="my-rank">
          {value.mine.rank === null
            ? t('leaderboard.unranked')
            : t('leaderboard.mine', {
                rank: value.mine.rank,
                value: formatMeasure(value.condition, value.mine.value, symbol),
              })}
        </p>
      )}
      {body}
    </div>
  );
}
