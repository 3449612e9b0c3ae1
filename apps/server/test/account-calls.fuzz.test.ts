import { randomBytes, randomInt } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import {
  encryptPayload,
  importPublicKey,
  type PublicCryptoKey,
} from '@portal/shared/crypto/payload-encryption';
import {
  bindEmailCodePayloadSchema,
  bindEmailPayloadSchema,
  bindMobileCodePayloadSchema,
  bindMobilePayloadSchema,
  challengeAnswerPayloadSchema,
  challengeCodePayloadSchema,
  changePasswordPayloadSchema,
  forgotByEmailPayloadSchema,
  loginPayloadSchema,
  loginChallengeValueSchema,
  loginTypes,
  loginValueSchema,
  nicknamePayloadSchema,
  payeeNamePayloadSchema,
  paymentPasswordPayloadSchema,
  publicKeyValueSchema,
  registerMobilePayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  setIconPayloadSchema,
  setPasswordByPhonePayloadSchema,
  smsNoLoginPayloadSchema,
  smsRegisterPayloadSchema,
  totpCodePayloadSchema,
  verificationMethods,
  type EncryptedBody,
} from '@portal/shared/schemas/account';
import { envelopeOf, errorEnvelopeSchema } from '@portal/shared/schemas/envelope';
import { profilePayloadSchema } from '@portal/shared/schemas/member-profile';
import { CAPTCHA_COOKIE } from '../src/platform/captcha/captcha.service.js';
import { DEVICE_COOKIE } from '../src/accounts/session/session.service.js';
import {
  authHeader,
  createMember,
  DEFAULT_TEST_PASSWORD,
  login,
  postLogin,
  uniqueIp,
} from './accounts.js';
import { expectError, expectValue } from './assertions.js';
import { encryptedBody } from './encrypted.js';
import { useTestApp } from './helper.js';

/**
 * Every call of the Accounts feature must answer random and malformed input with the envelope
 * and a status below 500, signed in or not: a 5xx there is either a crash an attacker can
 * trigger at will or a database error leaking through. fast-check picks a new seed every run
 * and prints it with the shrunk counterexample when a property fails.
 */

const BODY_LIMIT = 1_048_576;
const CAPTCHA_ANSWER = '4321';
/** Runs per call: enough variety per run, the whole file stays well under a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const t = useTestApp({
  env: {
    // Each request comes from its own X-Forwarded-For address, so per-IP throttles and lockouts
    // do not answer in place of the handlers.
    TRUST_PROXY: 'true',
    LOGIN_CAPTCHA_AFTER: '1000',
    LOGIN_LOCK_AFTER: '1000',
    LOGIN_IP_LOCK_AFTER: '1000',
    SMS_DAILY_QUOTA: '1000',
    CAPTCHA_FIXED_ANSWER: CAPTCHA_ANSWER,
    BODY_LIMIT_BYTES: String(BODY_LIMIT),
    // Unexpected errors are logged at level error: the failure message shows their stack.
    LOG_LEVEL: 'error',
  },
});

/** What the generated requests know about the server: a member, tokens, key and cookies. */
interface Known {
  account: string;
  mobileNum: string;
  email: string;
  memberToken: string;
  trialToken: string;
  /** The ticket of a new-IP challenge of the member, when the server asks for one. */
  ticket: string | null;
  /** Sessions whose revocation would turn later requests into plain SESSION_EXPIRED answers. */
  protectedSessionIds: number[];
  deviceCookie: string | null;
  captchaCookie: string | null;
  keyId: string;
  publicKey: PublicCryptoKey;
}

const known = {} as Known;

// ---- Generated request model ----------------------------------------------------------------

type TokenKind = 'member' | 'trial' | 'none' | 'garbage';
type ContentKind = 'json' | 'form' | 'text' | 'none' | 'other';

/** How the plaintext of an encrypted call travels. */
type Envelope =
  | { mode: 'plain' }
  | { mode: 'encrypt' }
  | { mode: 'bytes'; bytes: Uint8Array }
  | { mode: 'tamper'; how: Tamper }
  | {
      mode: 'random';
      keyId: string | null;
      key: Uint8Array;
      iv: Uint8Array;
      data: Uint8Array | string;
    }
  | { mode: 'malformed'; encrypted: unknown };

type Tamper = 'flip-data' | 'short-iv' | 'unknown-key-id' | 'foreign-key' | 'short-data' | 'extra';

/** A body: a JSON value, invalid JSON text, or a huge string built only when sent. */
type BodySpec =
  | { kind: 'value'; value: unknown; envelope: Envelope }
  | { kind: 'text'; text: string }
  | { kind: 'huge'; field: string; unit: string; length: number; envelope: Envelope };

