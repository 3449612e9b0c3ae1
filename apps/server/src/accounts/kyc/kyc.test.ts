import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycCaseSchema,
  kycQueuePageSchema,
  kycSettingsSchema,
  memberKycSchema,
  memberKycStateSchema,
  type KycDocumentKind,
} from '@portal/shared/schemas/kyc';
import { withdrawalSchema } from '@portal/shared/schemas/withdrawal';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import {
  dataUrl,
  KYC_PDF,
  KYC_PNG,
  kycCall,
  submitKyc,
  submittedKycCase,
  uploadAllKyc,
  uploadKycDocument,
  yearsAgo,
} from '../../../test/kyc.js';
import { postWithdraw, readyMember, type ReadyMember } from '../../../test/withdrawals.js';

const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kyc-'));
const t = useTestApp({ env: { KYC_STORAGE_DIR: storage } });

afterAll(() => fs.rmSync(storage, { recursive: true, force: true }));

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof staffWithToken>>;

const PNG = KYC_PNG;
const PDF = KYC_PDF;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  kycCall(t, method, url, headers, payload);
const upload = (member: ReadyMember, kind: KycDocumentKind, file: string) =>
  uploadKycDocument(t, member, kind, file);
const uploadAll = (member: ReadyMember) => uploadAllKyc(t, member);
const submit = (member: ReadyMember) => submitKyc(t, member);
const submitted = (member: ReadyMember) => submittedKycCase(t, member);

