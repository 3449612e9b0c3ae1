import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocumentKind, MemberKyc } from '@portal/shared/schemas/kyc';
import { api } from '../../../lib/api-client';
import { kycKeys } from './get-kyc';

/** Uploads one document as a data URL; the answer is the page's state as it is now. */
export const uploadKycDocument = ({ kind, file }: { kind: KycDocumentKind; file: string }) =>
  api<MemberKyc>(`/wps/member/kyc/documents/${kind}`, { method: 'POST', body: { file } });

/** Submits the four documents for review. */
export const submitKyc = () =>
  api<MemberKyc>('/wps/member/kyc/submit', { method: 'POST', body: {} });

/** A change on the page: its answer replaces the page's state. */
export function useKycMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<MemberKyc>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (value) => queryClient.setQueryData(kycKeys.all, value),
  });
}