interface FuzzRequest {
  path: string;
  query: string;
  token: TokenKind;
  garbageAuthorization: string;
  content: ContentKind;
  otherContentType: string;
  body: BodySpec | null;
  forwardedFor: string;
  language: string | null;
  userAgent: string | null;
  cookie: string | null;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Fields of the body schema; null for calls without a body. */
  fields: Fields | null;
  encrypted?: boolean;
  /** The site posts this call form-encoded. */
  form?: boolean;
  /** Query fields the call reads. */
  queryFields?: string[];
  /** Path with a `:id` parameter. */
  idParam?: boolean;
  /** The call ends the session of its token: it gets a fresh one per request. */
  endsSession?: boolean;
  /** Optional body fields the site usually sends. */
  usual?: string[];
  /** A page for people: it succeeds with HTML, and fails with the envelope. */
  html?: boolean;
}

/** The fields of a body schema, and which of them it requires. */
interface Fields {
  names: string[];
  required: string[];
}

const keysOf = (schema: { shape: Record<string, z.ZodType> }): Fields => {
  const entries = Object.entries(schema.shape);
  return {
    names: entries.map(([name]) => name),
    required: entries
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name),
  };
};

/** Calls whose body is an empty object (or none). */
const noFields: Fields = { names: [], required: [] };

/** The Accounts calls (spec section 7 and the account call list), public and signed-in. */
const calls: Call[] = [
  // Session
  {
    method: 'POST',
    path: '/wps/session/login',
    fields: keysOf(loginPayloadSchema),
    encrypted: true,
  },
  {
    method: 'POST',
    path: '/wps/session/login/verification/code',
    fields: keysOf(challengeCodePayloadSchema),
  },
  {
    method: 'POST',
    path: '/wps/session/login/verification',
    fields: keysOf(challengeAnswerPayloadSchema),
    encrypted: true,
  },
  { method: 'POST', path: '/wps/session/resume', fields: noFields },
  { method: 'DELETE', path: '/wps/session/logout', fields: null, endsSession: true },
  { method: 'GET', path: '/wps/captcha', fields: null },
  { method: 'GET', path: '/wps/member/sessions', fields: null },
  { method: 'DELETE', path: '/wps/member/sessions/:id', fields: null, idParam: true },
  { method: 'DELETE', path: '/wps/member/sessions', fields: null },
  // Keys, SMS codes, outbox
  { method: 'GET', path: '/wps/system/publicKey', fields: null },
  {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    fields: keysOf(smsNoLoginPayloadSchema),
  },
  {
    method: 'POST',
    path: '/wps/verification/sms/register',
    fields: keysOf(smsRegisterPayloadSchema),
  },
  { method: 'GET', path: '/dev/outbox', fields: null, html: true },
  { method: 'GET', path: '/dev/outbox.json', fields: null },
  // Registration and member info
  { method: 'GET', path: '/wps/system/setting/register', fields: null },
  {
    method: 'PUT',
    path: '/wps/member/register',
    fields: keysOf(registerPayloadSchema),
    usual: ['mobileNum', 'countryDialingCode', 'captcha'],
    encrypted: true,
  },
  {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    fields: keysOf(registerMobilePayloadSchema),
    usual: ['verificationCode', 'password', 'confirmPassword', 'captcha'],
    encrypted: true,
  },
  { method: 'GET', path: '/wps/agent/affiliate', fields: null, queryFields: ['code', 'domain'] },
  { method: 'POST', path: '/wps/session/login/freeplay', fields: noFields },
  { method: 'GET', path: '/wps/member/info', fields: null },
  { method: 'GET', path: '/wps/member/info/icon', fields: null },
  { method: 'POST', path: '/wps/member/info/icon', fields: keysOf(setIconPayloadSchema) },
  { method: 'POST', path: '/wps/member/info/profile', fields: keysOf(profilePayloadSchema) },
  { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', fields: null },
  // Passwords
  {
    method: 'POST',
    path: '/wps/member/password',
    fields: keysOf(changePasswordPayloadSchema),
    encrypted: true,
  },
  {
    method: 'POST',
    path: '/wps/member/password/email',
    fields: keysOf(forgotByEmailPayloadSchema),
    form: true,
  },
  {
    method: 'POST',
    path: '/wps/member/password/reset',
    fields: keysOf(resetPasswordPayloadSchema),
    encrypted: true,
  },
  {
    method: 'POST',
    path: '/wps/member/password/verification',
    fields: keysOf(setPasswordByPhonePayloadSchema),
    encrypted: true,
  },
  // Security centre
  { method: 'GET', path: '/wps/member/security', fields: null },
  { method: 'PUT', path: '/wps/member/nickname', fields: keysOf(nicknamePayloadSchema) },
  { method: 'POST', path: '/wps/member/mobile/code', fields: keysOf(bindMobileCodePayloadSchema) },
  { method: 'PUT', path: '/wps/member/mobile', fields: keysOf(bindMobilePayloadSchema) },
  { method: 'POST', path: '/wps/member/email/code', fields: keysOf(bindEmailCodePayloadSchema) },
  { method: 'PUT', path: '/wps/member/email', fields: keysOf(bindEmailPayloadSchema) },
  {
    method: 'PUT',
    path: '/wps/member/password/payment',
    fields: keysOf(paymentPasswordPayloadSchema),
    encrypted: true,
  },
  { method: 'PUT', path: '/wps/member/payeeName', fields: keysOf(payeeNamePayloadSchema) },
  { method: 'POST', path: '/wps/member/totp/setup', fields: noFields },
  { method: 'POST', path: '/wps/member/totp/enable', fields: keysOf(totpCodePayloadSchema) },
  { method: 'POST', path: '/wps/member/totp/disable', fields: keysOf(totpCodePayloadSchema) },
];

// ---- Arbitraries ----------------------------------------------------------------------------

/** Characters a client can put into a header value. */
const headerText = (maxLength: number) => fc.string({ unit: 'grapheme-ascii', maxLength });
const unicodeText = (maxLength = 40) => fc.string({ unit: 'grapheme', maxLength });
/** Unicode text of any length up to `maxLength`, long ones as likely as short ones. */
const textUpTo = (maxLength: number) =>
  fc
    .integer({ min: 0, max: maxLength })
    .chain((length) => fc.string({ unit: 'grapheme', minLength: length, maxLength: length }));
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));

