import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberInfoSchema } from '@portal/shared/schemas/account';
import { memberProfileSchema, type MemberProfile } from '@portal/shared/schemas/member-profile';
import { memberDetailSchema } from '@portal/shared/schemas/operator-members';
import { operatorSiteSettingsSchema } from '@portal/shared/schemas/site-settings';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { KycRepository } from '../kyc/kyc.repository.js';

const t = useTestApp({ env: { VERIFY_NEW_IP: 'false' } });

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
beforeAll(async () => {
  [admin, viewer] = await Promise.all([staffWithToken(t, 'admin'), staffWithToken(t, 'viewer')]);
});

async function signedIn(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, overrides);
  const value = await login(
    t,
    member.account,
    member.password,
    {},
    {
      remoteAddress: randomTestIp(),
    },
  );
  return { ...member, headers: authHeader(value.token) };
}

const profileOf = async (headers: Record<string, string>) =>
  expectValue(await t.app.inject({ url: '/wps/member/info', headers }), memberInfoSchema).profile;

const save = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/info/profile', headers, payload });

const field = (profile: MemberProfile, name: string) =>
  profile.fields.find((entry) => entry.name === name);

const changedRules: { field: string; enabled: number; required: number }[] = [];
async function setRule(name: string, flags: { enabled?: boolean; required?: boolean }) {
  const current = await t.db
    .selectFrom('registration_rules')
    .select(['enabled', 'required'])
    .where('field', '=', name)
    .executeTakeFirstOrThrow();
  changedRules.push({ field: name, ...current });
  await t.db
    .updateTable('registration_rules')
    .set({
      ...(flags.enabled === undefined ? {} : { enabled: flags.enabled ? 1 : 0 }),
      ...(flags.required === undefined ? {} : { required: flags.required ? 1 : 0 }),
    })
    .where('field', '=', name)
    .execute();
}

afterEach(async () => {
  for (const { field: name, enabled, required } of changedRules.splice(0).reverse()) {
    await t.db
      .updateTable('registration_rules')
      .set({ enabled, required })
      .where('field', '=', name)
      .execute();
  }
  await t.app.services.settings.set('profile', { changesAllowed: false });
  await t.app.services.settings.set('kyc', {
    ...(await t.app.services.settings.get('kyc')),
    minimumAge: 18,
  });
  vi.restoreAllMocks();
});