const auditOf = (target: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

let risk: Staff;
let finance: Staff;
let cs: Staff;

beforeAll(async () => {
  [risk, finance, cs] = await Promise.all([
    staffWithToken(t, 'risk'),
    staffWithToken(t, 'finance'),
    staffWithToken(t, 'cs'),
  ]);
});

describe('POST /wps/member/kyc/documents/:kind', () => {
  it('stores the file outside the web root under a random name with its sha-256', async () => {
    const member = await readyMember(t);
    const value = expectValue(
      await upload(member, 'selfie', dataUrl('image/jpeg', JPEG)),
      memberKycSchema,
    );
    expect(value.state).toBe('unverified');
    expect(value.documents).toEqual([
      expect.objectContaining({ kind: 'selfie', state: 'uploaded', contentType: 'image/jpeg' }),
    ]);
    const row = await t.db
      .selectFrom('kyc_documents')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.storage_name).toMatch(/^[0-9a-f]{48}$/);
    expect(row.sha256).toBe(createHash('sha256').update(JPEG).digest('hex'));
    expect(fs.readFileSync(path.join(storage, row.storage_name))).toEqual(JPEG);
  });

  it('refuses a file whose bytes are not an accepted type, and a PDF except for the address', async () => {
    const member = await readyMember(t);
    const reasonOf = async (kind: KycDocumentKind, file: string) =>
      expectError(await upload(member, kind, file), 400, 'KYC_FILE_INVALID').details?.[0]?.reason;
    expect(await reasonOf('selfie', dataUrl('application/pdf', PDF))).toBe('unsupported_type');
    expect(await reasonOf('id_front', dataUrl('image/png', Buffer.from('GIF89a....')))).toBe(
      'not_an_image',
    );
    expect(await reasonOf('address', dataUrl('application/pdf', PNG))).toBe('type_mismatch');
    expect(await reasonOf('address', 'https://example.com/a.pdf')).toBe('not_a_data_url');
    expectValue(await upload(member, 'address', dataUrl('application/pdf', PDF)), memberKycSchema);
  });

  it('refuses a file above the size setting', async () => {
    const member = await readyMember(t);
    const before = await t.app.services.settings.get('kyc');
    await t.app.services.settings.set('kyc', { ...before, maxFileBytes: 64 * 1024 });
    try {
      const large = Buffer.concat([PNG, Buffer.alloc(64 * 1024)]);
      const refusal = expectError(
        await upload(member, 'id_front', dataUrl('image/png', large)),
        400,
        'KYC_FILE_INVALID',
      );
      expect(refusal.details?.[0]?.reason).toBe('too_large');
    } finally {
      await t.app.services.settings.set('kyc', before);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await call('POST', '/wps/member/kyc/documents/selfie', {}, { file: 'x' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /wps/member/kyc/submit', () => {
  it('refuses until all four documents are in, then makes a pending case and locks them', async () => {
    const member = await readyMember(t);
    await upload(member, 'selfie', dataUrl('image/png', PNG));
    expectError(await submit(member), 409, 'KYC_INCOMPLETE');
    await uploadAll(member);
    const value = expectValue(await submit(member), memberKycSchema);
    expect(value.state).toBe('pending');
    expect(value.documents.map((document) => document.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expectError(await upload(member, 'selfie', dataUrl('image/png', PNG)), 409, 'KYC_LOCKED');
    expectError(await submit(member), 409, 'KYC_LOCKED');
  });
});

describe('the review queue and a case', () => {
  it('lists pending cases first, oldest first, to kyc.review staff only', async () => {
    const decided = await readyMember(t);
    const first = await readyMember(t);
    const second = await readyMember(t);
    const decidedCase = await submitted(decided);
    const firstCase = await submitted(first);
    const secondCase = await submitted(second);
    expectValue(
      await call('POST', `/wps/operator/kyc/cases/${decidedCase}/verify`, risk.headers, {
        birthday: yearsAgo(40),
      }),
      kycCaseSchema,
    );
    const page = expectValue(
      await call('GET', '/wps/operator/kyc/cases?pageSize=100', risk.headers),
      kycQueuePageSchema,
    );
    const ids = page.list.map((row) => row.id);
    // The oldest case, decided, comes after every pending one.
    expect(ids.indexOf(firstCase)).toBeLessThan(ids.indexOf(secondCase));
    expect(ids.indexOf(secondCase)).toBeLessThan(ids.indexOf(decidedCase));
    const states = page.list.map((row) => row.state);
    expect(states.slice(states.indexOf('verified')).includes('pending')).toBe(false);
    const verifiedOnly = expectValue(
      await call('GET', '/wps/operator/kyc/cases?state=verified', risk.headers),
      kycQueuePageSchema,
    );
    expect(verifiedOnly.list.every((row) => row.state === 'verified')).toBe(true);
    expect(verifiedOnly.list.map((row) => row.id)).toContain(decidedCase);
    const filtered = expectValue(
      await call('GET', `/wps/operator/kyc/cases?username=${first.account}`, risk.headers),
      kycQueuePageSchema,
    );
    expect(filtered.list.map((row) => row.id)).toEqual([firstCase]);
    expect((await call('GET', '/wps/operator/kyc/cases', {})).statusCode).toBe(401);
    expectError(await call('GET', '/wps/operator/kyc/cases', cs.headers), 403, 'STAFF_FORBIDDEN');
    const value = expectValue(
      await call('GET', `/wps/operator/kyc/cases/${firstCase}`, risk.headers),
      kycCaseSchema,
    );
    expect(value).toMatchObject({ username: first.account, state: 'pending' });
    expect(value.documents.map((document) => document.kind)).toEqual([
      'id_front',
      'id_back',
      'selfie',
      'address',
    ]);
    expect(value.member.realName).toBe('Tan Ah Kow');
  });

  it('serves a file only to kyc.review staff, never to its member, and audits each view', async () => {
    const member = await readyMember(t);
    const caseId = await submitted(member);
    const { documents } = expectValue(
      await call('GET', `/wps/operator/kyc/cases/${caseId}`, risk.headers),
      kycCaseSchema,
    );
    const address = documents.find((document) => document.kind === 'address')!;
    const url = `/wps/operator/kyc/documents/${address.id}/file`;
    const response = await call('GET', url, risk.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(PDF);
    expect((await call('GET', url, {})).statusCode).toBe(401);
    expect((await call('GET', url, member.headers)).statusCode).toBe(401);
    expectError(await call('GET', url, finance.headers), 403, 'STAFF_FORBIDDEN');
    const views = (await auditOf(`member:${member.id}`)).filter(
      (line) => line.action === 'kyc.document.view',
    );
    expect(views).toHaveLength(1);
    expect(views[0]!.staff_id).toBe(risk.id);
    expect(JSON.parse(views[0]!.details)).toMatchObject({ documentId: address.id });
  });
});

describe('verify and reject', () => {
  it('refuses an under-age birthday, then verifies with the birthday recorded and audited', async () => {
    const member = await readyMember(t);
    const caseId = await submitted(member);
    const verify = (birthday: string) =>
      call('POST', `/wps/operator/kyc/cases/${caseId}/verify`, risk.headers, { birthday });
    expectError(await verify(yearsAgo(18, 1)), 422, 'KYC_UNDER_AGE');
    expectError(await verify('2001-02-30'), 400, 'VALIDATION_FAILED');
    const value = expectValue(await verify(yearsAgo(18)), kycCaseSchema);
    expect(value).toMatchObject({ state: 'verified', birthday: yearsAgo(18) });
    expect(value.documents.every((document) => document.state === 'accepted')).toBe(true);
    expect(value.member.birthday).toBe(yearsAgo(18));
    expectError(await verify(yearsAgo(30)), 409, 'KYC_CASE_DECIDED');
    const audit = await auditOf(`member:${member.id}`);
    expect(audit.at(-1)).toMatchObject({ staff_id: risk.id, action: 'kyc.verify' });
    const line = expectValue(
      await call('GET', `/wps/operator/members/${member.id}/kyc`, cs.headers),
      memberKycStateSchema,
    );
    expect(line).toEqual({ state: 'verified', birthday: yearsAgo(18) });
    expect(
      expectValue(await call('GET', '/wps/member/kyc', member.headers), memberKycSchema).state,
    ).toBe('verified');
  });

  it('asks 21 in the variant, set by a compliance.manage call', async () => {
    const before = expectValue(
      await call('GET', '/wps/operator/kyc/settings', risk.headers),
      kycSettingsSchema,
    );
    expectError(
      await call('PUT', '/wps/operator/kyc/settings', finance.headers, before),
      403,
      'STAFF_FORBIDDEN',
    );
    expectValue(
      await call('PUT', '/wps/operator/kyc/settings', risk.headers, { ...before, minimumAge: 21 }),
      kycSettingsSchema,
    );
    try {
      const member = await readyMember(t);
      const caseId = await submitted(member);
      const verify = (birthday: string) =>
        call('POST', `/wps/operator/kyc/cases/${caseId}/verify`, risk.headers, { birthday });
      expectError(await verify(yearsAgo(20)), 422, 'KYC_UNDER_AGE');
      expectValue(await verify(yearsAgo(21)), kycCaseSchema);
    } finally {
      await call('PUT', '/wps/operator/kyc/settings', risk.headers, before);
    }
    expect((await auditOf('setting:kyc')).map((line) => line.action)).toEqual([
      'kyc.settings',
      'kyc.settings',
    ]);
  });

  it('rejects only the selfie with a reason the member reads; a new selfie is submitted again', async () => {
    const member = await readyMember(t);
    const caseId = await submitted(member);
    const { documents } = expectValue(
      await call('GET', `/wps/operator/kyc/cases/${caseId}`, risk.headers),
      kycCaseSchema,
    );
    const selfie = documents.find((document) => document.kind === 'selfie')!;
    const reject = (payload: unknown) =>
      call('POST', `/wps/operator/kyc/cases/${caseId}/reject`, risk.headers, payload);
    expectError(
      await reject({ reason: 'selfie_mismatch', documentIds: [999_999] }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('POST', `/wps/operator/kyc/cases/${caseId}/reject`, finance.headers, {
        reason: 'other',
        documentIds: [selfie.id],
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    const value = expectValue(
      await reject({ reason: 'selfie_mismatch', note: 'Face hidden', documentIds: [selfie.id] }),
      kycCaseSchema,
    );
    expect(value.state).toBe('rejected');
    const mine = expectValue(await call('GET', '/wps/member/kyc', member.headers), memberKycSchema);
    expect(mine).toMatchObject({
      state: 'rejected',
      rejectionReason: 'selfie_mismatch',
      rejectionNote: 'Face hidden',
    });
    expect(Object.fromEntries(mine.documents.map((d) => [d.kind, d.state]))).toEqual({
      id_front: 'accepted',
      id_back: 'accepted',
      selfie: 'rejected',
      address: 'accepted',
    });
    expect((await auditOf(`member:${member.id}`)).at(-1)?.action).toBe('kyc.reject');
    expectError(await submit(member), 409, 'KYC_INCOMPLETE');
    expectValue(await upload(member, 'selfie', dataUrl('image/png', PNG)), memberKycSchema);
    const again = expectValue(await submit(member), memberKycSchema);
    expect(again.state).toBe('pending');
    expect(again.rejectionReason).toBeNull();
  });
});

describe('the withdrawal gate', () => {
  const withdrawAmount = (member: ReadyMember, amount: number) =>
    postWithdraw(t, member, { amount });

  it('refuses a withdrawal above the amount until the member is verified', async () => {
    const { withdrawalThresholdMinor } = await t.app.services.settings.get('kyc');
    const threshold = withdrawalThresholdMinor / 100;
    const member = await readyMember(t, { funds: BigInt(withdrawalThresholdMinor) * 3n });
    const refusal = expectError(
      await withdrawAmount(member, threshold + 0.01),
      403,
      'KYC_REQUIRED',
    );
    expect(refusal.value).toEqual({ reason: 'amount', threshold, state: 'unverified' });
    expect(
      await t.db
        .selectFrom('withdrawals')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);
    expectValue(await withdrawAmount(member, threshold), withdrawalSchema);
    const caseId = await submitted(member);
    expectValue(
      await call('POST', `/wps/operator/kyc/cases/${caseId}/verify`, risk.headers, {
        birthday: yearsAgo(30),
      }),
      kycCaseSchema,
    );
    expectValue(await withdrawAmount(member, threshold + 0.01), withdrawalSchema);
  });

  it('refuses the withdrawal that takes the lifetime total past its amount', async () => {
    const before = await t.app.services.settings.get('kyc');
    await t.app.services.settings.set('kyc', {
      ...before,
      withdrawalThresholdMinor: 100_000,
      lifetimeThresholdMinor: 150_000,
    });
    try {
      const member = await readyMember(t, { funds: 500_000n });
      expectValue(await withdrawAmount(member, 1000), withdrawalSchema);
      expectValue(await withdrawAmount(member, 500), withdrawalSchema);
      const refusal = expectError(await withdrawAmount(member, 0.01 + 50), 403, 'KYC_REQUIRED');
      expect(refusal.value).toEqual({ reason: 'lifetime', threshold: 1500, state: 'unverified' });
      expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
        350_000n,
      );
    } finally {
      await t.app.services.settings.set('kyc', before);
    }
  });
});