/** Values of any type but the expected one, for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Mostly `valid`, now and then `odd`: most requests get past validation into the handler. */
const mostly = (valid: fc.Arbitrary<unknown>, odd: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: odd });

/** Values that look right for a field, some of them the known member's own. */
function plausible(field: string): fc.Arbitrary<unknown> {
  const password = mostly(
    fc.oneof(fc.stringMatching(/^[A-Za-z]{3,8}\d{3,8}$/), fc.stringMatching(/^[A-Za-z0-9]{6,16}$/)),
    textUpTo(20),
  );
  switch (field) {
    case 'username':
      return mostly(
        fc.oneof(
          fc.constant(known.account),
          fc.constant(known.account.toUpperCase()),
          fc.stringMatching(/^[a-z][a-z0-9]{5,11}$/),
        ),
        textUpTo(70),
      );
    case 'password':
    case 'loginPassword':
      // The member's real password reaches the deeper branches (new-IP challenge, payment).
      return fc.oneof(fc.constant(DEFAULT_TEST_PASSWORD), password);
    case 'oldPassword':
    case 'newPassword':
    case 'confirmPassword':
    case 'confirmNewPassword':
      // Never the real old password: a change would end the member's every session.
      return password;
    case 'captcha':
      return mostly(fc.oneof(fc.constant(CAPTCHA_ANSWER), digits(4, 4)), textUpTo(20));
    case 'type':
      return mostly(fc.constantFrom(...loginTypes), fc.constantFrom('email', ''));
    case 'countryDialingCode':
      return mostly(
        fc.constantFrom('60', '+60', '86', '84', '1'),
        fc.constantFrom('+', '00000', ' 60 ', '٦٠'),
      );
    case 'mobileNum':
    case 'mobileNo':
      return mostly(
        fc.oneof(fc.constant(known.mobileNum), fc.stringMatching(/^1\d{8,9}$/)),
        digits(0, 40),
      );
    case 'remember':
      return fc.boolean();
    case 'agreement':
      return mostly(fc.constant(true), fc.constant(false));
    case 'ticket':
      return mostly(
        known.ticket ? fc.oneof(fc.constant(known.ticket), hex(64)) : hex(64),
        textUpTo(130),
      );
    case 'method':
      return mostly(fc.constantFrom(...verificationMethods), fc.constant('voice'));
    case 'answer':
    case 'verificationCode':
      return mostly(digits(4, 6), textUpTo(260));
    case 'email':
      return mostly(fc.oneof(fc.constant(known.email), fc.emailAddress()), textUpTo(300));
    case 'token':
      return mostly(hex(64), fc.string({ maxLength: 130 }));
    case 'icon':
      return mostly(fc.integer({ min: 1, max: 99 }), fc.oneof(fc.integer(), fc.double()));
    case 'newPaymentPassword':
    case 'confirmPaymentPassword':
    case 'code':
      return mostly(digits(6, 6), digits(0, 8));
    case 'registerMethod':
      return mostly(fc.constant('WEB'), fc.constantFrom('APP', 'web'));
    case 'domain':
      return mostly(fc.domain(), textUpTo(260));
    case 'registerUrl':
      return mostly(fc.webUrl(), textUpTo(80));
    case 'nickname':
    case 'payeeName':
      return mostly(
        textUpTo(20).filter((text) => text.trim().length >= 2),
        textUpTo(120),
      );
    default:
      return mostly(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), textUpTo(70));
  }
}