describe('the member profile', () => {
  it('lists the fields the registration rules show, grouped, with the security-centre ones locked', async () => {
    await setRule('idNumber', { enabled: false });
    await setRule('whatsapp', { enabled: true, required: true });
    const email = `lucky-${randomUUID()}@example.com`;
    const member = await signedIn({ email, nickname: 'Lucky' });
    const profile = await profileOf(member.headers);
    expect(profile.changesAllowed).toBe(false);
    expect(field(profile, 'idNumber')).toBeUndefined();
    expect(field(profile, 'whatsapp')).toEqual({
      name: 'whatsapp',
      group: 'messaging',
      value: null,
      required: true,
      locked: null,
    });
    expect(field(profile, 'telegram')).toMatchObject({ group: 'messaging', required: false });
    expect(field(profile, 'incomeSource')).toMatchObject({ group: 'occupation', locked: null });
    expect(field(profile, 'nickname')).toMatchObject({ value: 'Lucky', locked: 'securityCentre' });
    expect(field(profile, 'email')).toMatchObject({ group: 'contact', locked: 'securityCentre' });
    expect(field(profile, 'email')!.value).not.toBe(email);
  });

  it('saves empty fields, which are then locked', async () => {
    const member = await signedIn();
    const saved = expectValue(
      await save(member.headers, {
        realName: 'Ali Bin Abu',
        birthday: '1990-05-17',
        telegram: '@lucky_star',
        zalo: '0912345678',
        skype: 'live:lucky.star',
        residentialAddress: '12 Jalan Ampang, Kuala Lumpur',
        nationality: 'MY',
        occupation: 'Engineer',
        incomeSource: 'salary',
        bankAccountNumber: '1234567890',
      }),
      memberProfileSchema,
    );
    expect(field(saved, 'telegram')).toMatchObject({ value: '@lucky_star', locked: 'filled' });
    expect(field(saved, 'birthday')).toMatchObject({ value: '1990-05-17', locked: 'filled' });
    expect(field(saved, 'mailingAddress')).toMatchObject({ value: null, locked: null });
    const row = await t.app.services.members.findById(member.id);
    expect(row).toMatchObject({ payee_name: 'Ali Bin Abu', birthday: '1990-05-17' });
    expect(await profileOf(member.headers)).toEqual(saved);
  });

  it('refuses to change a filled field and writes nothing of that request', async () => {
    const member = await signedIn();
    expectValue(await save(member.headers, { telegram: '@lucky_star' }), memberProfileSchema);
    const response = await save(member.headers, { telegram: '@other_name', occupation: 'Chef' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'telegram', reason: 'locked' },
    ]);
    const profile = await profileOf(member.headers);
    expect(field(profile, 'telegram')!.value).toBe('@lucky_star');
    expect(field(profile, 'occupation')!.value).toBeNull();
    // The stored value sent again is no change.
    expectValue(
      await save(member.headers, { telegram: '@lucky_star', occupation: 'Chef' }),
      memberProfileSchema,
    );
  });

  it('asks for a field the registration rules require', async () => {
    await setRule('payeeName', { enabled: true, required: true });
    const member = await signedIn();
    const response = await save(member.headers, { occupation: 'Chef' });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'realName', reason: 'required' },
    ]);
    expectValue(
      await save(member.headers, { occupation: 'Chef', realName: 'Siti Aminah' }),
      memberProfileSchema,
    );
  });

  it('gives every bad value its reason at once', async () => {
    await setRule('idNumber', { enabled: true });
    await setRule('qqNum', { enabled: false });
    const member = await signedIn();
    const response = await save(member.headers, {
      birthday: '2001-02-30',
      telegram: 'no spaces allowed',
      bankAccountNumber: '12AB34',
      idNumber: 'A1',
      incomeSource: 'lottery',
      qqNum: '123456',
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'birthday', reason: 'invalid_date' },
      { path: 'idNumber', reason: 'tooShort' },
      { path: 'qqNum', reason: 'disabled' },
      { path: 'telegram', reason: 'pattern' },
      { path: 'incomeSource', reason: 'pattern' },
      { path: 'bankAccountNumber', reason: 'pattern' },
    ]);
    expectError(await save(member.headers, { unknownField: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(await save(member.headers, { nickname: 'Other' }), 400, 'VALIDATION_FAILED');
  });

  it('keeps to the age rule: 18, or 21 when the site says so', async () => {
    const member = await signedIn();
    const year = new Date().getUTCFullYear();
    const twenty = `${year - 20}-01-01`;
    expect(
      expectError(
        await save(member.headers, { birthday: `${year - 17}-01-01` }),
        400,
        'VALIDATION_FAILED',
      ).details,
    ).toEqual([{ path: 'birthday', reason: 'under_age' }]);
    expect(
      expectError(
        await save(member.headers, { birthday: `${year + 1}-01-01` }),
        400,
        'VALIDATION_FAILED',
      ).details,
    ).toEqual([{ path: 'birthday', reason: 'invalid_date' }]);
    await t.app.services.settings.set('kyc', {
      ...(await t.app.services.settings.get('kyc')),
      minimumAge: 21,
    });
    expect(
      expectError(await save(member.headers, { birthday: twenty }), 400, 'VALIDATION_FAILED')
        .details,
    ).toEqual([{ path: 'birthday', reason: 'under_age' }]);
    expectValue(
      await save(member.headers, { birthday: `${year - 30}-06-15` }),
      memberProfileSchema,
    );
  });

  it('lets members change filled fields once the operator allows it, audited', async () => {
    const member = await signedIn();
    expectValue(await save(member.headers, { telegram: '@lucky_star' }), memberProfileSchema);
    const settings = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/settings/profile', admin.headers, {
        changesAllowed: true,
      }),
      operatorSiteSettingsSchema,
    );
    expect(settings.profile).toEqual({ changesAllowed: true });
    const [line] = await auditLines(t, 'site.setting', 'setting:profile');
    expect(line!.details).toEqual({
      changes: { changesAllowed: { from: false, to: true } },
    });
    const profile = await profileOf(member.headers);
    expect(profile.changesAllowed).toBe(true);
    expect(field(profile, 'telegram')!.locked).toBeNull();
    const saved = expectValue(
      await save(member.headers, { telegram: '@new_handle' }),
      memberProfileSchema,
    );
    expect(field(saved, 'telegram')!.value).toBe('@new_handle');
  });

  it('keeps the real name and birthday identity checks verified, whatever the setting', async () => {
    const member = await signedIn({ payeeName: 'Ali Bin Abu' });
    await t.app.services.settings.set('profile', { changesAllowed: true });
    vi.spyOn(KycRepository.prototype, 'latestCase').mockResolvedValue({
      status: 'verified',
    } as never);
    const profile = await profileOf(member.headers);
    expect(field(profile, 'realName')).toMatchObject({ value: 'Ali Bin Abu', locked: 'kyc' });
    expect(field(profile, 'birthday')!.locked).toBe('kyc');
    const response = await save(member.headers, {
      realName: 'Someone Else',
      birthday: '1990-01-01',
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'realName', reason: 'locked' },
      { path: 'birthday', reason: 'locked' },
    ]);
  });

  it('shows the messaging handles given at sign-up', async () => {
    const member = await signedIn();
    await t.db
      .updateTable('members')
      .set({ profile: JSON.stringify({ whatsapp: '60123456789' }) })
      .where('id', '=', member.id)
      .execute();
    const profile = await profileOf(member.headers);
    expect(field(profile, 'whatsapp')).toMatchObject({ value: '60123456789', locked: 'filled' });
  });

  it("shows the console's member page every stored field, unmasked", async () => {
    const member = await signedIn();
    expectValue(
      await save(member.headers, { telegram: '@lucky_star', incomeSource: 'savings' }),
      memberProfileSchema,
    );
    const detail = expectValue(
      await operatorCall(t, 'GET', `/wps/operator/members/${member.id}`, viewer.headers),
      memberDetailSchema,
    );
    expect(detail.profile).toMatchObject({
      telegram: '@lucky_star',
      incomeSource: 'savings',
      skype: null,
    });
  });

  it('is only for signed-in members', async () => {
    expectError(await save({}, { telegram: '@lucky_star' }), 401, 'NOT_LOGGED_IN');
  });
});
