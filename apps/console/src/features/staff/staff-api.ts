import type {
  CreateStaffPayload,
  StaffAccount,
  UpdateStaffPayload,
} from '@portal/shared/schemas/operator';
import { api } from '../../api/client';

/** The staff list's path: its queries and CSV export, and the key its changes refresh. */
export const STAFF_PATH = '/staff';
export const STAFF_LIST_KEY = ['operator', STAFF_PATH] as const;

export const createStaff = (payload: CreateStaffPayload) =>
  api<StaffAccount>(STAFF_PATH, { body: payload });

/** Role, status or display name; an admin's own role and status are refused by the server. */
export const updateStaff = (id: number, patch: UpdateStaffPayload) =>
  api<StaffAccount>(`${STAFF_PATH}/${id}`, { method: 'PUT', body: patch });

/** A new password; the staff member's sessions end. */
export const setStaffPassword = (id: number, password: string) =>
  api<null>(`${STAFF_PATH}/${id}/password`, { body: { password } });

/** Forgets the authenticator and recovery codes and ends the sessions; the next sign-in enrols. */
export const resetStaffFactor = (id: number) =>
  api<StaffAccount>(`${STAFF_PATH}/${id}/factor/reset`, { body: {} });