/** Confirmation fields usually repeat their field, so the handler gets to compare them. */
const confirmations: Array<[string, string]> = [
  ['password', 'confirmPassword'],
  ['newPassword', 'confirmNewPassword'],
  ['newPaymentPassword', 'confirmPaymentPassword'],
];

/**
 * A body of plausible values: every field of the schema, or the fields the site sends (the
 * required ones, the call's usual optional ones and at most one more).
 */
function completeBody(
  fields: Fields,
  usual: string[] | 'all',
): fc.Arbitrary<Record<string, unknown>> {
  const others = fields.names.filter(
    (name) => !fields.required.includes(name) && usual !== 'all' && !usual.includes(name),
  );
  const values = fc.record(Object.fromEntries(fields.names.map((name) => [name, plausible(name)])));
  return fc
    .tuple(values, fc.subarray(others, { maxLength: Math.min(1, others.length) }), fc.boolean())
    .map(([all, chosen, confirm]) => {
      const body = Object.fromEntries(
        Object.entries(all).filter(
          ([name]) =>
            usual === 'all' ||
            fields.required.includes(name) ||
            usual.includes(name) ||
            chosen.includes(name),
        ),
      );
      if (!confirm) return body;
      for (const [field, repeat] of confirmations) {
        if (field in body && repeat in body) body[repeat] = body[field];
      }
      return body;
    });
}

/** One field's value: mostly plausible, otherwise of the wrong type, unicode or null. */
const fieldValue = (field: string) =>
  fc.oneof(
    { weight: 5, arbitrary: plausible(field) },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: textUpTo(300) },
    { weight: 1, arbitrary: fc.constant(null) },
  );

/** Objects shaped like the call's schema: fields missing, of wrong types, or unknown extras. */
function shapedBody(fields: Fields): fc.Arbitrary<unknown> {
  const all = completeBody(fields, 'all');
  const some = fc.record(
    Object.fromEntries(fields.names.map((field) => [field, fieldValue(field)])),
    {
      requiredKeys: [],
    },
  );
  const withExtras = fc
    .tuple(some, fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })))
    .map(([body, extra]) => ({ ...extra, ...body }));
  return fc.oneof(
    { weight: 4, arbitrary: all },
    { weight: 4, arbitrary: some },
    { weight: 2, arbitrary: withExtras },
    { weight: 1, arbitrary: fc.array(all, { maxLength: 3 }) },
  );
}

const base64Bytes = (maxLength: number) => fc.uint8Array({ maxLength });

const envelopeArb: fc.Arbitrary<Envelope> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ mode: 'plain' as const }) },
  { weight: 5, arbitrary: fc.constant({ mode: 'encrypt' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.uint8Array({ maxLength: 200 }),
        unicodeText(80).map((text) => new TextEncoder().encode(text)),
      )
      .map((bytes) => ({ mode: 'bytes' as const, bytes })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<Tamper>(
        'flip-data',
        'short-iv',
        'unknown-key-id',
        'foreign-key',
        'short-data',
        'extra',
      )
      .map((how) => ({ mode: 'tamper' as const, how })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      mode: fc.constant('random' as const),
      keyId: fc.option(fc.string({ maxLength: 70 })),
      key: base64Bytes(600),
      iv: base64Bytes(20),
      data: fc.oneof(base64Bytes(200), fc.string({ maxLength: 200 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record(
          { keyId: wrongType, key: wrongType, iv: wrongType, data: wrongType },
          { requiredKeys: [] },
        ),
      )
      .map((encrypted) => ({ mode: 'malformed' as const, encrypted })),
  },
);

/** Bytes one unit of a huge string takes in a JSON body. */
const hugeUnitBytes = (unit: string) =>
  unit === '\\' || unit === '"' ? 2 : new TextEncoder().encode(unit).length;

function bodyArb(call: Call): fc.Arbitrary<BodySpec | null> {
  const envelope = call.encrypted ? envelopeArb : fc.constant<Envelope>({ mode: 'plain' });
  const fields = call.fields ?? { names: ['value'], required: [] };
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 5, arbitrary: shapedBody(fields) },
  );
  const spec: fc.Arbitrary<BodySpec> = fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('value' as const), value, envelope }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,', 'nul')),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          field: fields.names.length > 0 ? fc.constantFrom(...fields.names) : fc.constant('value'),
          unit: fc.constantFrom('x', 'é', '中', '😀', '\\', '"'),
          size: fc.integer({ min: 1_000, max: Math.round(BODY_LIMIT * 1.1) }),
          envelope,
        })
        .map(({ field, unit, size, envelope }) => ({
          kind: 'huge' as const,
          field,
          unit,
          // Around the body limit as sent: a unit's JSON bytes, and base64 growth when encrypted.
          length: Math.ceil(size / hugeUnitBytes(unit) / (envelope.mode === 'plain' ? 1 : 4 / 3)),
          envelope,
        })),
    },
  );
  // Calls without a body still get one now and then (a body on GET or DELETE); calls with
  // one now and then get none.
  return call.fields === null
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: spec })
    : fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 11, arbitrary: spec });
}

