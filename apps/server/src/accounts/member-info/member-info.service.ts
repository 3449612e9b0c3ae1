import { isAgentCentreType } from '@portal/shared/constants/limits';
import type { MemberIconValue, MemberInfo } from '@portal/shared/schemas/account';
import type { MemberProfile, ProfilePayload } from '@portal/shared/schemas/member-profile';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberRow, MembersRepository } from '../../platform/members/members.repository.js';
import { avatarIcons, avatarPath, isAvatarIcon } from './avatars.js';
import type { MemberProfileService } from './member-profile.service.js';

/** The club label of a VIP rank, as the header and the security centre show it. */
export const clubLabel = (rankLevel: number) => ({ rankLevel, labelName: `VIP ${rankLevel}` });

export class MemberInfoService {
  constructor(
    private readonly members: MembersRepository,
    private readonly assetsBase: string,
    private readonly profile: MemberProfileService,
    /** The agent types the operator made agents only (site setting agentAccounts). */
    private readonly nonMemberTypes: () => Promise<readonly number[]> = async () => [],
  ) {}

  /** GET /wps/member/info: what the site loads at start and after every login. */
  async getInfo(memberId: number): Promise<MemberInfo> {
    const member = await this.load(memberId);
    return {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      clubLabel: clubLabel(member.rank_level),
      toUpline: member.to_upline === 1,
      icon: member.icon,
      currency: member.currency,
      lastLoginTime: member.last_login_at === null ? null : toIsoString(member.last_login_at),
      lastLoginIp: member.last_login_ip,
      profile: await this.profile.view(member),
      nonMember: await this.isNonMember(member.type),
    };
  }

  /** Only agent types can be made agents only: a member's details read no setting. */
  private async isNonMember(type: number): Promise<boolean> {
    if (!isAgentCentreType(type)) return false;
    return (await this.nonMemberTypes()).includes(type);
  }

  /** POST /wps/member/info/profile: the profile as it is after the change. */
  async updateProfile(memberId: number, payload: ProfilePayload): Promise<MemberProfile> {
    await this.profile.update(await this.load(memberId), payload);
    return this.profile.view(await this.load(memberId));
  }

  async getIcon(memberId: number): Promise<MemberIconValue> {
    const member = await this.load(memberId);
    return this.iconValue(member.icon);
  }

  /** Only the avatars of the list can be picked: the site draws the icon from that art. */
  async setIcon(memberId: number, icon: number): Promise<MemberIconValue> {
    if (!isAvatarIcon(icon)) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'icon', reason: 'unknown_avatar' }]);
    }
    await this.load(memberId);
    await this.members.setIcon(memberId, icon);
    return this.iconValue(icon);
  }

  listAvatars(): MemberIconValue[] {
    return avatarIcons.map((icon) => this.iconValue(icon));
  }

  /** An icon stored before the list shrank falls back to the first avatar's image. */
  private iconValue(icon: number): MemberIconValue {
    return { icon, url: `${this.assetsBase}/${avatarPath(isAvatarIcon(icon) ? icon : 1)}` };
  }

  private async load(memberId: number): Promise<MemberRow> {
    const member = await this.members.findById(memberId);
    // The session outlived its member (deleted by an operator): the client must sign in again.
    if (!member) throw new AppError('SESSION_EXPIRED');
    return member;
  }
}
