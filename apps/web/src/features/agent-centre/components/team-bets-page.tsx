import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import type { TeamBetsFilter } from '../api/get-team-bets';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import { useRangeChoice, type RangeChoice } from '../../../components/records/use-range-choice';
import { Button } from '../../../components/ui/button';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { BetFilters, type GameFilter } from '../../bet-records/components/bet-filters';
import { BetTotals } from '../../bet-records/components/bet-totals';
import { siteDays } from '../../bet-records/site-days';
import { useTeamBets } from '../api/get-team-bets';
import { useTeamRecordsFilter } from '../hooks/use-team-records-filter';
import { TeamBetsTable } from './team-bets-table';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

const PAGE_SIZE = 20;
const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * The agent centre's team betting (personalHistoryCopy): the downline's rounds in a range of site
 * days, by account, level, category and vendor, with the totals of every matching round. A
 * downline's "Team records" opens it limited to that downline's team (the member and everyone
 * below it), and says so until the agent goes back to the whole downline.
 */
export function TeamBetsPage(_props: CentrePageProps) {
  const { t } = useTranslation(['agency', 'bets']);
  const currencyOf = useCurrencyLabel();
  const { choice, range, today, change } = useRangeChoice(siteDays);
  const [game, setGame] = useState<GameFilter>({ gameType: '', vassalage: '' });
  const [team, setTeam] = useState(() => useTeamRecordsFilter.getState().team);
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => useTeamRecordsFilter.getState().clear(), []);

  const query: TeamBetsFilter | null =
    typeof range === 'string'
      ? null
      : {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          ...(team ? { teamOf: team.id } : {}),
          ...(account ? { account } : {}),
          ...(level ? { level: Number(level) } : {}),
          ...(game.gameType ? { gameType: game.gameType } : {}),
          ...(game.vassalage ? { vassalage: game.vassalage } : {}),
          page,
          pageSize: PAGE_SIZE,
        };
  const bets = useTeamBets(query);
  const emptyText = () => {
    if (account) return t('bets.emptyAccount', { account });
    if (team) return t('bets.emptyTeam', { account: team.account });
    return t('bets.empty');
  };

  return (
    <RecordsPage
      title={t('bets.title')}
      filters={
        <div className={styles.filterStack}>
          {team && (
            <div className={styles.teamScope} role="status" data-testid="team-scope">
              <p>{t('bets.teamOf', { account: team.account })}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setTeam(null);
                  setPage(1);
                }}
              >
                {t('bets.wholeTeam')}
              </Button>
            </div>
          )}
          <WhoFilter
            account={account}
            level={level}
            onApply={(nextAccount, nextLevel) => {
              setAccount(nextAccount);
              setLevel(nextLevel);
              setPage(1);
            }}
          />
          <BetFilters
            choice={choice}
            today={today}
            game={game}
            onChoice={(next: RangeChoice) => {
              change(next);
              setPage(1);
            }}
            onGame={(next) => {
              setGame(next);
              setPage(1);
            }}
          />
        </div>
      }
      note={<p className={styles.rangeNote}>{t('bets.siteTime')}</p>}
      problem={
        typeof range === 'string' ? t(`bets:range.${range}`, { days: BET_RECORDS_MAX_DAYS }) : null
      }
      query={bets}
      loadFailed={t('bets.loadFailed')}
    >
      {(value) => {
        const currency = currencyOf(value.currency);
        return (
          <div className={styles.results}>
            <BetTotals totals={value.totals} currency={currency} />
            <PagedRecords
              value={value}
              empty={emptyText()}
              table={<TeamBetsTable list={value.list} currency={currency} busy={bets.isFetching} />}
              onPageChange={setPage}
              pagerLabel={t('bets.pages')}
            />
          </div>
        );
      }}
    </RecordsPage>
  );
}

interface WhoFilterProps {
  account: string;
  level: string;
  onApply: (account: string, level: string) => void;
}

/** Whose rounds: one account (exact name), applied with Search, and a level, applied at once. */
function WhoFilter({ account, level, onApply }: WhoFilterProps) {
  const { t } = useTranslation('agency');
  const accountId = useId();
  const levelId = useId();
  const [draft, setDraft] = useState(account);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim(), level);
  };
  return (
    <form className={records.filters} onSubmit={handleSubmit} role="search">
      <div className={records.filter}>
        <label htmlFor={accountId} className={records.label}>
          {t('filters.account')}
        </label>
        <div className={styles.inline}>
          <input
            id={accountId}
            className={records.input}
            value={draft}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('filters.exactAccount')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm">
            {t('filters.search')}
          </Button>
          {account && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft('');
                onApply('', level);
              }}
            >
              {t('filters.clear')}
            </Button>
          )}
        </div>
      </div>
      <div className={records.filter}>
        <label htmlFor={levelId} className={records.label}>
          {t('filters.level')}
        </label>
        <select
          id={levelId}
          className={records.input}
          value={level}
          onChange={(event) => onApply(account, event.target.value)}
        >
          <option value="">{t('filters.allLevels')}</option>
          {LEVELS.map((item) => (
            <option key={item} value={String(item)}>
              {t('downlines.level', { level: item })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
