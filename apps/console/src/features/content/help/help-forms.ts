import type { Language } from '@portal/shared/constants/languages';
import type {
  HelpArticleInput,
  HelpTopicInput,
  OperatorHelpArticle,
  OperatorHelpTopic,
} from '@portal/shared/schemas/content-operator/help';
import { CONTENT_LANGUAGES } from '../kit/languages';

export interface TopicForm {
  enabled: boolean;
  translations: Record<Language, { title: string }>;
  updatedAt?: string;
}

export function topicForm(topic?: OperatorHelpTopic): TopicForm {
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [code, { title: topic?.translations[code]?.title ?? '' }]),
  ) as TopicForm['translations'];
  return {
    enabled: topic?.enabled ?? true,
    translations,
    ...(topic ? { updatedAt: topic.updatedAt } : {}),
  };
}

export function topicPayload(form: TopicForm): HelpTopicInput {
  const translations: HelpTopicInput['translations'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const title = form.translations[code]?.title ?? '';
    if (title.trim() !== '') translations[code] = { title };
  }
  return {
    enabled: form.enabled,
    translations,
    ...(form.updatedAt ? { updatedAt: form.updatedAt } : {}),
  };
}

export interface ArticleForm {
  topicId: number;
  enabled: boolean;
  translations: Record<Language, { title: string; content: string }>;
  updatedAt?: string;
}

export function articleForm(article?: OperatorHelpArticle, topicId = 0): ArticleForm {
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [
      code,
      {
        title: article?.translations[code]?.title ?? '',
        content: article?.translations[code]?.content ?? '',
      },
    ]),
  ) as ArticleForm['translations'];
  return {
    topicId: article?.topicId ?? topicId,
    enabled: article?.enabled ?? true,
    translations,
    ...(article ? { updatedAt: article.updatedAt } : {}),
  };
}

export function articlePayload(form: ArticleForm): HelpArticleInput {
  const translations: HelpArticleInput['translations'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const text = form.translations[code];
    if (text && (text.title.trim() !== '' || text.content.trim() !== '')) translations[code] = text;
  }
  return {
    topicId: Number(form.topicId),
    enabled: form.enabled,
    translations,
    ...(form.updatedAt ? { updatedAt: form.updatedAt } : {}),
  };
}
