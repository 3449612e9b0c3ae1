import type { Language } from '@portal/shared/constants/languages';
import type { CsType } from '@portal/shared/constants/site';
import type { CustomerService } from '@portal/shared/schemas/system';
import type { CustomerServiceLink } from '@portal/shared/schemas/customer-service';
import { AppError } from '../../lib/app-error.js';
import type { CustomerServiceRepository } from './customer-service.repository.js';

/** Type 3 is the protected chat: its address is never listed, only issued by `getLink`. */
const PROTECTED_CHAT: CsType = 3;

export class CustomerServiceService {
  constructor(private readonly repository: CustomerServiceRepository) {}

  /** Visitors have VIP rank 0; the VIP entry (type 4) needs rank 5 and shows once members exist. */
  async list(language: Language, vipRank = 0): Promise<CustomerService[]> {
    const rows = await this.repository.listVisible(language, vipRank);
    return rows.map((row) => ({
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
