import { api } from '../../../lib/api-client';
import type { SmsCodeValue } from '../types';

/** Sends a login or reset code to a mobile number (spec section 7, /wps/verification/sms/noLogin). */
export const sendLoginCode = (payload: {
  mobileNum: string;
  countryDialingCode: string;
  /** The human-check answer, while the SMS-code place asks for it (decision 064). */
  humanCheck?: string;
}) => api<SmsCodeValue>('/wps/verification/sms/noLogin', { method: 'POST', body: payload });
