import { randomInt } from 'node:crypto';
import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow } from '../../platform/members/members.repository.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import {
  MemberTakenError,
  type MemberUniqueKey,
  type NewMember,
  type RegistrationRepository,
} from './registration.repository.js';
import { given } from './sign-up-form.js';
import type { SignUpReferrals } from './sign-up.service.js';

/** Who brought a new account: an agent's invitation code, a member's referral, the browser. */
export interface Invitation {
  affiliateCode: string | undefined;
  referrerId: number | null;
  /** Hash of the browser mark (decision 028); null where none is kept. */
  deviceMark: string | null;
}

/** What else belongs to a new account, written in its transaction (a sign-in provider link). */
export type AlsoWritten = (member: MemberRow, trx: Executor) => Promise<void>;

export const NO_INVITATION: Invitation = {
  affiliateCode: undefined,
  referrerId: null,
  deviceMark: null,
};

const takenCodes = {
  account: 'USERNAME_TAKEN',
  mobile: 'MOBILE_TAKEN',
  email: 'EMAIL_TAKEN',
} as const satisfies Record<MemberUniqueKey, string>;

/** `length` random digits, zero-padded. */
const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

export interface NewMembersDeps {
  db: DB;
  repository: RegistrationRepository;
  outbox: Pick<EventOutbox, 'append'>;
  referrals: Pick<SignUpReferrals, 'recordDevice'>;
}

/** Writes a new account with what comes with it: its event, its browser mark. */
export class NewMembers {
  constructor(private readonly deps: NewMembersDeps) {}

  /** A unique key taken between the checks and the insert answers as if the check had seen it. */
  async insert(invitation: Invitation, values: NewMember): Promise<MemberRow> {
    try {
      return await this.insertMember(invitation, values);
    } catch (error) {
      if (error instanceof MemberTakenError) throw new AppError(takenCodes[error.key]);
      throw error;
    }
  }

  /** Inserts with a generated account name (`prefix` + digits), drawing again on a collision. */
  async withGeneratedAccount(
    invitation: Invitation,
    prefix: string,
    digits: number,
    row: (account: string) => NewMember,
    also?: AlsoWritten,
  ): Promise<MemberRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertMember(invitation, row(`${prefix}${randomDigits(digits)}`), also);
      } catch (error) {
        if (!(error instanceof MemberTakenError)) throw error;
        if (error.key !== 'account') throw new AppError(takenCodes[error.key]);
        if (attempt >= 5) throw error;
      }
    }
  }

  /**
   * The member row and, for a real account, its member.registered event (with the invitation
   * code and the referrer it came with) and its browser mark, in one transaction. A trial account
   * registers nobody: no event.
   */
  private async insertMember(
    { affiliateCode, referrerId, deviceMark }: Invitation,
    values: NewMember,
    also?: AlsoWritten,
  ): Promise<MemberRow> {
    return inTransaction(this.deps.db, async (trx) => {
      const member = await this.deps.repository.insertMember(values, trx);
      await also?.(member, trx);
      if (deviceMark !== null) await this.deps.referrals.recordDevice(member.id, deviceMark, trx);
      if (member.type !== TRIAL_ACCOUNT_TYPE) {
        await this.deps.outbox.append(trx, {
          type: 'member.registered',
          key: `member.registered:${member.id}`,
          memberId: member.id,
          payload: {
            memberId: member.id,
            account: member.account,
            referrerId,
            affiliateCode: given(affiliateCode)?.trim() ?? null,
            uplineId: member.upline_id,
            registeredAt: toIsoString(member.created_at),
          },
          occurredAt: new Date(toIsoString(member.created_at)),
        });
      }
      return member;
    });
  }
}
