import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = () => api<null>('/wps/session/logout', { method: 'DELETE' });

export const useLogout = () => useMutation({ mutationFn: logout });
