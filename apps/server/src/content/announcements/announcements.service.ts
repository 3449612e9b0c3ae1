import type { Language } from '@portal/shared/constants/languages';
import { NOTICES_PER_PAGE } from '@portal/shared/constants/limits';
import { DEFAULT_ANNOUNCEMENT_TYPE, type AnnouncementType } from '@portal/shared/constants/site';
import type { AnnouncementsValue } from '@portal/shared/schemas/announcements';
import { nowIso } from '../../db/time.js';
import { JsonAnswer, type SerializeAnswer } from '../../lib/json-answer.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import type { AnnouncementsRepository } from './announcements.repository.js';

export interface AnnouncementsRequest {
  types?: AnnouncementType[];
  platform?: 'W' | 'H';
  execution?: 'B' | 'P';
  pageNo?: number;
  pageSize?: number;
}

/** A serialized list and the instant an announcement starts or ends next (it is redone then). */
interface TimedAnswer {
  answer: JsonAnswer;
  until: number;
}

export class AnnouncementsService {
  private readonly answers = new VersionedCache<TimedAnswer>(256);

  constructor(
    private readonly repository: AnnouncementsRepository,
    private readonly versions: ContentVersionSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * One page of the announcements live now (types default to B, spec section 3) as JSON, through
   * `serialize` (the route's response schema). Kept until the content changes or an
   * announcement's time window opens or closes (decision 022).
   */
  async listJson(
    request: AnnouncementsRequest,
    language: Language,
    serialize: SerializeAnswer,
  ): Promise<JsonAnswer> {
    const version = await this.versions.current();
    const { types, platform, execution, pageNo, pageSize } = request;
    const key = JSON.stringify([types, platform, execution, pageNo, pageSize, language]);
    const timed = await this.answers.get(
      key,
      version,
      async () => {
        const at = this.clock();
        const [value, next] = await Promise.all([
          this.listAt(request, language, at),
          this.repository.nextChange(nowIso(at)),
        ]);
        return { answer: new JsonAnswer(serialize(value)), until: next ?? Infinity };
      },
      (entry) => this.clock().getTime() < entry.until,
    );
    return timed.answer;
  }

  /** One page of the announcements live at `at`. */
  private async listAt(
    request: AnnouncementsRequest,
    language: Language,
    at: Date,
  ): Promise<AnnouncementsValue> {
    const pageNo = request.pageNo ?? 1;
    const pageSize = request.pageSize ?? NOTICES_PER_PAGE;
    const filter = {
      types: request.types ?? [DEFAULT_ANNOUNCEMENT_TYPE],
      platform: request.platform,
      execution: request.execution,
      at: nowIso(at),
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
