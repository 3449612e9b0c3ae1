import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  feedbackPayloadSchema,
  type FeedbackPayload,
  type FeedbackType,
} from '@portal/shared/schemas/feedback';
import { isDisplayTextIssue } from '@portal/shared/validation/display-text';
import type { ImageLimits } from '../../components/images-field/images-field';

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

/** Up to three PNG or JPEG screenshots of at most 5 MB each. */
export const FEEDBACK_IMAGE_LIMITS: ImageLimits = {
  types: FEEDBACK_IMAGE_TYPES,
  maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
  max: FEEDBACK_IMAGES_MAX,
};
