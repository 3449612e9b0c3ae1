import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/shared/constants/languages';
import { useTranslation } from 'react-i18next';
import type { LocalizedText, OperatorSiteSettings } from '@portal/shared/schemas/site-settings';
import { api } from '../../api/client';
import { useToast } from '../../components/ui/toast';
import { CONTENT_LANGUAGES } from '../content/kit/languages';

/** One site call read as a query (settings, modules, maintenance, region). */
export function useSiteQuery<T>(path: string) {
  return useQuery({
    queryKey: ['operator', path],
    queryFn: ({ signal }) => api<T>(path, { signal }),
  });
}

/** Puts a call's answer in place of the query's, so the screen shows what was saved. */
export function useStoreAnswer() {
  const client = useQueryClient();
  return <T>(path: string, value: T) => client.setQueryData(['operator', path], value);
}

/** A text per language as a form edits it: every language, '' where there is none. */
export function localizedForm(text: LocalizedText | undefined): Record<Language, string> {
  const map: Partial<Record<Language, string>> =
    typeof text === 'string' ? { EN: text } : { ...(text ?? {}) };
  return Object.fromEntries(CONTENT_LANGUAGES.map((code) => [code, map[code] ?? ''])) as Record<
    Language,
    string
  >;
}

/** The stored form of a text per language: the languages written, or nothing. */
export function localizedValue(form: Record<Language, string>): LocalizedText | undefined {
  const map: Partial<Record<Language, string>> = {};
  for (const code of CONTENT_LANGUAGES) {
    const text = form[code]?.trim();
    if (text) map[code] = text;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** A list edited one item a line (ranges, CDN origins, licences). */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Saves one setting of /site/settings and shows the settings the server answers. */
export function useSaveSetting() {
  const { t } = useTranslation('site');
  const toast = useToast();
  const store = useStoreAnswer();
  return async (key: string, body: unknown) => {
    const path = '/site/settings';
    const next = await api<OperatorSiteSettings>(`${path}/${key}`, { method: 'PUT', body });
    store(path, next);
    toast(t('saved'));
    return next;
  };
}
