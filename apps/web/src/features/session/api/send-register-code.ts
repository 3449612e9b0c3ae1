import { api } from '../../../lib/api-client';
import type { SmsCodeValue } from '../types';

/** Sends a registration code; this call names the number mobileNo (spec section 3). */
export const sendRegisterCode = (payload: { mobileNo: string; countryDialingCode: string }) =>
  api<SmsCodeValue>('/wps/verification/sms/register', { method: 'POST', body: payload });
