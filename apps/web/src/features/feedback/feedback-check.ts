import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  feedbackPayloadSchema,
  type FeedbackPayload,
  type FeedbackType,
} from '@portal/shared/schemas/feedback';
import { isDisplayTextIssue } from '@portal/shared/validation/display-text';

export type FeedbackField = 'type' | 'content' | 'contact' | 'images' | 'captcha';

/** What is wrong with a field, to be said in the reader's language. */
export type FeedbackProblem = 'required' | 'length' | 'tooLong' | 'characters';

export interface FeedbackValues {
  type: FeedbackType | '';
  content: string;
  contact: string;
  /** Data URLs of the attached images. */
  images: string[];
  captcha: string;
}

/**
 * The form's values checked with the server's own schema; a visitor also owes the captcha. The
 * payload is what the call sends: trimmed, without empty optional fields.
 */
export function checkFeedback(
  values: FeedbackValues,
  { needsCaptcha }: { needsCaptcha: boolean },
):
  | { ok: true; payload: FeedbackPayload }
  | { ok: false; problems: Partial<Record<FeedbackField, FeedbackProblem>> } {
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  const captcha = values.captcha.trim();
  if (needsCaptcha && !captcha) problems.captcha = 'required';
  const parsed = feedbackPayloadSchema.safeParse({
    type: values.type || undefined,
    content: values.content,
    ...(values.contact.trim() ? { contact: values.contact } : {}),
    ...(values.images.length > 0 ? { images: values.images } : {}),
    ...(needsCaptcha && captcha ? { captcha } : {}),
  });
  if (parsed.success && Object.keys(problems).length === 0) {
    return { ok: true, payload: parsed.data };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as FeedbackField;
    if (problems[field]) continue;
    if (isDisplayTextIssue(issue)) problems[field] = 'characters';
    else if (field === 'type') problems.type = 'required';
    else if (field === 'content') problems.content = 'length';
    else problems[field] = 'tooLong';
  }
  return { ok: false, problems };
}

export type ImageProblem = 'type' | 'size';

/** Checks a chosen image before it is read; the server checks its bytes again. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The file as a data URL, as the feedback call takes it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
