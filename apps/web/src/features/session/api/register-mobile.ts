import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

export interface RegisterMobilePayload {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode?: string;
  password?: string;
  confirmPassword?: string;
}

/** Registration by mobile number (spec section 7, /wps/member/register/mobile). */
export const registerMobile = (payload: RegisterMobilePayload) =>
  api<LoginValue>('/wps/member/register/mobile', {
    method: 'PUT',
    body: {
      ...payload,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
    },
  });

export const useRegisterMobile = () => useMutation({ mutationFn: registerMobile });