/** The affiliate call's own query: code and domain. */
const ownQueryArb = fc
  .record(
    {
      code: mostly(fc.stringMatching(/^[A-Za-z0-9]{4,10}$/), textUpTo(70)),
      domain: mostly(fc.domain(), textUpTo(260)),
    },
    { requiredKeys: ['code'] },
  )
  .map((query) => `?${new URLSearchParams(query as Record<string, string>).toString()}`);

const queryArb = (call: Call): fc.Arbitrary<string> => {
  const own = call.queryFields ? ownQueryArb : fc.constant('');
  const dictionary = fc
    .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 30 }), {
      minKeys: 1,
      maxKeys: 4,
    })
    .map((query) => `?${new URLSearchParams(query).toString()}`);
  // Raw text with broken percent escapes, repeated keys and bracket syntax.
  const raw = fc
    .string({ unit: fc.constantFrom(...'ac=&%[]._-+09xyz'.split('')), maxLength: 40 })
    .map((text) => `?${text}`);
  return fc.oneof(
    { weight: call.queryFields ? 6 : 4, arbitrary: own },
    { weight: 1, arbitrary: dictionary },
    { weight: 1, arbitrary: raw },
  );
};

/** A path segment as the router decodes it; undecodable ones stay as they are. */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const pathArb = (call: Call): fc.Arbitrary<string> => {
  if (!call.idParam) return fc.constant(call.path);
  const segment = fc
    .oneof(
      fc.integer({ min: -10, max: 10_000 }).map(String),
      fc.constantFrom(
        '0',
        '2147483647',
        '2147483648',
        '9007199254740993',
        '1e3',
        '1e400',
        '1.5',
        '0x10',
        '-0',
        ' 1',
        '%00',
        '%',
        '..%2F..',
        'null',
        '',
      ),
      unicodeText(20).map(encodeURIComponent),
    )
    .filter((id) => !known.protectedSessionIds.includes(Number(decodeSegment(id))));
  return segment.map((id) => call.path.replace(':id', id));
};

/**
 * X-Forwarded-For: a fresh address per request, now and then a list or garbage. Garbage stays
 * within 64 characters here; longer client addresses have a test of their own below.
 */
const forwardedForArb = fc.oneof(
  { weight: 8, arbitrary: fc.oneof(fc.ipV4(), fc.ipV6()) },
  { weight: 1, arbitrary: fc.tuple(fc.ipV4(), fc.ipV4()).map(([a, b]) => `${a}, ${b}`) },
  { weight: 1, arbitrary: headerText(64) },
);

/** Stands for the cookie of a captcha fetched just before the request. */
const FRESH_CAPTCHA = 'fresh captcha';

const cookieArb = () =>
  fc.option(
    fc.oneof(
      fc.constant(`${DEVICE_COOKIE}=${known.deviceCookie ?? ''}`),
      fc.constant(`${CAPTCHA_COOKIE}=${known.captchaCookie ?? ''}`),
      fc.constant(FRESH_CAPTCHA),
      headerText(40).map((text) => `${DEVICE_COOKIE}=${encodeURIComponent(text)}`),
      headerText(40).map((text) => `${CAPTCHA_COOKIE}=${encodeURIComponent(text)}`),
      headerText(80),
    ),
  );

/** Who sends the request, and with what headers: the same for both kinds of request. */
const senderArb = () =>
  fc.record({
    token: fc.constantFrom<TokenKind>('member', 'member', 'trial', 'none', 'garbage'),
    garbageAuthorization: fc.oneof(
      headerText(80),
      headerText(80).map((text) => `Bearer ${text}`),
      hex(64).map((token) => `Bearer ${token}`),
      fc.constant(`Bearer ${'x'.repeat(300)}`),
      fc.base64String({ maxLength: 40 }).map((text) => `Basic ${text}`),
    ),
    forwardedFor: forwardedForArb,
    language: fc.option(
      fc.oneof(fc.constantFrom(...LANGUAGE_CODES, 'en', 'zh-CN'), headerText(20)),
    ),
    userAgent: fc.option(headerText(400)),
    cookie: cookieArb(),
  });

