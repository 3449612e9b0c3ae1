import { describe, expect, it } from 'vitest';
import { registerSettingValueSchema, registrationFieldNames } from '@portal/shared/schemas/system';
import { patternById } from '@portal/shared/validation/patterns';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const rules = async (language: string) =>
  expectValue(
    await t.app.inject({ url: '/wps/system/setting/register', headers: { language } }),
    registerSettingValueSchema,
  ).rules;

describe('GET /wps/system/setting/register', () => {
  it('returns one rule for every registration field the site knows', async () => {
    const list = await rules('EN');
    expect(list.map((rule) => rule.field).sort()).toEqual([...registrationFieldNames].sort());
  });

  it('gives usable patterns and lengths for the required fields', async () => {
    const list = await rules('EN');
    const username = list.find((rule) => rule.field === 'username')!;
    expect(username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(new RegExp(username.acceptedPattern).test('player01')).toBe(true);
    expect(new RegExp(username.acceptedPattern).test('1player')).toBe(false);
    expect(list.find((rule) => rule.field === 'qqNum')?.enabled).toBe(false);
    expect(list.find((rule) => rule.field === 'verificationCode')?.acceptedPattern).toBe('*');
  });

  it('sends as acceptedPattern the catalogue source of each pattern id, or match-anything', async () => {
    for (const rule of await rules('EN')) {
      if (rule.acceptedPattern === '*') continue;
      expect(rule.acceptedPattern, rule.field).toBe(patternById(rule.patternId)?.source);
    }
  });

  it('writes the hints in the request language with (min) and (max) placeholders', async () => {
    const english = (await rules('EN')).find((rule) => rule.field === 'password')!;
    const chinese = (await rules('CN')).find((rule) => rule.field === 'password')!;
    expect(english.message).toBe('Password must be (min)-(max) digits or letters.');
    expect(chinese.message).toContain('(min)-(max)');
    expect(chinese.message).not.toBe(english.message);
  });

  it('refuses an unknown query field', async () => {
    const response = await t.app.inject({ url: '/wps/system/setting/register?lang=EN' });
    expectError(response, 400, 'VALIDATION_FAILED');
  });
});
