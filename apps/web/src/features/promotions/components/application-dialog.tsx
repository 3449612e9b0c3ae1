import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  CONTACT_APPS,
  type ContactApp,
} from '@portal/shared/schemas/promotions/constants';
import type { PromotionSummary } from '@portal/shared/schemas/promotions';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../../components/ui/text-field';
import { useFormErrors } from '../../session/hooks/use-form-errors';
import { useApplyPromotion } from '../api/apply-promotion';
import {
  APPLICATION_IMAGE_LIMITS,
  checkApplication,
  type ApplicationField,
  type ApplicationProblem,
} from '../application-check';
import { ImagesField, type AttachedImage } from '../../../components/images-field/images-field';
import styles from './application.module.css';

interface ApplicationDialogProps {
  promotion: PromotionSummary;
  onClose: () => void;
  /** The application was received. */
  onSent: () => void;
}

const MEGABYTES = APPLICATION_IMAGE_MAX_BYTES / (1024 * 1024);
/** Brand names: the same in every language. */
const CONTACT_APP_NAMES: Record<ContactApp, string> = { zalo: 'Zalo', whatsapp: 'WhatsApp' };

/**
 * The application of an application promotion (spec section 5): a remark of at most 140
 * characters with its count, up to three PNG or JPEG images, and the Zalo or WhatsApp id when the
 * promotion asks for it. Checked here with the server's schema; the server's refusals are put
 * next to the field they are about, in the reader's language.
 */
export function ApplicationDialog({ promotion, onClose, onSent }: ApplicationDialogProps) {
  const { t } = useTranslation('promotions');
  const errorMessage = useErrorMessage();
  const apply = useApplyPromotion();
  const contactRequired = promotion.terms.kind === 'application' && promotion.terms.contactRequired;
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [contactApp, setContactApp] = useState<ContactApp>('zalo');
  const [contactId, setContactId] = useState('');
  const { errors, formRef, show, clear, bind, reset } = useFormErrors<ApplicationField>();
  const remarkId = useId();
  const appsId = useId();
  const length = remark.trim().length;
  const lengthOff = length > APPLICATION_REMARK_MAX;

  const problemText = (field: ApplicationField, problem: ApplicationProblem | undefined) => {
    if (!problem) return undefined;
    if (problem === 'characters') return t('errors:code.TEXT_INVALID_CHARACTERS');
    if (field === 'remark') return t('apply.errors.remark', { max: APPLICATION_REMARK_MAX });
    if (field === 'images') {
      return problem === 'size'
        ? t('apply.errors.imageInvalid', { size: MEGABYTES })
        : t('apply.errors.imageCount', { max: APPLICATION_IMAGES_MAX });
    }
    return problem === 'required'
      ? t('apply.errors.contactRequired')
      : t('apply.errors.contactLength', { min: 3, max: 50 });
  };

  /** Puts a refusal next to the field it is about; anything else goes above the button. */
  const showRefusal = (error: unknown) => {
    const field = fieldOf(error);
    if (field === 'images') show({ images: t('apply.errors.imageInvalid', { size: MEGABYTES }) });
    else if (field === 'remark') show({ remark: problemText('remark', 'tooLong') });
    else if (field === 'contact') {
      const required =
        error instanceof ApiError && error.errorCode === 'PROMOTION_CONTACT_REQUIRED';
      show({ contact: required ? errorMessage(error) : problemText('contact', 'length') });
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkApplication(
      { remark, images: images.map((image) => image.dataUrl), contactApp, contactId },
      { contactRequired },
    );
    if (!checked.ok) {
      const fields: ApplicationField[] = ['remark', 'images', 'contact'];
      show(
        Object.fromEntries(
          fields.map((field) => [field, problemText(field, checked.problems[field])]),
        ),
      );
      return;
    }
    reset();
    apply.mutate(
      { id: promotion.id, payload: checked.payload },
      { onSuccess: onSent, onError: showRefusal },
    );
  };

  const failure = apply.isError && !fieldOf(apply.error) ? apply.error : null;

  return (
    <Modal open onClose={onClose} title={t('apply.title', { title: promotion.title })} width={560}>
      {apply.isSuccess ? (
        <div className={styles.sent} role="status" data-testid="application-sent">
          <p className={styles.sentTitle}>{t('apply.sentTitle')}</p>
          <p className={styles.hint}>{t('apply.sentText')}</p>
          <Button onClick={onClose} isDefault>
            {t('apply.close')}
          </Button>
        </div>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
          <div className={styles.field}>
            <div className={styles.labelRow}>
              <label className={styles.label} htmlFor={remarkId}>
                {t('apply.remark')}
              </label>
              <span
                className={lengthOff ? styles.countOff : styles.count}
                data-testid="application-count"
                aria-live="polite"
              >
                <span aria-hidden="true">
                  {t('apply.count', { count: length, max: APPLICATION_REMARK_MAX })}
                </span>
                <span className="visually-hidden">
                  {t('apply.countLabel', { count: length, max: APPLICATION_REMARK_MAX })}
                </span>
              </span>
            </div>
            <textarea
              id={remarkId}
              className={styles.textarea}
              value={remark}
              rows={4}
              placeholder={t('apply.remarkPlaceholder')}
              onChange={(event) => bind('remark', setRemark)(event.target.value)}
              aria-invalid={errors.remark ? true : undefined}
              aria-describedby={`${remarkId}-note`}
            />
            <p id={`${remarkId}-note`} className={errors.remark ? styles.error : styles.hint}>
              {errors.remark ?? t('apply.remarkHint', { max: APPLICATION_REMARK_MAX })}
            </p>
          </div>

          <ImagesField
            value={images}
            onChange={(next) => {
              setImages(next);
              clear('images');
            }}
            limits={APPLICATION_IMAGE_LIMITS}
            texts={{ namespace: 'promotions', keyPrefix: 'apply' }}
            error={errors.images}
            disabled={apply.isPending}
            compact
          />

          {contactRequired && (
            <fieldset className={styles.field}>
              <legend className={styles.label}>{t('apply.contactApp')}</legend>
              <div className={styles.apps} id={appsId}>
                {CONTACT_APPS.map((app) => (
                  <label key={app} className={styles.app}>
                    <input
                      type="radio"
                      name={appsId}
                      checked={contactApp === app}
                      onChange={() => {
                        setContactApp(app);
                        clear('contact');
                      }}
                    />
                    {CONTACT_APP_NAMES[app]}
                  </label>
                ))}
              </div>
              <TextField
                label={t(`apply.contactId.${contactApp}`)}
                value={contactId}
                onChange={bind('contact', setContactId)}
                error={errors.contact}
                hint={t('apply.contactHint')}
                autoComplete="off"
                maxLength={60}
              />
            </fieldset>
          )}

          {failure !== null && (
            <p role="alert" className={styles.alert}>
              {errorMessage(failure)}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" busy={apply.isPending}>
              {apply.isPending ? t('apply.sending') : t('apply.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The field a refusal of the server is about, if it is about one. */
function fieldOf(error: unknown): ApplicationField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.errorCode === 'PROMOTION_CONTACT_REQUIRED') return 'contact';
  if (error.errorCode === 'INVALID_IMAGE') return 'images';
  if (error.errorCode !== 'VALIDATION_FAILED') return undefined;
  const path = error.details[0]?.path ?? '';
  if (path.startsWith('images')) return 'images';
  if (path === 'remark') return 'remark';
  if (path.startsWith('contact')) return 'contact';
  return undefined;
}