/** A request as the site would send it, with plausible values: it reaches the handler. */
const nearValidArb = (call: Call) =>
  fc.record({
    // Calls with a captcha mostly get a fresh one, answered by the plausible captcha field.
    cookie: call.fields?.names.includes('captcha')
      ? fc.oneof(fc.constant(FRESH_CAPTCHA), cookieArb())
      : cookieArb(),
    path: call.idParam
      ? fc
          .integer({ min: 1, max: 300 })
          .filter((id) => !known.protectedSessionIds.includes(id))
          .map((id) => call.path.replace(':id', String(id)))
      : fc.constant(call.path),
    query: call.queryFields ? ownQueryArb : fc.constant(''),
    content: fc.constant<ContentKind>(call.form ? 'form' : 'json'),
    otherContentType: fc.constant(''),
    body:
      call.fields === null
        ? fc.constant(null)
        : fc.record({
            kind: fc.constant('value' as const),
            value: completeBody(call.fields, call.usual ?? []),
            envelope: fc.constant<Envelope>({ mode: call.encrypted ? 'encrypt' : 'plain' }),
          }),
  });

/** Anything at all: odd paths and queries, any content type, malformed bodies and envelopes. */
const chaoticArb = (call: Call) =>
  fc.record({
    path: pathArb(call),
    query: queryArb(call),
    content: call.form
      ? fc.constantFrom<ContentKind>('form', 'form', 'form', 'json', 'text', 'none', 'other')
      : fc.constantFrom<ContentKind>('json', 'json', 'json', 'form', 'text', 'none', 'other'),
    otherContentType: fc.constantFrom(
      'application/xml',
      'application/octet-stream',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded; charset=latin1',
      'text/plain; charset=utf-8',
      'application/json-patch+json',
      ';;',
    ),
    body: bodyArb(call),
  });

const requestArb = (call: Call): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(senderArb(), fc.oneof(nearValidArb(call), chaoticArb(call)))
    .map(([sender, request]) => ({ ...sender, ...request }));

// ---- Turning a generated request into an HTTP request ----------------------------------------

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/** A well-formed envelope around any bytes, made as encryptPayload makes it. */
async function encryptBytes(bytes: Uint8Array<ArrayBuffer>): Promise<EncryptedBody> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const [data, key] = await Promise.all([
    crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, bytes),
    crypto.subtle.wrapKey('raw', aesKey, known.publicKey, { name: 'RSA-OAEP' }),
  ]);
  return {
    encrypted: { keyId: known.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) },
  };
}

async function wrap(plaintext: unknown, envelope: Envelope): Promise<unknown> {
  switch (envelope.mode) {
    case 'plain':
      return plaintext;
    case 'encrypt':
      return encryptPayload(known.publicKey, known.keyId, plaintext);
    case 'bytes':
      return encryptBytes(new Uint8Array(envelope.bytes));
    case 'random':
      return {
        encrypted: {
          keyId: envelope.keyId ?? known.keyId,
          key: toBase64(envelope.key),
          iv: toBase64(envelope.iv),
          data: typeof envelope.data === 'string' ? envelope.data : toBase64(envelope.data),
        },
      };
    case 'malformed':
      return { encrypted: envelope.encrypted };
    case 'tamper': {
      const { encrypted } = await encryptPayload(known.publicKey, known.keyId, plaintext);
      switch (envelope.how) {
        case 'flip-data':
          return {
            encrypted: {
              ...encrypted,
              data: `${encrypted.data[0] === 'A' ? 'B' : 'A'}${encrypted.data.slice(1)}`,
            },
          };
        case 'short-iv':
          return { encrypted: { ...encrypted, iv: toBase64(randomBytes(8)) } };
        case 'unknown-key-id':
          return { encrypted: { ...encrypted, keyId: randomBytes(8).toString('hex') } };
        case 'foreign-key':
          return { encrypted: { ...encrypted, key: toBase64(randomBytes(256)) } };
        case 'short-data':
          return { encrypted: { ...encrypted, data: toBase64(randomBytes(8)) } };
        case 'extra':
          return { encrypted: { ...encrypted, alg: 'none' } };
      }
    }
  }
}

/**
 * A form field's text. Never String(): generated objects may carry a `toString` or `valueOf`
 * key that is not a function, which makes String() throw in the test instead of the server.
 */
const fieldText = (item: unknown) =>
  typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item));

function formEncode(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  const form = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) for (const each of item) form.append(key, fieldText(each));
    else form.append(key, fieldText(item));
  }
  return form.toString();
}

async function bodyText(spec: BodySpec, content: ContentKind): Promise<string> {
  if (spec.kind === 'text') return spec.text;
  const plaintext =
    spec.kind === 'huge' ? { [spec.field]: spec.unit.repeat(spec.length) } : spec.value;
  const wrapped = await wrap(plaintext, spec.envelope);
  return content === 'form' ? formEncode(wrapped) : (JSON.stringify(wrapped) ?? '');
}

