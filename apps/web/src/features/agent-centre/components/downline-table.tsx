import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@portal/shared/schemas/agency';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/money';
import { accountTypeKey, AGENT_TYPES, formatDate } from '../agency-format';
import styles from './agency.module.css';

interface DownlineTableProps {
  list: DownlineMember[];
  currency: string;
  busy: boolean;
  /** The agent type this agent may give a direct downline, or null. */
  grantableType: number | null;
  onOpen: (member: DownlineMember) => void;
  onTransfer: (member: DownlineMember) => void;
  onGrant: (member: DownlineMember) => void;
  onRecords: (member: DownlineMember) => void;
}

/** One page of downlines: a table on wide pages, one card per member on narrow ones. */
export function DownlineTable({ list, currency, busy, ...actions }: DownlineTableProps) {
  const { t } = useTranslation('agency');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('downlines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.level')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.balance', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.team')}
            </th>
            <th scope="col">{t('columns.registered')}</th>
            <th scope="col">{t('columns.lastLogin')}</th>
            <th scope="col">
              <span className={styles.srOnly}>{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((member) => (
            <DownlineRow key={member.id} member={member} currency={currency} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A member's time-out or self-exclusion as the downline list carries it (read only). */
interface PlayBreakState {
  kind: 'timeout' | 'exclusion';
  endsAt: string | null;
}

const playBreakOf = (member: DownlineMember): PlayBreakState | null =>
  (member as DownlineMember & { playBreak?: PlayBreakState | null }).playBreak ?? null;

/** The member's own break: shown to the agent, who cannot change or lift it. */
function PlayBreakBadge({ member }: { member: DownlineMember }) {
  const { t, i18n } = useTranslation('agency');
  const playBreak = playBreakOf(member);
  if (!playBreak) return null;
  const text =
    playBreak.endsAt === null
      ? t('status.playBreak.permanent')
      : t(`status.playBreak.${playBreak.kind}`, {
          date: formatDate(playBreak.endsAt, i18n.language),
        });
  return (
    <span
      className={styles.status}
      data-status="break"
      data-testid="play-break"
      title={t('status.playBreak.hint')}
    >
      {text}
    </span>
  );
}

type RowProps = Omit<DownlineTableProps, 'list' | 'busy'> & { member: DownlineMember };

function DownlineRow({
  member,
  currency,
  grantableType,
  onOpen,
  onTransfer,
  onGrant,
  onRecords,
}: RowProps) {
  const { t, i18n } = useTranslation('agency');
  const direct = member.level === 1;
  const canGrant = direct && grantableType !== null && !AGENT_TYPES.has(member.type);
  return (
    <tr data-testid="downline-row" data-account={member.account}>
      <th scope="row" className={styles.accountCell}>
        {member.downlineCount > 0 ? (
          <button
            type="button"
            className={styles.drill}
            onClick={() => onOpen(member)}
            aria-label={t('downlines.openTeam', { account: member.account })}
          >
            {member.account}
            <span aria-hidden="true" className={styles.drillArrow} />
          </button>
        ) : (
          <span className={styles.accountName}>{member.account}</span>
        )}
        <span className={styles.subtle}>
          <span className={styles.typeBadge} data-agent={AGENT_TYPES.has(member.type) || undefined}>
            {t(accountTypeKey(member.type))}
          </span>
          {member.status === 'disabled' && (
            <span className={styles.status} data-status="disabled">
              {t('status.disabled')}
            </span>
          )}
          <PlayBreakBadge member={member} />
          {member.nickname && member.nickname !== member.account ? ` ${member.nickname}` : ''}
        </span>
      </th>
      <td className={styles.number} data-label={t('columns.level')}>
        {member.level}
      </td>
      <td className={styles.number} data-label={t('columns.balance', { currency })}>
        {formatAmount(member.balance)}
      </td>
      <td className={styles.number} data-label={t('columns.team')}>
        {t('downlines.teamSize', { direct: member.directCount, all: member.downlineCount })}
      </td>
      <td className={styles.time} data-label={t('columns.registered')}>
        {formatDate(member.registeredAt, i18n.language)}
      </td>
      <td className={styles.time} data-label={t('columns.lastLogin')}>
        {member.lastLoginAt
          ? formatDateTime(member.lastLoginAt, i18n.language)
          : t('downlines.never')}
      </td>
      <td className={styles.actionsCell}>
        <div className={styles.rowActions}>
          {direct && (
            <button type="button" className={styles.action} onClick={() => onTransfer(member)}>
              {t('downlines.transfer')}
            </button>
          )}
          {canGrant && (
            <button type="button" className={styles.action} onClick={() => onGrant(member)}>
              {t('downlines.makeAgent')}
            </button>
          )}
          <button type="button" className={styles.action} onClick={() => onRecords(member)}>
            {t('downlines.records')}
          </button>
        </div>
      </td>
    </tr>
  );
}
