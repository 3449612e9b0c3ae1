import type { Language } from '@portal/shared/constants/languages';
import { VIP_CS_MIN_RANK, type CsType } from '@portal/shared/constants/site';
import type { CustomerService } from '@portal/shared/schemas/system';
import type { CustomerServiceLink } from '@portal/shared/schemas/customer-service';
import { AppError } from '../../lib/app-error.js';
import type { CustomerServiceRepository } from './customer-service.repository.js';

/** Type 3 is the protected chat: its address is never listed, only issued by `getLink`. */
const PROTECTED_CHAT: CsType = 3;
const LIVE_CHAT: CsType = 1;
const VIP_SERVICE: CsType = 4;

/**
 * The entries a member of `vipRank` gets (spec section 6): below VIP_CS_MIN_RANK the VIP service
 * is never listed, whatever its own minimum; from it, the VIP entries take the place of the live
 * chat (where the first live chat stood). A VIP member with no VIP entry keeps the live chat.
 */
export function entriesForRank<T extends { csType: number }>(
  entries: readonly T[],
  vipRank: number,
): T[] {
  const vip = entries.filter((entry) => entry.csType === VIP_SERVICE);
  if (vipRank < VIP_CS_MIN_RANK) return entries.filter((entry) => entry.csType !== VIP_SERVICE);
  if (vip.length === 0) return [...entries];
  const others = entries.filter((entry) => entry.csType !== VIP_SERVICE);
  const at = others.findIndex((entry) => entry.csType === LIVE_CHAT);
  if (at === -1) return [...entries];
  const rest = others.filter((entry) => entry.csType !== LIVE_CHAT);
  return [...rest.slice(0, at), ...vip, ...rest.slice(at)];
}

export class CustomerServiceService {
  constructor(private readonly repository: CustomerServiceRepository) {}

  /** Visitors have VIP rank 0; the VIP entry (type 4) replaces live chat from VIP_CS_MIN_RANK. */
  async list(language: Language, vipRank = 0): Promise<CustomerService[]> {
    const rows = await this.repository.listVisible(language, vipRank);
    return entriesForRank(rows, vipRank).map((row) => ({
      id: row.id,
      csType: row.csType as CsType,
      title: row.title,
      path: row.csType === PROTECTED_CHAT ? String(row.id) : row.path,
      icon: row.icon,
    }));
  }

  async getLink(id: number): Promise<CustomerServiceLink> {
    const entry = await this.repository.findEnabled(id);
    if (!entry) throw new AppError('NOT_FOUND');
    return { url: entry.path };
  }
}