const contentTypes: Record<Exclude<ContentKind, 'none' | 'other'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain',
};

async function freshToken(kind: 'member' | 'trial'): Promise<string> {
  if (kind === 'member') {
    // From 127.0.0.1 (no X-Forwarded-For), the address the member is known from.
    return (await login(t, known.account, DEFAULT_TEST_PASSWORD)).token;
  }
  return (await freePlay()).token;
}

async function freePlay() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  return expectValue(response, loginValueSchema);
}

async function toInject(call: Call, request: FuzzRequest): Promise<InjectOptions> {
  const headers: Record<string, string> = { 'x-forwarded-for': request.forwardedFor };
  if (request.token === 'garbage') headers.authorization = request.garbageAuthorization;
  else if (request.token !== 'none') {
    const token = call.endsSession
      ? await freshToken(request.token)
      : request.token === 'member'
        ? known.memberToken
        : known.trialToken;
    Object.assign(headers, authHeader(token));
  }
  if (request.language !== null) headers.language = request.language;
  if (request.userAgent !== null) headers['user-agent'] = request.userAgent;
  if (request.cookie === FRESH_CAPTCHA) {
    const captcha = await t.app.inject({
      url: '/wps/captcha',
      headers: { 'x-forwarded-for': request.forwardedFor },
    });
    const cookie = captcha.cookies.find((entry) => entry.name === CAPTCHA_COOKIE);
    if (cookie) headers.cookie = `${CAPTCHA_COOKIE}=${cookie.value}`;
  } else if (request.cookie !== null) headers.cookie = request.cookie;
  const options: InjectOptions = {
    method: call.method,
    url: `${request.path}${request.query}`,
    headers,
  };
  if (request.body) {
    options.payload = await bodyText(request.body, request.content);
    if (request.content === 'other') headers['content-type'] = request.otherContentType;
    else if (request.content !== 'none') headers['content-type'] = contentTypes[request.content];
  }
  return options;
}

// ---- The property -----------------------------------------------------------------------------

const anyEnvelopeSchema = z.union([envelopeOf(z.unknown()).strict(), errorEnvelopeSchema.strict()]);

const shorten = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;

/** What a failure report needs to replay the request: the request, answer and server log. */
function describeFailure(
  options: InjectOptions,
  response: LightMyRequestResponse,
  logs: string[],
): string {
  const sent = {
    method: options.method,
    url: options.url,
    headers: options.headers,
    payload: shorten(String(options.payload ?? '')),
  };
  const errors = logs
    .filter((line) => line.includes('"level":50'))
    .map((line) => shorten(line, 2000));
  return [
    `request: ${JSON.stringify(sent)}`,
    `answer: ${response.statusCode} ${shorten(response.body)}`,
    ...errors.map((line) => `server log: ${line}`),
  ].join('\n');
}

async function expectEnvelopeBelow500(call: Call, request: FuzzRequest): Promise<void> {
  const options = await toInject(call, request);
  const logStart = t.logs.length;
  const response = await t.app.inject(options);
  const failure = () => describeFailure(options, response, t.logs.slice(logStart));
  expect(response.statusCode, failure()).toBeLessThan(500);
  if (call.html && response.statusCode === 200) {
    expect(response.headers['content-type'], failure()).toMatch(/^text\/html/);
    return;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    expect.fail(`the answer is not JSON\n${failure()}`);
  }
  const parsed = anyEnvelopeSchema.safeParse(body);
  expect(parsed.success, `the answer is not the envelope\n${failure()}`).toBe(true);
}

beforeAll(async () => {
  await t.app.services.settings.update('register', (current) => ({
    ...current,
    hasFreePlay: true,
    mobileReg: true,
    mobileRegPass: true,
    showVerCodeLogin: true,
  }));
  const mobileNum = `1${randomInt(10_000_000, 99_999_999)}`;
  const member = await createMember(t, { mobileNum, dialingCode: '60' });
  await t.db
    .updateTable('members')
    .set({ email: `${member.account}@example.com`, email_key: `${member.account}@example.com` })
    .where('id', '=', member.id)
    .execute();
  const memberToken = (await login(t, member.account, member.password)).token;
  // The remembered device is a session of its own: the fuzzed calls may sign it out.
  const remembered = await postLogin(t, {
    username: member.account,
    password: member.password,
    type: 'username',
    remember: true,
  });
  expectValue(remembered, loginValueSchema);
  const trial = await freePlay();
  const challenged = await postLogin(
    t,
    { username: member.account, password: member.password, type: 'username' },
    { headers: { 'x-forwarded-for': uniqueIp() } },
  );
  const challenge = loginChallengeValueSchema.safeParse(
    challenged.json<{ value: unknown }>().value,
  );
  const sessions = await t.db
    .selectFrom('member_sessions')
    .select('id')
    .where('member_id', 'in', [member.id, trial.customerId])
    .execute();
  const captcha = await t.app.inject({ url: '/wps/captcha' });
  const publicKey = expectValue(
    await t.app.inject({ url: '/wps/system/publicKey' }),
    publicKeyValueSchema,
  );
  Object.assign(known, {
    account: member.account,
    mobileNum,
    email: `${member.account}@example.com`,
    memberToken,
    trialToken: trial.token,
    ticket: challenge.success ? challenge.data.ticket : null,
    protectedSessionIds: sessions.map((row) => row.id),
    deviceCookie: remembered.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? null,
    captchaCookie: captcha.cookies.find((c) => c.name === CAPTCHA_COOKIE)?.value ?? null,
    keyId: publicKey.keyId,
    publicKey: await importPublicKey(publicKey),
  } satisfies Known);
});

