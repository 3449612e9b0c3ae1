import type { Language } from '@portal/shared/constants/languages';
import type { BannerGroup } from '@portal/shared/constants/site';
import type {
  BannerInput,
  BannerLinkageType,
  BannerOrderPayload,
  OperatorBanner,
  OperatorBannersPage,
  OperatorBannersQuery,
} from '@portal/shared/schemas/content-operator/banners';
import { contentStateOf } from '@portal/shared/schemas/content-operator/fields';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { parseSort } from '../../lib/operator-sort.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { ContentImagesService } from '../content-images/content-images.service.js';
import {
  assertSameItems,
  contentPage,
  everyContentItem,
  newContentCode,
  oneContentItem,
  recordContentChange,
  rowToChange,
  storedInstant,
  translationEntries,
} from '../content-editing.js';
import type {
  BannerColumns,
  BannerFilter,
  BannerRecord,
  BannerSortField,
  BannerTranslationRecord,
  BannersOperatorRepository,
} from './banners-operator.repository.js';

export interface BannersOperatorDeps {
  db: DB;
  repository: BannersOperatorRepository;
  images: Pick<ContentImagesService, 'assertUploaded' | 'urlOf'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_SORT = { field: 'sort', direction: 'asc' } as const;

function columnsOf(input: BannerInput): BannerColumns {
  return {
    group_name: input.groupName,
    image_path: input.imagePath,
    linkage_type: input.linkageType,
    linkage: input.linkageType === null ? null : (input.linkage?.trim() ?? null),
    enabled: input.enabled ? 1 : 0,
    start_time: storedInstant(input.startTime),
    end_time: storedInstant(input.endTime),
  };
}

/** What an audit line keeps of a banner: enough to read what changed, no image bytes. */
function auditDetails(input: BannerInput) {
  return {
    groupName: input.groupName,
    enabled: input.enabled,
    startTime: input.startTime,
    endTime: input.endTime,
    linkageType: input.linkageType,
    linkage: input.linkage,
    imagePath: input.imagePath,
    languages: Object.keys(input.translations),
  };
}

/**
 * Banners as operators publish them (content.manage; every change audited in its transaction).
 * The site's banner call reads the tables on every request and the content version moves with
 * each write (decision 022), so a change shows on the site's next request.
 */
export class BannersOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: BannersOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  list(query: OperatorBannersQuery): Promise<OperatorBannersPage> {
    const filter = this.filterOf(query);
    const sort = parseSort<BannerSortField>(query.sort, DEFAULT_SORT);
    return contentPage(this.deps.repository, filter, sort, query, this.withTranslations);
  }

  /** Every banner the filter keeps, one page at a time (the CSV export). */
  all(query: OperatorBannersQuery): AsyncIterable<OperatorBanner> {
    const filter = this.filterOf(query);
    const sort = parseSort<BannerSortField>(query.sort, DEFAULT_SORT);
    return everyContentItem(this.deps.repository, filter, sort, this.withTranslations);
  }

  get(id: number): Promise<OperatorBanner> {
    return oneContentItem(this.deps.repository.find(id), this.withTranslations);
  }

  async create(operator: Operator, input: BannerInput): Promise<OperatorBanner> {
    await this.assertImages(input);
    const { repository } = this.deps;
    const id = await inTransaction(this.deps.db, async (trx) => {
      const sort = await repository.nextSort(input.groupName, trx);
      const code = newContentCode(input.groupName);
      const id = await repository.insert(
        { ...columnsOf(input), code, sort },
        nowIso(this.now()),
        trx,
      );
      await repository.replaceTranslations(id, translationRows(input), trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'banner.create',
          target: `banner:${id}`,
          details: { code, ...auditDetails(input) },
        },
        trx,
      );
      return id;
    });
    return this.get(id);
  }

  async update(operator: Operator, id: number, input: BannerInput): Promise<OperatorBanner> {
    await this.assertImages(input);
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const current = await rowToChange(repository.find(id, trx), input.updatedAt);
      const moved = current.group_name !== input.groupName;
      // A banner moved to another group joins the end of that group's carousel.
      const sort = moved ? await repository.nextSort(input.groupName, trx) : undefined;
      await repository.update(id, { ...columnsOf(input), sort }, nowIso(this.now()), trx);
      await repository.replaceTranslations(id, translationRows(input), trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'banner.update',
          target: `banner:${id}`,
          details: { ...auditDetails(input), ...(moved ? { from: current.group_name } : {}) },
        },
        trx,
      );
    });
    return this.get(id);
  }

  async remove(operator: Operator, id: number): Promise<void> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const current = await rowToChange(repository.find(id, trx));
      await repository.delete(id, trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'banner.delete',
          target: `banner:${id}`,
          details: { code: current.code, groupName: current.group_name },
        },
        trx,
      );
    });
  }

  /** A group's carousel order: CONFLICT unless the ids are exactly the group's banners. */
  async reorder(operator: Operator, payload: BannerOrderPayload): Promise<OperatorBanner[]> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      assertSameItems(await repository.idsOfGroup(payload.groupName, trx), payload.ids);
      const at = nowIso(this.now());
      for (const [sort, id] of payload.ids.entries()) await repository.setSort(id, sort, at, trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'banner.reorder',
          target: `banner_group:${payload.groupName}`,
          details: { ids: payload.ids },
        },
        trx,
      );
    });
    const page = await this.list({ groupName: payload.groupName, pageSize: 100 });
    return page.list;
  }

  private filterOf(query: OperatorBannersQuery): BannerFilter {
    return {
      groupName: query.groupName,
      state: query.state,
      q: query.q,
      at: nowIso(this.now()),
    };
  }

  private assertImages(input: BannerInput): Promise<void> {
    return this.deps.images.assertUploaded([
      { field: 'imagePath', path: input.imagePath },
      ...translationEntries(input.translations).map(([language, text]) => ({
        field: `translations.${language}.imagePath`,
        path: text.imagePath,
      })),
    ]);
  }

  private readonly withTranslations = async (
    records: readonly BannerRecord[],
  ): Promise<OperatorBanner[]> => {
    const translations = await this.deps.repository.translationsOf(records.map((r) => r.id));
    const now = this.now();
    return records.map((record) => this.toBanner(record, translations, now));
  };

  private toBanner(
    record: BannerRecord,
    translations: readonly BannerTranslationRecord[],
    now: Date,
  ): OperatorBanner {
    const schedule = {
      enabled: record.enabled === 1,
      startTime: record.start_time === null ? null : toIsoString(record.start_time),
      endTime: record.end_time === null ? null : toIsoString(record.end_time),
    };
    return {
      id: record.id,
      code: record.code,
      groupName: record.group_name as BannerGroup,
      imagePath: record.image_path,
      imageUrl: this.deps.images.urlOf(record.image_path),
      linkageType: record.linkage_type as BannerLinkageType | null,
      linkage: record.linkage,
      sort: record.sort,
      ...schedule,
      state: contentStateOf(schedule, now),
      translations: Object.fromEntries(
        translations
          .filter((row) => row.banner_id === record.id)
          .map((row) => [
            row.lang as Language,
            {
              title: row.title,
              imagePath: row.image_path,
              imageUrl: row.image_path === null ? null : this.deps.images.urlOf(row.image_path),
            },
          ]),
      ),
      createdAt: toIsoString(record.created_at),
      updatedAt: toIsoString(record.updated_at),
    };
  }
}

function translationRows(input: BannerInput) {
  return translationEntries(input.translations).map(([lang, text]) => ({
    lang,
    title: text.title,
    image_path: text.imagePath,
  }));
}
