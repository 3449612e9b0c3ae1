import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SmsCodeValue {
  expiredMinutes: number;
}

/** Sends a login code to a mobile number (spec section 7, /wps/verification/sms/noLogin). */
export const sendLoginCode = (payload: { mobileNum: string; countryDialingCode: string }) =>
  api<SmsCodeValue>('/wps/verification/sms/noLogin', { method: 'POST', body: payload });

export const useSendLoginCode = () => useMutation({ mutationFn: sendLoginCode });
