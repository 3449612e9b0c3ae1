import type { AddBankCardPayload, BankCard } from '@portal/shared/schemas/withdrawal';
import { api } from '../../../lib/api-client';

/** Binds a card; the holder must be the member's payee name. */
export const addBankCard = (payload: AddBankCardPayload) =>
  api<BankCard>('/wps/member/bank-cards', { method: 'POST', body: payload });

export const deleteBankCard = (id: number) =>
  api<null>(`/wps/member/bank-cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
