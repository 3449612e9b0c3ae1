import type { Language } from '@portal/shared/constants/languages';
import { NOTICES_PER_PAGE } from '@portal/shared/constants/limits';
import { DEFAULT_ANNOUNCEMENT_TYPE, type AnnouncementType } from '@portal/shared/constants/site';
import type { AnnouncementsValue } from '@portal/shared/schemas/announcements';
import { nowIso } from '../../db/time.js';
import type { AnnouncementsRepository } from './announcements.repository.js';

export interface AnnouncementsRequest {
  types?: AnnouncementType[];
  platform?: 'W' | 'H';
  execution?: 'B' | 'P';
  pageNo?: number;
  pageSize?: number;
}

export class AnnouncementsService {
  constructor(
    private readonly repository: AnnouncementsRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the announcements live now; types default to B (spec section 3). */
  async list(request: AnnouncementsRequest, language: Language): Promise<AnnouncementsValue> {
    const pageNo = request.pageNo ?? 1;
    const pageSize = request.pageSize ?? NOTICES_PER_PAGE;
    const filter = {
      types: request.types ?? [DEFAULT_ANNOUNCEMENT_TYPE],
      platform: request.platform,
      execution: request.execution,
      at: nowIso(this.clock()),
    };
    const total = await this.repository.count(filter);
    const list =
      total > (pageNo - 1) * pageSize
        ? await this.repository.list(filter, language, {
            limit: pageSize,
            offset: (pageNo - 1) * pageSize,
          })
        : [];
    return { list, pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }
}
