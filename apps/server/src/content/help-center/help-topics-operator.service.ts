import type { Language } from '@portal/shared/constants/languages';
import type { ContentOrderPayload } from '@portal/shared/schemas/content-operator/fields';
import type {
  HelpTopicInput,
  OperatorHelpTopic,
  OperatorHelpTopicsPage,
  OperatorHelpTopicsQuery,
} from '@portal/shared/schemas/content-operator/help';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { parseSort } from '../../lib/operator-sort.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import {
  assertSameItems,
  contentPage,
  everyContentItem,
  newContentCode,
  recordContentChange,
  rowToChange,
  translationEntries,
} from '../content-editing.js';
import type {
  HelpTopicRecord,
  HelpTopicSortField,
  HelpTopicsOperatorRepository,
  TitleRecord,
} from './help-topics-operator.repository.js';

export interface HelpTopicsOperatorDeps {
  db: DB;
  repository: HelpTopicsOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_SORT = { field: 'sort', direction: 'asc' } as const;

const titleRows = (input: HelpTopicInput) =>
  translationEntries(input.translations).map(([lang, text]) => ({ lang, title: text.title }));

/**
 * The help centre's topics as operators edit them (content.manage; every change audited in its
 * transaction). The site's help call reads the tables on every request, so a change shows at once.
 */
export class HelpTopicsOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: HelpTopicsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  list(query: OperatorHelpTopicsQuery): Promise<OperatorHelpTopicsPage> {
    const sort = parseSort<HelpTopicSortField>(query.sort, DEFAULT_SORT);
    return contentPage(this.deps.repository, query.q, sort, query, this.withTitles);
  }

  all(query: OperatorHelpTopicsQuery): AsyncIterable<OperatorHelpTopic> {
    const sort = parseSort<HelpTopicSortField>(query.sort, DEFAULT_SORT);
    return everyContentItem(this.deps.repository, query.q, sort, this.withTitles);
  }

  async get(id: number): Promise<OperatorHelpTopic> {
    const record = await this.deps.repository.find(id);
    if (!record) throw new AppError('NOT_FOUND');
    const [topic] = await this.withTitles([
      { ...record, article_count: await this.deps.repository.articleCount(id, this.deps.db) },
    ]);
    return topic as OperatorHelpTopic;
  }

  async create(operator: Operator, input: HelpTopicInput): Promise<OperatorHelpTopic> {
    const { repository } = this.deps;
    const id = await inTransaction(this.deps.db, async (trx) => {
      const code = newContentCode('help');
      const sort = await repository.nextSort(trx);
      const id = await repository.insert(
        { code, enabled: input.enabled ? 1 : 0, sort },
        nowIso(this.now()),
        trx,
      );
      await repository.replaceTitles(id, titleRows(input), trx);
      await this.record(operator, 'help_topic.create', id, { code, ...details(input) }, trx);
      return id;
    });
    return this.get(id);
  }

  async update(operator: Operator, id: number, input: HelpTopicInput): Promise<OperatorHelpTopic> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      await rowToChange(repository.find(id, trx), input.updatedAt);
      await repository.update(id, { enabled: input.enabled ? 1 : 0 }, nowIso(this.now()), trx);
      await repository.replaceTitles(id, titleRows(input), trx);
      await this.record(operator, 'help_topic.update', id, details(input), trx);
    });
    return this.get(id);
  }

  /** HELP_TOPIC_NOT_EMPTY while the topic holds articles: nothing is deleted by surprise. */
  async remove(operator: Operator, id: number): Promise<void> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const current = await repository.find(id, trx);
      if (!current) throw new AppError('NOT_FOUND');
      if ((await repository.articleCount(id, trx)) > 0) throw new AppError('HELP_TOPIC_NOT_EMPTY');
      await repository.delete(id, trx);
      await this.record(operator, 'help_topic.delete', id, { code: current.code }, trx);
    });
  }

  /** The topics' order on the help page: CONFLICT unless the ids are exactly every topic. */
  async reorder(operator: Operator, payload: ContentOrderPayload): Promise<OperatorHelpTopic[]> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      assertSameItems(await repository.ids(trx), payload.ids);
      const at = nowIso(this.now());
      for (const [sort, id] of payload.ids.entries())
        await repository.update(id, { sort }, at, trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        { action: 'help_topic.reorder', target: 'help_topics', details: { ids: payload.ids } },
        trx,
      );
    });
    return (await this.list({ pageSize: 100 })).list;
  }

  private record(
    operator: Operator,
    action: string,
    id: number,
    changes: Record<string, unknown>,
    trx: Trx,
  ) {
    return recordContentChange(
      this.deps.audit,
      operator,
      { action, target: `help_topic:${id}`, details: changes },
      trx,
    );
  }

  private readonly withTitles = async (
    records: readonly HelpTopicRecord[],
  ): Promise<OperatorHelpTopic[]> => {
    const titles = await this.deps.repository.titlesOf(records.map((r) => r.id));
    return records.map((record) => ({
      id: record.id,
      code: record.code,
      enabled: record.enabled === 1,
      sort: record.sort,
      articleCount: Number(record.article_count),
      translations: titlesOf(titles, record.id),
      createdAt: toIsoString(record.created_at),
      updatedAt: toIsoString(record.updated_at),
    }));
  };
}

function details(input: HelpTopicInput) {
  return {
    enabled: input.enabled,
    titles: Object.fromEntries(titleRows(input).map((row) => [row.lang, row.title])),
  };
}

function titlesOf(titles: readonly TitleRecord[], id: number) {
  return Object.fromEntries(
    titles
      .filter((row) => row.owner_id === id)
      .map((row) => [row.lang as Language, { title: row.title }]),
  );
}
