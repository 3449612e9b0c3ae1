import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycCaseSchema } from '@portal/shared/schemas/kyc';
import { operatorSiteSettingsSchema } from '@portal/shared/schemas/site-settings';
import { whitelabelValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { submittedKycCase, yearsAgo } from '../../../test/kyc.js';
import { staffWithToken } from '../../../test/staff.js';
import { readyMember } from '../../../test/withdrawals.js';

const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kyc-age-'));
const t = useTestApp({ env: { KYC_STORAGE_DIR: storage } });

afterAll(() => fs.rmSync(storage, { recursive: true, force: true }));

type Staff = Awaited<ReturnType<typeof staffWithToken>>;
let admin: Staff;
let risk: Staff;

beforeAll(async () => {
  [admin, risk] = await Promise.all([staffWithToken(t, 'admin'), staffWithToken(t, 'risk')]);
});

const siteSettings = async () =>
  expectValue(
    await operatorCall(t, 'GET', '/wps/operator/site/settings', admin.headers),
    operatorSiteSettingsSchema,
  ).site;

const putSite = (body: unknown) =>
  operatorCall(t, 'PUT', '/wps/operator/site/settings/site', admin.headers, body);

const publicSite = async () =>
  expectValue(
    await t.app.inject({ url: '/wps/system/whitelabel', remoteAddress: randomTestIp() }),
    whitelabelValueSchema,
  ).info.site;

describe('the site minimum age (18, or 21 in the variant)', () => {
  it('is 18 until an operator sets 21 on the site settings, which the site answer shows at once', async () => {
    const before = await siteSettings();
    expect(before.minimumAge).toBe(18);
    expect((await publicSite()).minimumAge).toBe(18);
    expectError(await putSite({ ...before, minimumAge: 19 }), 400, 'VALIDATION_FAILED');

    expectValue(await putSite({ ...before, minimumAge: 21 }), operatorSiteSettingsSchema);
    try {
      expect((await publicSite()).minimumAge).toBe(21);
      const [line] = await auditLines(t, 'site.setting', 'setting:site');
      expect(line?.details).toEqual({ changes: { minimumAge: { from: 18, to: 21 } } });
    } finally {
      expectValue(await putSite(before), operatorSiteSettingsSchema);
    }
    expect((await publicSite()).minimumAge).toBe(18);
  });

  it('makes the identity check ask 21 while the site asks 21, and 18 again once it is back', async () => {
    const before = await siteSettings();
    const verify = (caseId: number, birthday: string) =>
      operatorCall(t, 'POST', `/wps/operator/kyc/cases/${caseId}/verify`, risk.headers, {
        birthday,
      });

    expectValue(await putSite({ ...before, minimumAge: 21 }), operatorSiteSettingsSchema);
    try {
      const caseId = await submittedKycCase(t, await readyMember(t));
      const refused = await verify(caseId, yearsAgo(20));
      expectError(refused, 422, 'KYC_UNDER_AGE');
      const detail = expectValue(
        await operatorCall(t, 'GET', `/wps/operator/kyc/cases/${caseId}`, risk.headers),
        kycCaseSchema,
      );
      expect(detail.minimumAge).toBe(21);
      expectValue(await verify(caseId, yearsAgo(21)), kycCaseSchema);
    } finally {
      expectValue(await putSite(before), operatorSiteSettingsSchema);
    }

    const caseId = await submittedKycCase(t, await readyMember(t));
    expectValue(await verify(caseId, yearsAgo(20)), kycCaseSchema);
  });
});
