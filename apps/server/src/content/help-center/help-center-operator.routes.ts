import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentIdParamsSchema,
  contentOrderPayloadSchema,
} from '@portal/shared/schemas/content-operator/fields';
import {
  helpArticleInputSchema,
  helpTopicInputSchema,
  operatorHelpArticleSchema,
  operatorHelpArticlesPageSchema,
  operatorHelpArticlesQuerySchema,
  operatorHelpTopicSchema,
  operatorHelpTopicsPageSchema,
  operatorHelpTopicsQuerySchema,
  type OperatorHelpArticle,
  type OperatorHelpTopic,
} from '@portal/shared/schemas/content-operator/help';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { HelpArticlesOperatorService } from './help-articles-operator.service.js';
import type { HelpTopicsOperatorService } from './help-topics-operator.service.js';

const tags = ['operator'];
const read = Roles.can('content.read');
const manage = Roles.can('content.manage');

const TOPIC_COLUMNS: CsvColumn<OperatorHelpTopic>[] = [
  { header: 'id', value: (topic) => topic.id },
  { header: 'order', value: (topic) => topic.sort },
  { header: 'enabled', value: (topic) => (topic.enabled ? 'yes' : 'no') },
  { header: 'title (EN)', value: (topic) => topic.translations.EN?.title ?? '' },
  { header: 'languages', value: (topic) => Object.keys(topic.translations).join(' ') },
  { header: 'articles', value: (topic) => topic.articleCount },
  { header: 'updated', value: (topic) => topic.updatedAt },
];

const ARTICLE_COLUMNS: CsvColumn<OperatorHelpArticle>[] = [
  { header: 'id', value: (article) => article.id },
  { header: 'topic', value: (article) => article.topicId },
  { header: 'order', value: (article) => article.sort },
  { header: 'enabled', value: (article) => (article.enabled ? 'yes' : 'no') },
  { header: 'title (EN)', value: (article) => article.translations.EN?.title ?? '' },
  { header: 'languages', value: (article) => Object.keys(article.translations).join(' ') },
  { header: 'updated', value: (article) => article.updatedAt },
];

/** The console's help-centre calls: topics and their articles (decision 044). */
export const helpCenterOperatorRoutes: FastifyPluginAsyncZod<{
  topics: HelpTopicsOperatorService;
  articles: HelpArticlesOperatorService;
}> = async (app, { topics, articles }) => {
  app.get(
    '/wps/operator/help/topics',
    {
      config: read,
      schema: {
        tags,
        summary: 'Help topics in page order with their article counts; `format=csv` streams them',
        querystring: operatorHelpTopicsQuerySchema,
        response: jsonResponses(operatorHelpTopicsPageSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'help-topics', TOPIC_COLUMNS, topics.all(request.query))
        : ok(await topics.list(request.query)),
  );

  app.get(
    '/wps/operator/help/topics/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One help topic with its titles',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorHelpTopicSchema),
      },
    },
    async (request) => ok(await topics.get(request.params.id)),
  );

  app.post(
    '/wps/operator/help/topics',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add a help topic at the end (shown once it has an enabled article)',
        querystring: emptyQuerySchema,
        body: helpTopicInputSchema,
        response: jsonResponses(operatorHelpTopicSchema),
      },
    },
    async (request) => ok(await topics.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/help/topics/order',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The order of the topics: every topic once (CONFLICT when they changed meanwhile)',
        querystring: emptyQuerySchema,
        body: contentOrderPayloadSchema,
        response: jsonResponses(z.array(operatorHelpTopicSchema)),
      },
    },
    async (request) => ok(await topics.reorder(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/help/topics/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Replace a topic: on/off and titles (CONFLICT when `updatedAt` no longer matches)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: helpTopicInputSchema,
        response: jsonResponses(operatorHelpTopicSchema),
      },
    },
    async (request) =>
      ok(await topics.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/help/topics/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete an empty topic (HELP_TOPIC_NOT_EMPTY while it holds articles)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await topics.remove(operatorOf(request), request.params.id);
      return ok(null);
    },
  );

  app.put(
    '/wps/operator/help/topics/:id/articles/order',
    {
      config: manage,
      schema: {
        tags,
        summary: "A topic's article order: every article of the topic once",
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: contentOrderPayloadSchema,
        response: jsonResponses(z.array(operatorHelpArticleSchema)),
      },
    },
    async (request) =>
      ok(await articles.reorder(operatorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/wps/operator/help/articles',
    {
      config: read,
      schema: {
        tags,
        summary: 'Help articles by topic and title, in page order; `format=csv` streams them',
        querystring: operatorHelpArticlesQuerySchema,
        response: jsonResponses(operatorHelpArticlesPageSchema),
      },
    },
    async (request, reply) =>
      request.query.format === 'csv'
        ? sendCsv(reply, 'help-articles', ARTICLE_COLUMNS, articles.all(request.query))
        : ok(await articles.list(request.query)),
  );

  app.get(
    '/wps/operator/help/articles/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One help article with its texts in every language',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorHelpArticleSchema),
      },
    },
    async (request) => ok(await articles.get(request.params.id)),
  );

  app.post(
    '/wps/operator/help/articles',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add an article at the end of its topic (HTML cleaned; audited)',
        querystring: emptyQuerySchema,
        body: helpArticleInputSchema,
        response: jsonResponses(operatorHelpArticleSchema),
      },
    },
    async (request) => ok(await articles.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/help/articles/:id',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Replace an article: topic, on/off, texts (CONFLICT when `updatedAt` no longer matches)',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        body: helpArticleInputSchema,
        response: jsonResponses(operatorHelpArticleSchema),
      },
    },
    async (request) =>
      ok(await articles.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/help/articles/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete an article and its texts',
        params: contentIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await articles.remove(operatorOf(request), request.params.id);
      return ok(null);
    },
  );
};
