import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RISK_CASE_OUTCOMES,
  RISK_NOTE_MAX,
  type RiskCase,
  type RiskCaseOutcome,
} from '@portal/shared/schemas/risk-cases';
import { ApiError } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import {
  Badge,
  Card,
  DescriptionList,
  EmptyState,
  ErrorAlert,
  ErrorState,
  Loading,
  PageHeader,
} from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatSiteTime } from '../../lib/format';
import { useRiskAction, useRiskCase } from './api';
import { STATE_TONES } from './cases-screen';
import styles from './risk-cases.module.css';

/** A figure of a rule's decision: amounts in minor units shown as decimals of the currency. */
function figure(key: string, value: number | string): string {
  return key.endsWith('Minor') ? formatAmount(Number(value) / 100, currentLocale()) : String(value);
}

/** One case: what raised it, who it is about, the desk's notes and its closing. */
export default function CaseScreen() {
  const { t } = useTranslation('riskCases');
  const { caseId } = useParams();
  const id = Number(caseId);
  const query = useRiskCase(id);
  const back = (
    <Link to="/risk-cases" className={styles.back}>
      ← {t('case.back')}
    </Link>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <>
        {back}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <EmptyState title={t('case.notFound')} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <CaseView item={query.data} />
    </>
  );
}

function CaseView({ item }: { item: RiskCase }) {
  const { t } = useTranslation('riskCases');
  const can = useCan();
  const toast = useToast();
  const manage = can('aml.manage') && item.state !== 'closed';
  const [closing, setClosing] = useState(false);
  const [outcome, setOutcome] = useState<RiskCaseOutcome>('no_concern');
  const [reference, setReference] = useState('');
  const assign = useRiskAction<RiskCase>(() => [`/risk-cases/${item.id}/assign`, { body: {} }]);
  const close = useRiskAction<RiskCase, { note: string }>(({ note }) => [
    `/risk-cases/${item.id}/close`,
    {
      body: {
        outcome,
        note,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
    },
  ]);

  return (
    <>
      <PageHeader
        title={t('case.title', { id: item.id })}
        description={t(`rule.${item.rule}`)}
        actions={
          manage ? (
            <>
              <Button
                busy={assign.isPending}
                onClick={async () => {
                  await assign.mutateAsync();
                  toast(t('case.assigned'));
                }}
              >
                {t('case.assignMe')}
              </Button>
              <Button variant="danger" onClick={() => setClosing(true)}>
                {t('case.close')}
              </Button>
            </>
          ) : null
        }
      />
      <ErrorAlert error={assign.error} />
      <div className={styles.grid}>
        <Card title={t('case.summary')}>
          <DescriptionList
            items={[
              [t('case.rule'), t(`rule.${item.rule}`)],
              [
                t('case.state'),
                <Badge key="state" tone={STATE_TONES[item.state]}>
                  {t(`state.${item.state}`)}
                </Badge>,
              ],
              [t('case.assignee'), item.assignee ?? t('case.nobody')],
              [t('case.opened'), formatSiteTime(item.openedAt)],
              ...(item.outcome
                ? ([
                    [t('case.outcome'), t(`outcome.${item.outcome}`)],
                    [t('case.reference'), item.outcomeReference ?? '—'],
                    [
                      t('case.closedBy'),
                      `${item.closedBy ?? '—'} · ${formatSiteTime(item.closedAt)}`,
                    ],
                    [t('case.closingNote'), item.closingNote ?? '—'],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
        </Card>
        <Card title={t('case.members')}>
          <ul className={styles.timeline} aria-label={t('case.members')}>
            {item.members.map((member) => (
              <li key={member.id} className={styles.entry}>
                <span className={styles.entryHead}>
                  <Link to={`/members/${member.id}`}>{member.account}</Link>
                  <span className={styles.muted}>{member.payeeName ?? '—'}</span>
                </span>
                <span className={styles.muted}>
                  {t('case.registered')} {formatSiteTime(member.registeredAt)} · {member.currency} ·{' '}
                  {member.status}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <div className={styles.grid}>
        <Card title={t('case.timeline')}>
          <ol className={styles.timeline} aria-label={t('case.timeline')}>
            {item.events.map((event) => (
              <li key={event.id} className={styles.entry}>
                <span className={styles.entryHead}>
                  <span>{t(`event.${event.type}`, { defaultValue: event.type })}</span>
                  {event.amount !== null ? (
                    <span>
                      {formatAmount(event.amount, currentLocale())} {event.currency}
                    </span>
                  ) : null}
                  <span className={styles.muted}>{formatSiteTime(event.occurredAt)}</span>
                </span>
                <span className={styles.muted}>
                  <Link to={`/members/${event.memberId}`}>{event.memberAccount}</Link>
                  {event.reference ? ` · ${event.reference}` : null}
                </span>
                <span className={styles.muted}>
                  {t('case.figures')}:{' '}
                  {Object.entries(event.detail)
                    .map(([key, value]) => `${key} ${figure(key, value)}`)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        </Card>
        <Card title={t('case.notes')}>
          {item.notes.length === 0 ? (
            <p className={styles.muted}>{t('case.noNotes')}</p>
          ) : (
            <ul className={styles.timeline} aria-label={t('case.notes')}>
              {item.notes.map((note) => (
                <li key={note.id} className={styles.entry}>
                  <span className={styles.muted}>
                    {note.staff ?? '—'} · {formatSiteTime(note.createdAt)}
                  </span>
                  <span>{note.body}</span>
                </li>
              ))}
            </ul>
          )}
          {manage ? <NoteForm caseId={item.id} /> : null}
        </Card>
      </div>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('case.closeTitle', { id: item.id })}
        description={t('case.closeDescription')}
        confirmLabel={t('case.close')}
        variant="danger"
        reason={{ label: t('case.closeNote') }}
        onConfirm={async (note) => {
          await close.mutateAsync({ note });
          toast(t('case.closed', { id: item.id }));
        }}
      >
        <Field label={t('case.outcome')}>
          {(field) => (
            <SelectInput
              {...field}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as RiskCaseOutcome)}
            >
              {RISK_CASE_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {t(`outcome.${value}`)}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        {outcome === 'reported' ? (
          <Field label={t('case.reference')}>
            {(field) => (
              <TextInput
                {...field}
                required
                maxLength={128}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function NoteForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation('riskCases');
  const toast = useToast();
  const [body, setBody] = useState('');
  const add = useRiskAction<RiskCase, string>((text) => [
    `/risk-cases/${caseId}/notes`,
    { body: { body: text } },
  ]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    await add.mutateAsync(body.trim());
    setBody('');
    toast(t('case.noteAdded'));
  };
  return (
    <form className={styles.noteForm} onSubmit={(event) => void submit(event).catch(() => {})}>
      <Field label={t('case.note')}>
        {(field) => (
          <TextArea
            {...field}
            rows={3}
            maxLength={RISK_NOTE_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <ErrorAlert error={add.error} />
      <div>
        <Button type="submit" variant="primary" busy={add.isPending} disabled={!body.trim()}>
          {t('case.addNote')}
        </Button>
      </div>
    </form>
  );
}
