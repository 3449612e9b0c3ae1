import { memberKycSchema, type KycDocumentKind, type MemberKyc } from '@portal/shared/schemas/kyc';
import { expectValue } from './assertions.js';
import type { TestApp } from './helper.js';
import type { ReadyMember } from './withdrawals.js';

type Headers = Record<string, string>;

export const KYC_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const KYC_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
  'latin1',
);
export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A call with a JSON body (or none). */
export const kycCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export const uploadKycDocument = (
  t: TestApp,
  member: ReadyMember,
  kind: KycDocumentKind,
  file: string,
) => kycCall(t, 'POST', `/wps/member/kyc/documents/${kind}`, member.headers, { file });

/** Uploads the four documents a case needs. */
export async function uploadAllKyc(t: TestApp, member: ReadyMember): Promise<MemberKyc> {
  for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
    expectValue(
      await uploadKycDocument(t, member, kind, dataUrl('image/png', KYC_PNG)),
      memberKycSchema,
    );
  }
  return expectValue(
    await uploadKycDocument(t, member, 'address', dataUrl('application/pdf', KYC_PDF)),
    memberKycSchema,
  );
}

export const submitKyc = (t: TestApp, member: ReadyMember) =>
  kycCall(t, 'POST', '/wps/member/kyc/submit', member.headers, {});

/** Uploads the documents and submits them: the id of the pending case. */
export async function submittedKycCase(t: TestApp, member: ReadyMember): Promise<number> {
  await uploadAllKyc(t, member);
  expectValue(await submitKyc(t, member), memberKycSchema);
  const row = await t.db
    .selectFrom('kyc_cases')
    .select('id')
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The day (yyyy-MM-dd, UTC) `years` years ago, moved by `days`. */
export const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
