import type { Language } from '@portal/shared/constants/languages';
import type { ContentOrderPayload } from '@portal/shared/schemas/content-operator/fields';
import type {
  HelpArticleInput,
  OperatorHelpArticle,
  OperatorHelpArticlesPage,
  OperatorHelpArticlesQuery,
} from '@portal/shared/schemas/content-operator/help';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { parseSort } from '../../lib/operator-sort.js';
import { cleanRichHtml } from '../../lib/rich-html.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import {
  assertSameItems,
  contentPage,
  everyContentItem,
  newContentCode,
  oneContentItem,
  recordContentChange,
  rowToChange,
  translationEntries,
} from '../content-editing.js';
import type {
  HelpArticleFilter,
  HelpArticleRecord,
  HelpArticleSortField,
  HelpArticlesOperatorRepository,
} from './help-articles-operator.repository.js';

export interface HelpArticlesOperatorDeps {
  db: DB;
  repository: HelpArticlesOperatorRepository;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

const DEFAULT_SORT = { field: 'sort', direction: 'asc' } as const;

/** The texts as stored: each language's HTML cleaned to the subset the site shows. */
const textRows = (input: HelpArticleInput) =>
  translationEntries(input.translations).map(([lang, text]) => ({
    lang,
    title: text.title,
    content: cleanRichHtml(text.content),
  }));

const details = (input: HelpArticleInput) => ({
  topicId: input.topicId,
  enabled: input.enabled,
  languages: Object.keys(input.translations),
});

/**
 * The help centre's articles as operators edit them (content.manage; every change audited in its
 * transaction). An article belongs to one topic and has a place within it.
 */
export class HelpArticlesOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: HelpArticlesOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  list(query: OperatorHelpArticlesQuery): Promise<OperatorHelpArticlesPage> {
    const filter: HelpArticleFilter = { topicId: query.topicId, q: query.q };
    const sort = parseSort<HelpArticleSortField>(query.sort, DEFAULT_SORT);
    return contentPage(this.deps.repository, filter, sort, query, this.withTexts);
  }

  all(query: OperatorHelpArticlesQuery): AsyncIterable<OperatorHelpArticle> {
    const filter: HelpArticleFilter = { topicId: query.topicId, q: query.q };
    const sort = parseSort<HelpArticleSortField>(query.sort, DEFAULT_SORT);
    return everyContentItem(this.deps.repository, filter, sort, this.withTexts);
  }

  get(id: number): Promise<OperatorHelpArticle> {
    return oneContentItem(this.deps.repository.find(id), this.withTexts);
  }

  async create(operator: Operator, input: HelpArticleInput): Promise<OperatorHelpArticle> {
    const { repository } = this.deps;
    const id = await inTransaction(this.deps.db, async (trx) => {
      await this.assertTopic(input.topicId, trx);
      const code = newContentCode('help-article');
      const sort = await repository.nextSort(input.topicId, trx);
      const id = await repository.insert(
        { code, topic_id: input.topicId, enabled: input.enabled ? 1 : 0, sort },
        nowIso(this.now()),
        trx,
      );
      await repository.replaceTexts(id, textRows(input), trx);
      await this.record(operator, 'help_article.create', id, { code, ...details(input) }, trx);
      return id;
    });
    return this.get(id);
  }

  async update(
    operator: Operator,
    id: number,
    input: HelpArticleInput,
  ): Promise<OperatorHelpArticle> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const current = await rowToChange(repository.find(id, trx), input.updatedAt);
      const moved = current.topic_id !== input.topicId;
      if (moved) await this.assertTopic(input.topicId, trx);
      // An article moved to another topic joins the end of that topic.
      const sort = moved ? await repository.nextSort(input.topicId, trx) : undefined;
      await repository.update(
        id,
        { topic_id: input.topicId, enabled: input.enabled ? 1 : 0, sort },
        nowIso(this.now()),
        trx,
      );
      await repository.replaceTexts(id, textRows(input), trx);
      await this.record(
        operator,
        'help_article.update',
        id,
        { ...details(input), ...(moved ? { fromTopicId: current.topic_id } : {}) },
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
      await this.record(
        operator,
        'help_article.delete',
        id,
        { code: current.code, topicId: current.topic_id },
        trx,
      );
    });
  }

  /** A topic's article order: CONFLICT unless the ids are exactly the topic's articles. */
  async reorder(
    operator: Operator,
    topicId: number,
    payload: ContentOrderPayload,
  ): Promise<OperatorHelpArticle[]> {
    const { repository } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await repository.topicExists(topicId, trx))) throw new AppError('NOT_FOUND');
      assertSameItems(await repository.idsOfTopic(topicId, trx), payload.ids);
      const at = nowIso(this.now());
      for (const [sort, id] of payload.ids.entries())
        await repository.update(id, { sort }, at, trx);
      await recordContentChange(
        this.deps.audit,
        operator,
        {
          action: 'help_article.reorder',
          target: `help_topic:${topicId}`,
          details: { ids: payload.ids },
        },
        trx,
      );
    });
    return (await this.list({ topicId, pageSize: 100 })).list;
  }

  /** An article names an existing topic (VALIDATION_FAILED on topicId otherwise). */
  private async assertTopic(topicId: number, trx: Trx): Promise<void> {
    if (!(await this.deps.repository.topicExists(topicId, trx))) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'topicId', reason: 'unknown_topic' }]);
    }
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
      { action, target: `help_article:${id}`, details: changes },
      trx,
    );
  }

  private readonly withTexts = async (
    records: readonly HelpArticleRecord[],
  ): Promise<OperatorHelpArticle[]> => {
    const texts = await this.deps.repository.textsOf(records.map((r) => r.id));
    return records.map((record) => ({
      id: record.id,
      code: record.code,
      topicId: record.topic_id,
      enabled: record.enabled === 1,
      sort: record.sort,
      translations: Object.fromEntries(
        texts
          .filter((row) => row.item_id === record.id)
          .map((row) => [row.lang as Language, { title: row.title, content: row.content }]),
      ),
      createdAt: toIsoString(record.created_at),
      updatedAt: toIsoString(record.updated_at),
    }));
  };
}