describe('every Accounts call answers random and malformed requests below 500 with the envelope', () => {
  for (const call of calls) {
    it(`${call.method} ${call.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(call), (request) => expectEnvelopeBelow500(call, request)),
        { numRuns: RUNS },
      );
    }, 60_000);
  }
});

describe('malformed requests', () => {
  const memberHeaders = () => ({
    ...authHeader(known.memberToken),
    'x-forwarded-for': uniqueIp(),
  });

  it.each([
    ['POST', '/wps/session/login'],
    ['POST', '/wps/verification/sms/noLogin'],
    ['PUT', '/wps/member/register'],
    ['PUT', '/wps/member/nickname'],
  ] as const)(
    'answers 400 VALIDATION_FAILED for invalid JSON text on %s %s',
    async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...memberHeaders(), 'content-type': 'application/json' },
        payload: '{"username": "player1", ',
      });
      const body = expectError(response, 400, 'VALIDATION_FAILED');
      expect(body.details).toEqual([{ path: 'body', reason: 'invalid_json' }]);
    },
  );

  it.each([
    ['a broken percent escape', '/wps/member/sessions/%'],
    ['a parameter over the length limit', `/wps/member/sessions/${'1'.repeat(200)}`],
  ])('answers a path with %s with the envelope', async (_case, url) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { ...memberHeaders(), language: 'EN' },
    });
    const body = expectError(response, 400, 'VALIDATION_FAILED');
    expect(body.message).toMatch(/\w/);
    expect(response.body).not.toContain('sessions');
  });

  it.each([
    ['POST', '/wps/session/login/freeplay'],
    ['POST', '/wps/session/login'],
  ] as const)(
    'answers %s %s below 500 when the client address in X-Forwarded-For is over 64 characters',
    async (method, url) => {
      // Behind a proxy that appends to X-Forwarded-For, its first entry is whatever the client
      // sent: it must not reach a 64-character address column as it is. A new member's first
      // login starts a session without a new-address challenge.
      const payload =
        url === '/wps/session/login'
          ? await createMember(t).then((member) =>
              encryptedBody(t.app, {
                username: member.account,
                password: member.password,
                type: 'username',
              }),
            )
          : {};
      const response = await t.app.inject({
        method,
        url,
        headers: { 'x-forwarded-for': `${'a'.repeat(70)}, 198.51.100.7` },
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(anyEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
    },
  );

  it('ignores a JSON body sent on a GET call', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...memberHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1, account: 'someone-else' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { account: known.account } });
  });

  it('answers 400 for an empty JSON body on a PUT call', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/nickname',
      headers: { ...memberHeaders(), 'content-type': 'application/json' },
      payload: '',
    });
    expectError(response, 400, 'VALIDATION_FAILED');
  });

  it('answers 400 ENCRYPTION_REQUIRED for a PUT without a body on an encrypted call', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expectError(response, 400, 'ENCRYPTION_REQUIRED');
  });

  it.each([
    ['POST', '/wps/session/login', 'application/json'],
    ['PUT', '/wps/member/register', 'application/json'],
    ['POST', '/wps/member/password/email', 'application/x-www-form-urlencoded'],
  ] as const)(
    'answers 413 PAYLOAD_TOO_LARGE for a 2 MB body on %s %s',
    async (method, url, type) => {
      const huge = 'x'.repeat(2 * 1024 * 1024);
      const payload =
        type === 'application/json'
          ? JSON.stringify({ username: huge })
          : new URLSearchParams({ username: huge, email: 'a@example.com' }).toString();
      const response = await t.app.inject({
        method,
        url,
        headers: { 'x-forwarded-for': uniqueIp(), 'content-type': type },
        payload,
      });
      expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    },
  );
});
