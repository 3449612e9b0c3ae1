import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KycCase,
  KycCaseState,
  KycRejectPayload,
  KycSettings,
  KycVerifyPayload,
} from '@portal/shared/schemas/kyc';
import { api, ApiError, authHeaders, operatorUrl } from '../../api/client';
import type { Tone } from '../../components/ui/primitives';

export const KYC_CASES_PATH = '/kyc/cases';
export const KYC_SETTINGS_PATH = '/kyc/settings';
const casePath = (id: number) => `${KYC_CASES_PATH}/${id}`;

export const caseTone: Record<KycCaseState, Tone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export function useKycCase(id: number) {
  return useQuery({
    queryKey: ['operator', casePath(id)],
    queryFn: ({ signal }) => api<KycCase>(casePath(id), { signal }),
  });
}

/** Verify or reject: the answer is the case as it is now; the queue is read again. */
export function useKycDecision(id: number) {
  const client = useQueryClient();
  const settle = (value: KycCase) => {
    client.setQueryData(['operator', casePath(id)], value);
    void client.invalidateQueries({ queryKey: ['operator', KYC_CASES_PATH] });
  };
  const verify = useMutation({
    mutationFn: (body: KycVerifyPayload) =>
      api<KycCase>(`${casePath(id)}/verify`, { method: 'POST', body }),
    onSuccess: settle,
  });
  const reject = useMutation({
    mutationFn: (body: KycRejectPayload) =>
      api<KycCase>(`${casePath(id)}/reject`, { method: 'POST', body }),
    onSuccess: settle,
  });
  return { verify, reject };
}

/** A document's file, fetched with the staff bearer header and shown from a blob URL. */
export function useDocumentFile(documentId: number) {
  return useQuery({
    queryKey: ['operator', 'kyc-document', documentId],
    queryFn: async () => {
      const response = await fetch(operatorUrl(`/kyc/documents/${documentId}/file`), {
        headers: authHeaders(),
      });
      if (!response.ok) {
        const envelope = (await response.json().catch(() => null)) as {
          errorCode?: ApiError['errorCode'];
          message?: string;
        } | null;
        throw new ApiError(
          envelope?.errorCode ?? 'SYSTEM_ERROR',
          envelope?.message ?? response.statusText,
          response.status,
        );
      }
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
  });
}

/** The age rule, the withdrawal thresholds and the largest document file (compliance.manage). */
export function useKycSettings() {
  return useQuery({
    queryKey: ['operator', KYC_SETTINGS_PATH],
    queryFn: ({ signal }) => api<KycSettings>(KYC_SETTINGS_PATH, { signal }),
  });
}

/** Saves the settings; the answer, the settings as stored, takes the query's place. */
export function useSaveKycSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KycSettings) => api<KycSettings>(KYC_SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: (value) => client.setQueryData(['operator', KYC_SETTINGS_PATH], value),
  });
}
