import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '@portal/shared/schemas/feedback';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { CaptchaField } from '../../session/components/captcha-field';
import { TextField } from '../../../components/ui/text-field';
import { useCaptcha } from '../../session/hooks/use-captcha';
import { useFormErrors } from '../../session/hooks/use-form-errors';
import { useSession } from '../../session/hooks/use-session';
import { useSendFeedback } from '../api/send-feedback';
import {
  checkFeedback,
  FEEDBACK_IMAGE_LIMITS,
  type FeedbackField,
  type FeedbackProblem,
} from '../feedback-check';
import { ImagesField, type AttachedImage } from '../../../components/images-field/images-field';
import { FeedbackSent } from './feedback-sent';
import styles from './feedback.module.css';

/** Server failures that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, FeedbackField>> = {
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  FEEDBACK_IMAGE_INVALID: 'images',
};

/**
 * The feedback form of the /feedback page and of the member centre: a topic, the message with
 * its character count, an optional contact and up to three screenshots. A visitor answers the
 * captcha; a signed-in member does not (their session names them), unless the server asks for it
 * because the session has ended. The server's refusals are shown in the reader's language.
 */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const errorMessage = useErrorMessage();
  const signedIn = useSession((state) => state.token !== null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const needsCaptcha = !signedIn || captchaAsked;
  const captcha = useCaptcha(needsCaptcha);
  const [type, setType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const { errors, formRef, show, clear, bind, reset } = useFormErrors<FeedbackField>();
  const sendCall = useSendFeedback();
  const typeId = useId();
  const contentId = useId();
  const length = content.trim().length;
  const lengthOff = length > FEEDBACK_CONTENT_MAX;

  const problemText = (field: FeedbackField, problem: FeedbackProblem | undefined) => {
    if (!problem) return undefined;
    if (problem === 'characters') return t('errors:code.TEXT_INVALID_CHARACTERS');
    if (field === 'type') return t('errors.type');
    if (field === 'content') {
      return t('errors.contentLength', { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX });
    }
    if (field === 'contact') return t('errors.contact', { max: FEEDBACK_CONTACT_MAX });
    if (field === 'captcha') return t('errors.captcha');
    return t('errors.imageCount', { max: FEEDBACK_IMAGES_MAX });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFeedback(
      {
        type,
        content,
        contact,
        images: images.map((image) => image.dataUrl),
        captcha: captchaAnswer,
      },
      { needsCaptcha },
    );
    if (!checked.ok) {
      const fields: FeedbackField[] = ['type', 'content', 'contact', 'images', 'captcha'];
      show(
        Object.fromEntries(
          fields.map((field) => [field, problemText(field, checked.problems[field])]),
        ),
      );
      return;
    }
    reset();
    sendCall.mutate(checked.payload, {
      onError: (error) => {
        const code = error instanceof ApiError ? error.errorCode : '';
        // A used captcha answer is gone whatever the failure: a visitor gets a new image.
        if (needsCaptcha || code.startsWith('CAPTCHA_')) {
          setCaptchaAnswer('');
          if (needsCaptcha) captcha.renew();
        }
        if (code.startsWith('CAPTCHA_')) setCaptchaAsked(true);
        const field = fieldOf(error);
        if (field === 'content') show({ content: problemText('content', 'length') });
        else if (field) show({ [field]: errorMessage(error) });
      },
    });
  };

  const handleAnother = () => {
    sendCall.reset();
    setType('');
    setContent('');
    setContact('');
    setImages([]);
    setCaptchaAnswer('');
    if (needsCaptcha) captcha.renew();
  };

  if (sendCall.isSuccess) {
    return <FeedbackSent id={sendCall.data.id} member={signedIn} onAnother={handleAnother} />;
  }

  const failure = sendCall.isError && !fieldOf(sendCall.error) ? sendCall.error : null;
  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={typeId}>
          {t('type')}
        </label>
        <select
          id={typeId}
          className={styles.select}
          value={type}
          onChange={(event) =>
            bind('type', (next) => setType(next as FeedbackType | ''))(event.target.value)
          }
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
        >
          <option value="">{t('chooseType')}</option>
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
        {errors.type && (
          <p id={`${typeId}-error`} className={styles.error}>
            {errors.type}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <div className={styles.labelRow}>
          <label className={styles.label} htmlFor={contentId}>
            {t('content')}
          </label>
          <span
            className={lengthOff ? styles.countOff : styles.count}
            data-testid="feedback-count"
            aria-live="polite"
          >
            <span aria-hidden="true">
              {t('count', { count: length, max: FEEDBACK_CONTENT_MAX })}
            </span>
            <span className="visually-hidden">
              {t('countLabel', { count: length, max: FEEDBACK_CONTENT_MAX })}
            </span>
          </span>
        </div>
        <textarea
          id={contentId}
          className={styles.textarea}
          value={content}
          rows={6}
          placeholder={t('contentPlaceholder')}
          onChange={(event) => bind('content', setContent)(event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${contentId}-note`}
        />
        <p id={`${contentId}-note`} className={errors.content ? styles.error : styles.hint}>
          {errors.content ??
            t('contentHint', { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX })}
        </p>
      </div>

      <TextField
        label={t('contact')}
        value={contact}
        onChange={bind('contact', setContact)}
        error={errors.contact}
        hint={signedIn ? t('contactMemberHint') : t('contactHint')}
        autoComplete="email"
        maxLength={FEEDBACK_CONTACT_MAX + 20}
      />

      <ImagesField
        value={images}
        onChange={(next) => {
          setImages(next);
          clear('images');
        }}
        limits={FEEDBACK_IMAGE_LIMITS}
        texts={{ namespace: 'feedback' }}
        error={errors.images}
        disabled={sendCall.isPending}
      />

      {needsCaptcha && (
        <CaptchaField
          captcha={captcha}
          value={captchaAnswer}
          onChange={bind('captcha', setCaptchaAnswer)}
          error={errors.captcha}
        />
      )}

      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={sendCall.isPending} className={styles.submit}>
        {t('submit')}
      </Button>
    </form>
  );
}

/** A VALIDATION_FAILED answer about the content (the server's bounds) belongs to its field. */
function contentFieldOf(error: unknown): FeedbackField | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'VALIDATION_FAILED') return undefined;
  return error.details.some((detail) => detail.path === 'content') ? 'content' : undefined;
}

function fieldOf(error: unknown): FeedbackField | undefined {
  const code = error instanceof ApiError ? error.errorCode : '';
  return FIELD_OF_CODE[code] ?? contentFieldOf(error);
}
