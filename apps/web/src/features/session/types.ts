export type {
  LoginChallengeValue,
  LoginPayload,
  LoginValue,
  RegisterMobilePayload,
  RegisterPayload,
  SmsCodeValue,
  VerificationMethod,
} from '@portal/shared/schemas/account';
export type { RegistrationRule } from '@portal/shared/schemas/system';

/** The member as /wps/member/info describes them (spec section 3). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** Account type: 1, 2, 41, 42 agents; 4 trial; others regular members. */
  type: number;
  clubLabel?: { rankLevel: number; labelName: string } | null;
  toUpline?: boolean;
  /** An agent type the operator made agents only: it may not play (NON_MEMBER). */
  nonMember?: boolean;
}
