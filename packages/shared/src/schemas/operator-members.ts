import { z } from 'zod';
import { EDITABLE_PROFILE_FIELDS } from './member-profile.js';
import { messageContentsSchema } from './operator-messages.js';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from './operator-list.js';

/**
 * The console's member desk (decision 042): search, the member page and its lists, and what
 * staff do to an account. Money is a decimal number of the member's currency (at most 2
 * decimals); points are whole points. Request bodies are strict: unknown fields are refused.
 */

const timestamp = z.string();
const id = z.number().int();

// ---- Search -------------------------------------------------------------------------------
/**
 * What the search box matches, always from the start of the value: the username, the phone
 * number (national digits), the email address, the real name (payee name), an IP address of any
 * login attempt, or a device mark (the browser mark of decision 028, as the member page shows it).
 */
export const MEMBER_SEARCH_FIELDS = [
  'username',
  'phone',
  'email',
  'realName',
  'ip',
  'device',
] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];
export const MEMBER_SORT_FIELDS = ['id', 'username', 'createdAt', 'lastLoginAt'] as const;
export const MEMBER_STATUSES = ['active', 'locked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** GET /wps/operator/members: newest first unless `sort` says otherwise. */
export const memberSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(64).optional(),
  by: z.enum(MEMBER_SEARCH_FIELDS).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  sort: sortParamSchema(MEMBER_SORT_FIELDS),
  ...operatorListQuery,
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberRowSchema = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  /** 0 member, 1/2/41/42 agents, 4 trial (spec). */
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  vipLevel: z.number().int(),
  currency: z.string(),
  dialingCode: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  realName: z.string().nullable(),
  registeredAt: timestamp,
  lastLoginAt: timestamp.nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberPageSchema = operatorPageSchema(memberRowSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

// ---- The member page ------------------------------------------------------------------------
export const memberIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

export const memberDetailSchema = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  currency: z.string(),
  vipLevel: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  /** The next password login must choose a new password. */
  mustChangePassword: z.boolean(),
  verification: z.object({
    dialingCode: z.string().nullable(),
    mobile: z.string().nullable(),
    /** When a code sent to the number proved it; null when never (or not recorded then). */
    mobileVerifiedAt: timestamp.nullable(),
    email: z.string().nullable(),
    emailVerifiedAt: timestamp.nullable(),
    realName: z.string().nullable(),
    bankCards: z.number().int(),
    twoFactor: z.boolean(),
    paymentPasswordSet: z.boolean(),
  }),
  /** The profile fields of spec section 3 as stored (decision 057); null: not given. */
  profile: z.record(z.enum(EDITABLE_PROFILE_FIELDS), z.string().nullable()),
  balances: z.object({
    main: z.number(),
    bonus: z.number(),
    /** Requested withdrawals waiting for a decision. */
    hold: z.number(),
    /** Transfer-mode game wallets together. */
    vendors: z.number(),
    points: z.number().int(),
  }),
  /** The agents above, the direct upline first, up to the top of the tree. */
  agentChain: z.array(z.object({ id, username: z.string(), level: z.number().int() })),
  referral: z.object({
    /** Who invited this member with a referral code. */
    referrer: z.object({ id, username: z.string() }).nullable(),
    /** How many members this member invited. */
    referees: z.number().int(),
  }),
  registration: z.object({
    at: timestamp,
    ip: z.string().nullable(),
    domain: z.string().nullable(),
  }),
  /** The newest successful login. */
  lastLogin: z.object({ at: timestamp, ip: z.string() }).nullable(),
  openSessions: z.number().int(),
  /** The browser marks seen with this member, newest first (at most 20). */
  deviceMarks: z.array(z.object({ mark: z.string(), firstSeenAt: timestamp })),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// ---- The member's lists -------------------------------------------------------------------------
/** Every list of the member page: paged, newest first, `format=csv` for the whole list. */
export const memberListQuerySchema = z.strictObject(operatorListQuery);
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberLedgerEntrySchema = z.object({
  id,
  time: timestamp,
  /** The ledger transfer kind (deposit, bet, adjustment, ...). */
  kind: z.string(),
  /** main, bonus, hold, points or vendor. */
  wallet: z.string(),
  vendor: z.string().nullable(),
  /** Signed: above zero added to the wallet. Points entries are whole points. */
  amount: z.number(),
  balanceAfter: z.number(),
  currency: z.string(),
  reference: z.string(),
  memo: z.string(),
});
export const memberLedgerPageSchema = operatorPageSchema(memberLedgerEntrySchema);

export const memberDepositSchema = z.object({
  orderNo: z.string(),
  amount: z.number(),
  status: z.string(),
  channel: z.string(),
  channelType: z.string(),
  payerName: z.string().nullable(),
  createdAt: timestamp,
  creditedAt: timestamp.nullable(),
  rejectReason: z.string().nullable(),
});
export const memberDepositPageSchema = operatorPageSchema(memberDepositSchema);

export const memberWithdrawalSchema = z.object({
  orderNo: z.string(),
  amount: z.number(),
  status: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export const memberWithdrawalPageSchema = operatorPageSchema(memberWithdrawalSchema);

export const memberBetSchema = z.object({
  id,
  roundId: z.string(),
  game: z.string(),
  category: z.string(),
  vendor: z.string(),
  stake: z.number(),
  payout: z.number(),
  status: z.string(),
  createdAt: timestamp,
  settledAt: timestamp.nullable(),
});
export const memberBetPageSchema = operatorPageSchema(memberBetSchema);

export const memberBonusSchema = z.object({
  id,
  bonusNo: z.string().nullable(),
  source: z.string(),
  title: z.string().nullable(),
  amount: z.number(),
  state: z.string(),
  turnoverRequired: z.number(),
  turnoverPlayed: z.number(),
  issuedAt: timestamp,
  expiresAt: timestamp,
  endedAt: timestamp.nullable(),
});
export const memberBonusPageSchema = operatorPageSchema(memberBonusSchema);

export const memberSessionSchema = z.object({
  id,
  ip: z.string(),
  userAgent: z.string(),
  loginType: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  /** Started from a remember-me device. */
  remembered: z.boolean(),
});
export const memberSessionPageSchema = operatorPageSchema(memberSessionSchema);

export const LOGIN_OUTCOMES = [
  'success',
  'wrong_password',
  'account_disabled',
  'verification_required',
] as const;
export const memberLoginSchema = z.object({
  id,
  at: timestamp,
  ip: z.string(),
  userAgent: z.string(),
  loginType: z.string(),
  outcome: z.enum(LOGIN_OUTCOMES),
});
export const memberLoginPageSchema = operatorPageSchema(memberLoginSchema);

export const MEMBER_NOTE_MAX = 2000;
export const memberNoteSchema = z.object({
  id,
  body: z.string(),
  staff: z.string().nullable(),
  createdAt: timestamp,
});
export type MemberNote = z.infer<typeof memberNoteSchema>;
export const memberNotePageSchema = operatorPageSchema(memberNoteSchema);

// ---- Actions ------------------------------------------------------------------------------
/** POST /wps/operator/members/:id/lock and /unlock: the reason goes to the audit trail. */
export const memberLockPayloadSchema = z
  .strictObject({ reason: z.string().trim().max(255).optional() })
  .nullish();
export const memberStatusValueSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  /** Sessions the lock ended (0 on unlock). */
  sessionsEnded: z.number().int(),
});

/** POST /wps/operator/members/:id/end-sessions. */
export const endSessionsValueSchema = z.object({ sessionsEnded: z.number().int() });

/** POST /wps/operator/members/:id/force-password-change. */
export const forcePasswordValueSchema = z.object({ mustChangePassword: z.literal(true) });

/** POST /wps/operator/members/:id/messages: a personal message in the member's message centre. */
export const memberMessagePayloadSchema = z.strictObject({ contents: messageContentsSchema });
export const memberMessageValueSchema = z.object({ messageId: id });

/** POST /wps/operator/members/:id/notes. */
export const memberNotePayloadSchema = z.strictObject({
  body: z.string().trim().min(1).max(MEMBER_NOTE_MAX),
});
