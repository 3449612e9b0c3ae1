import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '@portal/shared/constants/languages';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_TITLE_MAX,
  previewMessagePayloadSchema,
  sendMessagePayloadSchema,
  type MessageAudience,
  type PreviewMessageValue,
} from '@portal/shared/schemas/operator-messages';
import { api } from '../../api/client';
import { Field, FieldRow, TextArea, TextInput } from '../../components/form/fields';
import { LanguagePicker } from '../../components/form/language-picker';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Card, ErrorAlert, PageHeader } from '../../components/ui/primitives';
import { Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatCount } from '../../lib/format';
import styles from './messages.module.css';
import { emptySegment, segmentOf, type SegmentForm } from './segment';

type Texts = Partial<Record<Language, { title: string; content: string }>>;

/**
 * Compose a message (`/messages/new`): to one member, every member or a segment (VIP ranks, an
 * agent's team, registration days); the message as the member sees it, and the count of
 * recipients before it goes.
 */
export default function ComposeScreen() {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [audience, setAudience] = useState<MessageAudience>('member');
  const [username, setUsername] = useState('');
  const [segment, setSegment] = useState<SegmentForm>(emptySegment);
  const [texts, setTexts] = useState<Texts>({});
  const [shown, setShown] = useState<Language>('EN');
  const [counted, setCounted] = useState<{ key: string; recipients: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const target = useMemo(
    () =>
      audience === 'member'
        ? { audience, username: username.trim() }
        : audience === 'all'
          ? { audience }
          : { audience, segment: segmentOf(segment) },
    [audience, username, segment],
  );
  const targetKey = JSON.stringify(target);
  const count = counted?.key === targetKey ? counted.recipients : null;
  const contents = Object.fromEntries(
    Object.entries(texts)
      .map(([code, text]) => [code, { title: text!.title.trim(), content: text!.content.trim() }])
      .filter(
        ([, text]) => (text as { title: string }).title || (text as { content: string }).content,
      ),
  );

  const preview = useMutation({
    mutationFn: (body: unknown) =>
      api<PreviewMessageValue>('/messages/preview', { method: 'POST', body }),
    onSuccess: (value, body) =>
      setCounted({ key: JSON.stringify(body), recipients: value.recipients }),
  });

  const countRecipients = () => {
    const result = previewMessagePayloadSchema.safeParse(target);
    if (!result.success) {
      setProblem(t(audience === 'segment' ? 'compose.segmentInvalid' : 'compose.memberRequired'));
      return;
    }
    setProblem(null);
    preview.mutate(target);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = sendMessagePayloadSchema.safeParse({ ...target, contents });
    if (!result.success) {
      const onContents = result.error.issues.some((issue) => issue.path[0] === 'contents');
      setProblem(t(onContents ? 'compose.contentsInvalid' : 'compose.segmentInvalid'));
      return;
    }
    setProblem(null);
    if (count === null) {
      setProblem(t('compose.countFirst'));
      return;
    }
    setConfirming(true);
  };

  const setText = (code: Language, patch: Partial<{ title: string; content: string }>) =>
    setTexts({ ...texts, [code]: { title: '', content: '', ...texts[code], ...patch } });
  const shownText = texts[shown]?.title || texts[shown]?.content ? texts[shown] : texts.EN;
  const segmentField = (key: keyof SegmentForm, label: string, type = 'text', hint?: string) => (
    <Field label={label} hint={hint}>
      {(props) => (
        <TextInput
          {...props}
          type={type}
          inputMode={key.endsWith('VipRank') ? 'numeric' : undefined}
          value={segment[key]}
          onChange={(event) => setSegment({ ...segment, [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <>
      <PageHeader title={t('compose.title')} description={t('compose.description')} />
      <form onSubmit={submit} className={styles.layout}>
        <div className={styles.stack}>
          <Card title={t('compose.who')}>
            <div className={styles.stack}>
              <Tabs
                label={t('compose.audience')}
                value={audience}
                onChange={setAudience}
                tabs={(['member', 'all', 'segment'] as const).map((value) => ({
                  value,
                  label: t(`audience.${value}`),
                }))}
              />
              {audience === 'member' ? (
                <Field label={t('compose.username')}>
                  {(props) => (
                    <TextInput
                      {...props}
                      value={username}
                      onChange={(event) => setUsername(event.target.value)}
                    />
                  )}
                </Field>
              ) : null}
              {audience === 'all' ? <p className={styles.muted}>{t('compose.allHint')}</p> : null}
              {audience === 'segment' ? (
                <>
                  <p className={styles.muted}>{t('compose.segmentHint')}</p>
                  <FieldRow>
                    {segmentField('minVipRank', t('segment.minVipRank'))}
                    {segmentField('maxVipRank', t('segment.maxVipRank'))}
                  </FieldRow>
                  {segmentField('agent', t('segment.agent'), 'text', t('segment.agentHint'))}
                  <FieldRow>
                    {segmentField('registeredFrom', t('segment.registeredFrom'), 'date')}
                    {segmentField(
                      'registeredTo',
                      t('segment.registeredTo'),
                      'date',
                      t('segment.daysHint'),
                    )}
                    {segmentField('lastLoginFrom', t('segment.lastLoginFrom'), 'date')}
                  </FieldRow>
                  <Field label={t('segment.accountsLabel')} hint={t('segment.accountsHint')}>
                    {(props) => (
                      <TextArea
                        {...props}
                        rows={2}
                        value={segment.accounts}
                        onChange={(event) =>
                          setSegment({ ...segment, accounts: event.target.value })
                        }
                      />
                    )}
                  </Field>
                </>
              ) : null}
              <div className={styles.inline}>
                <Button onClick={countRecipients} busy={preview.isPending}>
                  {t('compose.count')}
                </Button>
                {count !== null ? (
                  <strong role="status">
                    {t('compose.recipients', {
                      count,
                      formatted: formatCount(count, currentLocale()),
                    })}
                  </strong>
                ) : (
                  <span className={styles.muted}>{t('compose.notCounted')}</span>
                )}
              </div>
              <ErrorAlert error={preview.error} />
            </div>
          </Card>
          <Card title={t('compose.message')}>
            <LanguagePicker
              label={t('compose.languages')}
              filled={(code) => Boolean(texts[code]?.title.trim())}
              onChange={setShown}
            >
              {(code) => (
                <>
                  <Field label={t('compose.titleIn', { language: code })}>
                    {(props) => (
                      <TextInput
                        {...props}
                        maxLength={MESSAGE_TITLE_MAX}
                        value={texts[code]?.title ?? ''}
                        onChange={(event) => setText(code, { title: event.target.value })}
                      />
                    )}
                  </Field>
                  <Field label={t('compose.contentIn', { language: code })}>
                    {(props) => (
                      <TextArea
                        {...props}
                        rows={6}
                        maxLength={MESSAGE_CONTENT_MAX}
                        value={texts[code]?.content ?? ''}
                        onChange={(event) => setText(code, { content: event.target.value })}
                      />
                    )}
                  </Field>
                </>
              )}
            </LanguagePicker>
          </Card>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.inline}>
            <Button onClick={() => navigate('/messages')}>{t('action.cancel')}</Button>
            <Button type="submit" variant="primary">
              {t('compose.send')}
            </Button>
          </div>
        </div>
        <Card title={t('compose.preview')}>
          <p className={styles.muted}>{t('compose.previewHint', { language: shown })}</p>
          <article className={styles.notice} aria-label={t('compose.preview')}>
            <header>
              <span className={styles.noticeDot} aria-hidden="true" />
              <h3>{shownText?.title || t('compose.noTitle')}</h3>
            </header>
            <p className={styles.noticeBody}>{shownText?.content || t('compose.noContent')}</p>
            <footer className={styles.muted}>{t('compose.previewFrom')}</footer>
          </article>
        </Card>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('compose.confirmTitle', {
          count: count ?? 0,
          formatted: formatCount(count ?? 0, currentLocale()),
        })}
        description={t('compose.confirmBody', { languages: Object.keys(contents).join(', ') })}
        confirmLabel={t('compose.send')}
        onConfirm={async () => {
          const sent = await api<{ id: number; recipients: number }>('/messages', {
            method: 'POST',
            body: { ...target, contents },
          });
          toast(t('compose.sent', { count: sent.recipients }));
          await client.invalidateQueries({ queryKey: ['operator', '/messages'] });
          navigate('/messages');
        }}
      />
    </>
  );
}
