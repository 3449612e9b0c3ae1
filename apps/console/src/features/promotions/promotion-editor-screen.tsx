import { Fragment, useMemo, useState } from 'react';
import { get, useForm, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { cleanRichHtml } from '@portal/shared/rich-html';
import {
  CASHBACK_BASES,
  CHECK_IN_AFTER_LAST,
  CHECK_IN_DAYS_MAX,
  PROMOTION_BADGES,
  PROMOTION_FREQUENCIES,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
} from '@portal/shared/schemas/promotions/constants';
import {
  promotionConsoleState,
  promotionInputSchema,
  type OperatorPromotion,
  type PromotionInput,
} from '@portal/shared/schemas/promotions';
import { api } from '../../api/client';
import { useCan } from '../../auth/staff-context';
import { Field, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Card, ErrorAlert, ErrorState, Loading, PageHeader } from '../../components/ui/primitives';
import { Tabs } from '../../components/ui/tabs';
import { useToast } from '../../components/ui/toast';
import {
  CheckboxField,
  FormRow,
  invalidLanguages,
  payloadResolver,
  ScheduleRow,
  showServerDetails,
} from '../content/kit/form-kit';
import { ImageUpload } from '../content/kit/image-upload';
import { LanguageTabs } from '../content/kit/language-tabs';
import { PortalPreview } from '../content/kit/portal-preview';
import kit from '../content/kit/kit.module.css';
import { CashbackPanel, FiguresPanel, PrizesPanel } from './promotion-panels';
import { PROMOTIONS, promotionName, routeId, useInvalidate, usePromotion } from './promotion-calls';
import { promotionForm, promotionPayload, type PromotionForm } from './promotion-form';
import { PromotionStateBadge } from './promotion-state-badge';
import styles from './promotions.module.css';

type Tab = 'edit' | 'figures' | 'prizes' | 'cashback';

/** One promotion: its content and terms, and beside them its figures, prizes or cashback runs. */
export default function PromotionEditorScreen() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const id = routeId(useParams().promotionId);
  const [search, setSearch] = useSearchParams();
  const item = usePromotion(id);
  if (id !== null && item.isPending) return <Loading />;
  if (id !== null && item.isError) {
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  const promotion = item.data;
  const tabs: Array<{ value: Tab; label: string }> = [
    { value: 'edit', label: t('editor.tabEdit') },
  ];
  if (promotion) {
    tabs.push({ value: 'figures', label: t('editor.tabFigures') });
    if (promotion.kind === 'raffle') tabs.push({ value: 'prizes', label: t('editor.tabPrizes') });
    if (promotion.kind === 'cashback') {
      tabs.push({ value: 'cashback', label: t('editor.tabCashback') });
    }
  }
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = tabs.some((entry) => entry.value === asked) ? asked! : 'edit';
  return (
    <>
      <PageHeader
        title={
          promotion
            ? t('editor.editTitle', { code: promotionName(promotion) })
            : t('editor.newTitle')
        }
        description={
          promotion ? (
            <>
              <PromotionStateBadge state={promotionConsoleState(promotion)} />{' '}
              {t(`kind.${promotion.kind}`)} · {promotion.code}
            </>
          ) : undefined
        }
        actions={<Button onClick={() => navigate('/promotions')}>{t('editor.back')}</Button>}
      />
      {tabs.length > 1 ? (
        <Tabs
          label={t('editor.tabs')}
          tabs={tabs}
          value={tab}
          onChange={(next) => setSearch(next === 'edit' ? {} : { tab: next }, { replace: true })}
        />
      ) : null}
      {tab === 'edit' ? (
        <PromotionEditor key={promotion?.id ?? 'new'} promotion={promotion} />
      ) : null}
      {tab === 'figures' && promotion ? <FiguresPanel promotion={promotion} /> : null}
      {tab === 'prizes' && promotion ? <PrizesPanel promotion={promotion} /> : null}
      {tab === 'cashback' && promotion ? <CashbackPanel promotion={promotion} /> : null}
    </>
  );
}

function useErrorText() {
  const { t } = useTranslation('promotions');
  return (errors: FieldErrors<PromotionForm>, path: string): string | undefined => {
    const error = get(errors, path) as FieldError | undefined;
    if (!error) return undefined;
    const code = error.message ?? '';
    if (code && t(`errors.${code}`, { defaultValue: '' })) return t(`errors.${code}`);
    if (error.type === 'too_big') return t('errors.tooLong');
    if (error.type === 'too_small') return t('errors.required');
    return t('errors.invalid');
  };
}

function PromotionEditor({ promotion }: { promotion?: OperatorPromotion }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const toast = useToast();
  const invalidate = useInvalidate();
  const errorText = useErrorText();
  const canManage = useCan()('engagement.manage');
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(0);
  const form = useForm<PromotionForm, unknown, PromotionInput>({
    defaultValues: promotionForm(promotion),
    resolver: payloadResolver(promotionInputSchema, promotionPayload),
    mode: 'onTouched',
  });
  const { register, control, formState, setValue } = form;
  const values = useWatch({ control }) as PromotionForm;
  const errors = formState.errors;
  const kind = values.terms?.kind ?? 'deposit_match';
  const kindLocked = Boolean(promotion && promotion.participants > 0);
  const err = (path: string) => errorText(errors, path);

  const submit = form.handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const next = promotion
        ? await api<OperatorPromotion>(`${PROMOTIONS}/${promotion.id}`, {
            method: 'PUT',
            body: payload,
          })
        : await api<OperatorPromotion>(PROMOTIONS, { method: 'POST', body: payload });
      await invalidate(PROMOTIONS);
      form.reset(promotionForm(next));
      setSaved((count) => count + 1);
      toast(promotion ? t('editor.saved') : t('editor.created'));
      if (!promotion) navigate(`/promotions/${next.id}`, { replace: true });
    } catch (error) {
      setFailure(error);
      showServerDetails(error, form.setError);
    }
  });

  const filled = (code: Language) => Boolean(values.contents?.[code]?.title?.trim());
  const numberField = (path: string, label: string, hint?: string, step = '0.01') => (
    <Field label={label} hint={hint} error={err(path)}>
      {(props) => (
        <TextInput
          {...props}
          type="number"
          inputMode="decimal"
          step={step}
          min={0}
          {...register(path as 'sortOrder')}
        />
      )}
    </Field>
  );
  const categoryFields = (base: 'terms.rates' | 'bonus.weights', label: string, hint: string) => (
    <div>
      <p className={kit.fieldLabel}>{label}</p>
      <p className={kit.hint}>{hint}</p>
      <div className={styles.categoryGrid}>
        {GAME_CATEGORIES.map((code) => (
          <Field key={code} label={t(`category.${code}`)} error={err(`${base}.${code}`)}>
            {(props) => (
              <TextInput
                {...props}
                type="number"
                step={base === 'terms.rates' ? '0.01' : '1'}
                min={0}
                {...register(`${base}.${code}`)}
              />
            )}
          </Field>
        ))}
      </div>
    </div>
  );

  return (
    <div className={kit.editor}>
      <Card>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.basics')}</legend>
            <FormRow>
              <Field label={t('editor.code')} hint={t('editor.codeHint')} error={err('code')}>
                {(props) => <TextInput {...props} autoComplete="off" {...register('code')} />}
              </Field>
              <Field label={t('editor.type')}>
                {(props) => (
                  <SelectInput {...props} {...register('type')}>
                    {PROMOTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`type.${type}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
              <Field label={t('editor.badge')}>
                {(props) => (
                  <SelectInput {...props} {...register('badge')}>
                    <option value="">{t('badge.none')}</option>
                    {PROMOTION_BADGES.map((badge) => (
                      <option key={badge} value={badge}>
                        {t(`badge.${badge}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
            </FormRow>
            <FormRow>
              <Field label={t('editor.status')} hint={t('editor.statusHint')}>
                {(props) => (
                  <SelectInput {...props} {...register('status')}>
                    {PROMOTION_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`status.${status}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
              {numberField('sortOrder', t('editor.order'), undefined, '1')}
            </FormRow>
          </fieldset>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.schedule')}</legend>
            <ScheduleRow>
              <Field label={t('editor.start')} error={err('startsAt')}>
                {(props) => (
                  <TextInput {...props} type="datetime-local" {...register('startsAt')} />
                )}
              </Field>
              <Field label={t('editor.end')} hint={t('editor.endHint')} error={err('endsAt')}>
                {(props) => <TextInput {...props} type="datetime-local" {...register('endsAt')} />}
              </Field>
            </ScheduleRow>
          </fieldset>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.terms')}</legend>
            <FormRow>
              <Field
                label={t('editor.kind')}
                hint={kindLocked ? t('editor.kindLocked') : undefined}
              >
                {(props) => (
                  <SelectInput
                    {...props}
                    // A disabled registered field would drop out of the form's values: once
                    // locked, the kind is shown and kept from the loaded promotion instead.
                    {...(kindLocked
                      ? { value: kind, disabled: true, onChange: () => undefined }
                      : register('terms.kind'))}
                  >
                    {PROMOTION_KINDS.map((value) => (
                      <option key={value} value={value}>
                        {t(`kind.${value}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
              {numberField(
                'terms.turnoverMultiple',
                t('editor.turnoverMultiple'),
                kind === 'deposit_match'
                  ? t('editor.turnoverMatchHint')
                  : t('editor.turnoverBonusHint'),
                '1',
              )}
            </FormRow>
            {kind === 'deposit_match' ? (
              <FormRow>
                {numberField('terms.percent', t('editor.percent'))}
                {numberField('terms.capAmount', t('editor.capAmount'))}
                {numberField('terms.minDeposit', t('editor.minDeposit'))}
              </FormRow>
            ) : null}
            {kind === 'cashback' ? (
              <>
                <FormRow>
                  <Field label={t('editor.basis')}>
                    {(props) => (
                      <SelectInput {...props} {...register('terms.basis')}>
                        {CASHBACK_BASES.map((basis) => (
                          <option key={basis} value={basis}>
                            {t(`basis.${basis}`)}
                          </option>
                        ))}
                      </SelectInput>
                    )}
                  </Field>
                  {numberField('terms.minPayout', t('editor.minPayout'))}
                  {numberField('terms.capAmount', t('editor.capAmount'))}
                </FormRow>
                {categoryFields('terms.rates', t('editor.rates'), t('editor.ratesHint'))}
              </>
            ) : null}
            {kind === 'signed' ? (
              <>
                <FormRow>
                  <Field label={t('editor.afterLast')}>
                    {(props) => (
                      <SelectInput {...props} {...register('terms.afterLast')}>
                        {CHECK_IN_AFTER_LAST.map((value) => (
                          <option key={value} value={value}>
                            {t(`afterLast.${value}`)}
                          </option>
                        ))}
                      </SelectInput>
                    )}
                  </Field>
                </FormRow>
                <div>
                  <p className={kit.fieldLabel}>{t('editor.rewards')}</p>
                  <p className={kit.hint}>{t('editor.rewardsHint')}</p>
                  <div className={styles.categoryGrid}>
                    {(values.terms?.rewards ?? []).map((_, day) => (
                      <Fragment key={day}>
                        {numberField(
                          `terms.rewards.${day}`,
                          t('editor.rewardDay', { day: day + 1 }),
                        )}
                      </Fragment>
                    ))}
                  </div>
                  {err('terms.rewards') ? (
                    <p role="alert" className={kit.hint}>
                      {err('terms.rewards')}
                    </p>
                  ) : null}
                  {(values.terms?.rewards ?? []).length < CHECK_IN_DAYS_MAX ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setValue('terms.rewards', [...values.terms.rewards, ''])}
                    >
                      {t('editor.addDay')}
                    </Button>
                  ) : null}
                </div>
              </>
            ) : null}
            {kind === 'application' ? (
              <>
                <FormRow>{numberField('terms.maxAmount', t('editor.maxAmount'))}</FormRow>
                <CheckboxField
                  label={t('editor.contactRequired')}
                  {...register('terms.contactRequired')}
                />
              </>
            ) : null}
          </fieldset>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.eligibility')}</legend>
            <CheckboxField
              label={t('editor.newMembersOnly')}
              {...register('eligibility.newMembersOnly')}
            />
            <FormRow>
              <Field label={t('editor.frequency')}>
                {(props) => (
                  <SelectInput {...props} {...register('eligibility.frequency')}>
                    {PROMOTION_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {t(`frequency.${frequency}`)}
                      </option>
                    ))}
                  </SelectInput>
                )}
              </Field>
              {numberField(
                'eligibility.minVipRank',
                t('editor.minVipRank'),
                t('editor.minVipRankHint'),
                '1',
              )}
            </FormRow>
          </fieldset>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.bonusRules')}</legend>
            <FormRow>
              {numberField('bonus.expiryDays', t('editor.expiryDays'), undefined, '1')}
            </FormRow>
            {categoryFields('bonus.weights', t('editor.weights'), t('editor.weightsHint'))}
          </fieldset>
          <fieldset disabled={!canManage} className={kit.section}>
            <legend>{t('editor.texts')}</legend>
            {err('contents') && !get(errors, 'contents.EN') ? (
              <p className={kit.error} role="alert">
                {t('editor.atLeastOne')}
              </p>
            ) : null}
            <LanguageTabs
              label={t('editor.texts')}
              filled={filled}
              invalid={
                invalidLanguages(
                  errors.contents ? { translations: errors.contents } : undefined,
                ) as Language[]
              }
            >
              {(code) => (
                <LanguageFields
                  code={code}
                  form={form}
                  err={err}
                  canManage={canManage}
                  html={values.contents?.[code]?.content ?? ''}
                  imageUrl={values.contents?.[code]?.imageUrl ?? null}
                  onImage={(url) =>
                    setValue(`contents.${code}.imageUrl`, url, { shouldDirty: true })
                  }
                />
              )}
            </LanguageTabs>
          </fieldset>
          <ErrorAlert error={failure} />
          {canManage ? (
            <div className={kit.editorActions}>
              <Button type="submit" variant="primary" busy={formState.isSubmitting}>
                {promotion ? t('editor.save') : t('editor.create')}
              </Button>
            </div>
          ) : (
            <p className={kit.hint}>{t('editor.readOnly')}</p>
          )}
        </form>
      </Card>
      {promotion ? (
        <PortalPreview path={`/promoDetail?id=${promotion.id}`} reloadKey={saved} />
      ) : (
        <Card>
          <p className={kit.hint}>{t('editor.previewAfterSave')}</p>
        </Card>
      )}
    </div>
  );
}

function LanguageFields({
  code,
  form,
  err,
  canManage,
  html,
  imageUrl,
  onImage,
}: {
  code: Language;
  form: ReturnType<typeof useForm<PromotionForm, unknown, PromotionInput>>;
  err: (path: string) => string | undefined;
  canManage: boolean;
  html: string;
  imageUrl: string | null;
  onImage: (url: string | null) => void;
}) {
  const { t } = useTranslation('promotions');
  const { register } = form;
  const cleaned = useMemo(() => cleanRichHtml(html), [html]);
  const changed = useMemo(() => html.trim() !== '' && !sameMarkup(html, cleaned), [html, cleaned]);
  return (
    <>
      <Field label={t('editor.title', { language: code })} error={err(`contents.${code}.title`)}>
        {(props) => <TextInput {...props} {...register(`contents.${code}.title`)} />}
      </Field>
      <Field
        label={t('editor.summary', { language: code })}
        error={err(`contents.${code}.summary`)}
      >
        {(props) => <TextInput {...props} {...register(`contents.${code}.summary`)} />}
      </Field>
      <Field
        label={t('editor.content', { language: code })}
        hint={t('editor.contentHint')}
        error={err(`contents.${code}.content`)}
      >
        {(props) => (
          <TextArea
            {...props}
            rows={8}
            spellCheck={false}
            {...register(`contents.${code}.content`)}
          />
        )}
      </Field>
      <div className={kit.fieldLabel}>{t('editor.cleaned')}</div>
      {cleaned.trim() ? (
        <div
          className={styles.cleaned}
          data-testid={`cleaned-${code}`}
          // The same cleaning the server applies before it stores the page (packages/shared).
          dangerouslySetInnerHTML={{ __html: cleaned }}
        />
      ) : (
        <p className={kit.hint}>{t('editor.cleanedEmpty')}</p>
      )}
      {changed ? (
        <p className={styles.warning} role="status">
          {t('editor.removed')}
        </p>
      ) : null}
      <ImageUpload
        label={t('editor.image', { language: code })}
        url={imageUrl}
        disabled={!canManage}
        onUploaded={(image) => onImage(image.url)}
        onClear={() => onImage(null)}
      />
    </>
  );
}

/** Whether the cleaning changed more than the spelling of the markup (quotes, self-closing). */
function sameMarkup(before: string, after: string): boolean {
  const normal = (markup: string) =>
    markup
      .replace(/\s*\/>/g, '>')
      .replace(/\s+/g, ' ')
      .replace(/ rel="noopener noreferrer"| target="_blank"/g, '')
      .trim();
  return normal(before) === normal(after);
}
