import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
}

/** Registration by username; the server answers with a login value for the new member. */
export const register = (payload: RegisterPayload) =>
  api<LoginValue>('/wps/member/register', {
    method: 'PUT',
    body: {
      ...payload,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
    },
  });

export const useRegister = () => useMutation({ mutationFn: register });
