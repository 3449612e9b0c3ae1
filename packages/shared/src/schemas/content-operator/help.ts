import { z } from 'zod';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from '../operator-list.js';
import {
  contentIdSchema,
  contentTitle,
  expectedUpdatedAt,
  languageKeySchema,
  timestamp,
  titleSearchQuery,
  translationsOf,
} from './fields.js';

/**
 * Operator calls of the help centre (/wps/operator/help/...): topics (the categories the help
 * page lists) and their articles, each with texts per language. A topic shows on the site once
 * it has an enabled article.
 */

export const HELP_ARTICLE_CONTENT_MAX = 50_000;

export const helpTopicInputSchema = z.strictObject({
  enabled: z.boolean(),
  translations: translationsOf(z.strictObject({ title: contentTitle(255) })),
  updatedAt: expectedUpdatedAt,
});
export type HelpTopicInput = z.infer<typeof helpTopicInputSchema>;

export const operatorHelpTopicSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Articles in the topic, enabled or not. */
  articleCount: z.number().int(),
  translations: z.partialRecord(languageKeySchema, z.object({ title: z.string() })),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorHelpTopic = z.infer<typeof operatorHelpTopicSchema>;

export const HELP_TOPIC_SORTS = ['sort', 'updatedAt'] as const;
export const operatorHelpTopicsQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(HELP_TOPIC_SORTS),
  q: titleSearchQuery,
});
export type OperatorHelpTopicsQuery = z.infer<typeof operatorHelpTopicsQuerySchema>;
export const operatorHelpTopicsPageSchema = operatorPageSchema(operatorHelpTopicSchema);
export type OperatorHelpTopicsPage = z.infer<typeof operatorHelpTopicsPageSchema>;

export const helpArticleTranslationSchema = z.strictObject({
  title: contentTitle(255),
  /** HTML; cleaned on the server like announcements. */
  content: z.string().max(HELP_ARTICLE_CONTENT_MAX),
});
export type HelpArticleTranslation = z.infer<typeof helpArticleTranslationSchema>;

export const helpArticleInputSchema = z.strictObject({
  topicId: z.number().int().min(1).max(2_147_483_647),
  enabled: z.boolean(),
  translations: translationsOf(helpArticleTranslationSchema),
  updatedAt: expectedUpdatedAt,
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const operatorHelpArticleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  topicId: z.number().int(),
  enabled: z.boolean(),
  /** Place within its topic, first shown first. */
  sort: z.number().int(),
  translations: z.partialRecord(
    languageKeySchema,
    z.object({ title: z.string(), content: z.string() }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorHelpArticle = z.infer<typeof operatorHelpArticleSchema>;

export const HELP_ARTICLE_SORTS = ['sort', 'updatedAt'] as const;
export const operatorHelpArticlesQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(HELP_ARTICLE_SORTS),
  topicId: contentIdSchema.optional(),
  q: titleSearchQuery,
});
export type OperatorHelpArticlesQuery = z.infer<typeof operatorHelpArticlesQuerySchema>;
export const operatorHelpArticlesPageSchema = operatorPageSchema(operatorHelpArticleSchema);
export type OperatorHelpArticlesPage = z.infer<typeof operatorHelpArticlesPageSchema>;
