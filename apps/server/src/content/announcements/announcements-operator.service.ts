import type { Language } from '@portal/shared/constants/languages';
import type { AnnouncementType } from '@portal/shared/constants/site';
import type {
  AnnouncementInput,
  OperatorAnnouncement,
  OperatorAnnouncementsPage,
  OperatorAnnouncementsQuery,
} from '@portal/shared/schemas/content-operator/announcements';
import { contentStateOf } from '@portal/shared/schemas/content-operator/fields';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { parseSort } from '../../lib/operator-sort.js';
import { cleanRichHtml } from '../../lib/rich-html.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import {
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
  AnnouncementColumns,
  AnnouncementFilter,
  AnnouncementRecord,
  AnnouncementSortField,
  AnnouncementTranslationRecord,
  AnnouncementsOperatorRepository,
} from './announcements-operator.repository.js';

export interface AnnouncementsOperatorDeps {
  db: DB;
  repository: AnnouncementsOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_SORT = { field: 'startTime', direction: 'desc' } as const;

function columnsOf(input: AnnouncementInput): AnnouncementColumns {
  return {
    type: input.type,
    platform: input.platform,
    execution: input.execution,
    start_time: storedInstant(input.startTime) as string,
    end_time: storedInstant(input.endTime),
    enabled: input.enabled ? 1 : 0,
    sort: input.sort,
  };
}

/** The texts as stored: each language's HTML cleaned to the subset the site shows. */
function translationRows(input: AnnouncementInput) {
  return translationEntries(input.translations).map(([lang, text]) => ({
    lang,
    title: text.title,
    content: cleanRichHtml(text.content),
  }));
}

function auditDetails(input: AnnouncementInput) {
  return {
    type: input.type,
    platform: input.platform,
    execution: input.execution,
    enabled: input.enabled,
    startTime: input.startTime,
    endTime: input.endTime,
    sort: input.sort,
    languages: Object.keys(input.translations),
  };
}

/**
 * Announcements and notices as operators publish them (content.manage; every change audited in
 * its transaction). The site's list is kept in memory under the content version, which each
 * write moves (decision 022), so a change shows in the site's next answer.
 */
export class AnnouncementsOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: AnnouncementsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  list(query: OperatorAnnouncementsQuery): Promise<OperatorAnnouncementsPage> {
    const sort = parseSort<AnnouncementSortField>(query.sort, DEFAULT_SORT);
    return contentPage(this.deps.repository, this.filterOf(query), sort, query, this.items);
  }

  /** Every announcement the filter keeps, one page at a time (the CSV export). */
  all(query: OperatorAnnouncementsQuery): AsyncIterable<OperatorAnnouncement> {
    const sort = parseSort<AnnouncementSortField>(query.sort, DEFAULT_SORT);
    return everyContentItem(this.deps.repository, this.filterOf(query), sort, this.items);
  }

  get(id: number): Promise<OperatorAnnouncement> {
    return oneContentItem(this.deps.repository.find(id), this.items);
  }

  async create(operator: Operator, input: AnnouncementInput): Promise<OperatorAnnouncement> {
    const { repository } = this.deps;
    const id = await inTransaction(this.deps.db, async (trx) => {
      const code = newContentCode(`ann-${input.type.toLowerCase()}`);
      const id = await repository.insert({ ...columnsOf(input), code }, nowIso(this.now()), trx);
      await repository.replaceTranslations(id, translationRows(input), trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'announcement.create',
          target: `announcement:${id}`,
          details: { code, ...auditDetails(input) },
        },
        trx,
      );
      return id;
    });
    return this.get(id);
  }

  async update(
    operator: Operator,
    id: number,
    input: AnnouncementInput,
  ): Promise<OperatorAnnouncement> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      await rowToChange(repository.find(id, trx), input.updatedAt);
      await repository.update(id, columnsOf(input), nowIso(this.now()), trx);
      await repository.replaceTranslations(id, translationRows(input), trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'announcement.update',
          target: `announcement:${id}`,
          details: auditDetails(input),
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
          action: 'announcement.delete',
          target: `announcement:${id}`,
          details: { code: current.code, type: current.type },
        },
        trx,
      );
    });
  }

  private filterOf(query: OperatorAnnouncementsQuery): AnnouncementFilter {
    return {
      type: query.type,
      execution: query.execution,
      state: query.state,
      q: query.q,
      at: nowIso(this.now()),
    };
  }

  /** Rows as the console shows them, with their texts in every language. */
  private readonly items = async (
    records: readonly AnnouncementRecord[],
  ): Promise<OperatorAnnouncement[]> => {
    const translations = await this.deps.repository.translationsOf(records.map((r) => r.id));
    const now = this.now();
    return records.map((record) => toAnnouncement(record, translations, now));
  };
}

function toAnnouncement(
  record: AnnouncementRecord,
  translations: readonly AnnouncementTranslationRecord[],
  now: Date,
): OperatorAnnouncement {
  const schedule = {
    enabled: record.enabled === 1,
    startTime: toIsoString(record.start_time),
    endTime: record.end_time === null ? null : toIsoString(record.end_time),
  };
  return {
    id: record.id,
    code: record.code,
    type: record.type as AnnouncementType,
    platform: record.platform as OperatorAnnouncement['platform'],
    execution: record.execution as OperatorAnnouncement['execution'],
    sort: record.sort,
    ...schedule,
    state: contentStateOf(schedule, now),
    translations: Object.fromEntries(
      translations
        .filter((row) => row.announcement_id === record.id)
        .map((row) => [row.lang as Language, { title: row.title, content: row.content }]),
    ),
    createdAt: toIsoString(record.created_at),
    updatedAt: toIsoString(record.updated_at),
  };
}
