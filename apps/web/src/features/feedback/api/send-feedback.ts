import { useMutation } from '@tanstack/react-query';
import type { FeedbackPayload, FeedbackValue } from '@portal/shared/schemas/feedback';
import { api } from '../../../lib/api-client';

/**
 * PUT /wps/feedback: a visitor's feedback with the captcha answer, or, carried by the session
 * token, a member's (no captcha).
 */
export const sendFeedback = (payload: FeedbackPayload) =>
  api<FeedbackValue>('/wps/feedback', { method: 'PUT', body: payload });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
