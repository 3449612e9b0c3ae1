import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
}

export const login = (payload: LoginPayload) =>
  api<LoginValue>('/wps/session/login', { method: 'POST', body: payload });

export const useLogin = () => useMutation({ mutationFn: login });
