import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGE_TYPES,
  APPLICATION_IMAGES_MAX,
  type ContactApp,
} from '@portal/shared/schemas/promotions/constants';
import {
  applyPromotionPayloadSchema,
  type ApplyPromotionPayload,
} from '@portal/shared/schemas/promotions';
import { isDisplayTextIssue } from '@portal/shared/validation/display-text';
import type { ImageLimits } from '../../components/images-field/images-field';

export type ApplicationField = 'remark' | 'images' | 'contact';

/** What is wrong with a field, to be said in the reader's language. */
export type ApplicationProblem =
  'tooLong' | 'tooMany' | 'size' | 'required' | 'length' | 'characters';

export interface ApplicationValues {
  remark: string;
  /** Data URLs of the attached images. */
  images: string[];
  contactApp: ContactApp;
  contactId: string;
}

/**
 * The form's values checked with the server's own schema; a promotion that asks for a Zalo or
 * WhatsApp id gets it. The payload is what the call sends: trimmed, the contact only when asked.
 */
export function checkApplication(
  values: ApplicationValues,
  { contactRequired }: { contactRequired: boolean },
):
  | { ok: true; payload: ApplyPromotionPayload }
  | { ok: false; problems: Partial<Record<ApplicationField, ApplicationProblem>> } {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const contactId = values.contactId.trim();
  if (contactRequired && !contactId) problems.contact = 'required';
  const parsed = applyPromotionPayloadSchema.safeParse({
    remark: values.remark,
    images: values.images,
    ...(contactRequired && contactId ? { contact: { app: values.contactApp, id: contactId } } : {}),
  });
  if (parsed.success && Object.keys(problems).length === 0) {
    return { ok: true, payload: parsed.data };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ApplicationField;
    if (problems[field]) continue;
    if (isDisplayTextIssue(issue)) problems[field] = 'characters';
    else if (field === 'remark') problems.remark = 'tooLong';
    else if (field === 'images') problems.images = issue.path.length > 1 ? 'size' : 'tooMany';
    else if (field === 'contact') problems.contact = 'length';
  }
  return { ok: false, problems };
}

/** Up to three PNG or JPEG images of at most 5 MB each (spec sections 5 and 9). */
export const APPLICATION_IMAGE_LIMITS: ImageLimits = {
  types: APPLICATION_IMAGE_TYPES,
  maxBytes: APPLICATION_IMAGE_MAX_BYTES,
  max: APPLICATION_IMAGES_MAX,
};
