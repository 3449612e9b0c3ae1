import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared/constants/languages';
import { api } from '../../api/client';
import type { Page } from '../../api/lists';
import type { ListState } from '../../components/data-table/list-state';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import {
  LanguagePicker as SharedLanguagePicker,
  type LanguagePickerProps,
} from '../../components/form/language-picker';

/** A call whose answer is the whole list (`{ list }`), cached under the operator key. */
export function useWhole<T>(path: string) {
  return useQuery({
    queryKey: ['operator', path],
    queryFn: ({ signal }) => api<{ list: T[] }>(path, { signal }),
  });
}

/** A whole list shown by the DataTable, paged here (lists of a few dozen rows). */
export function usePagedWhole<T>(
  query: UseQueryResult<{ list: T[] }>,
  list: ListState,
): UseQueryResult<Page<T>> {
  const all = query.data?.list;
  const page = useMemo<Page<T> | undefined>(
    () =>
      all && {
        list: all.slice((list.page - 1) * list.pageSize, list.page * list.pageSize),
        page: list.page,
        pageSize: list.pageSize,
        total: all.length,
      },
    [all, list.page, list.pageSize],
  );
  return { ...query, data: page } as UseQueryResult<Page<T>>;
}

/** An item's text in the console's language when it has one, else EN's, else the first. */
export function textOf(texts: Partial<Record<Language, string>>, language: string): string {
  const code: Language = language.startsWith('zh') ? 'CN' : 'EN';
  return texts[code] || texts.EN || Object.values(texts).find(Boolean) || '';
}

/** Texts per portal language, labelled for this feature. */
export function LanguagePicker(props: Omit<LanguagePickerProps, 'label'>) {
  const { t } = useTranslation('engagement');
  return <SharedLanguagePicker label={t('form.languages')} {...props} />;
}

/** Keeps the languages with text (trimmed). */
export function filledTexts(texts: Partial<Record<Language, string>>) {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([code, text]) => [code, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  ) as Partial<Record<Language, string>>;
}

/** A number typed in a field: empty is null. */
export const numberOrNull = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);

type Texts = Partial<Record<Language, string>>;

/**
 * A name and a description in each portal language (a reward of the mall, a mission): the
 * language buttons, then the chosen language's two fields.
 */
export function NamesByLanguage({
  names,
  descriptions,
  onChange,
  nameLabel,
  descriptionLabel,
}: {
  names: Texts;
  descriptions: Texts;
  onChange: (change: { names: Texts } | { descriptions: Texts }) => void;
  nameLabel: (language: Language) => string;
  descriptionLabel: (language: Language) => string;
}) {
  return (
    <LanguagePicker filled={(code) => Boolean(names[code]?.trim())}>
      {(code) => (
        <>
          <Field label={nameLabel(code)}>
            {(props) => (
              <TextInput
                {...props}
                value={names[code] ?? ''}
                onChange={(event) => onChange({ names: { ...names, [code]: event.target.value } })}
              />
            )}
          </Field>
          <Field label={descriptionLabel(code)}>
            {(props) => (
              <TextArea
                {...props}
                rows={2}
                value={descriptions[code] ?? ''}
                onChange={(event) =>
                  onChange({ descriptions: { ...descriptions, [code]: event.target.value } })
                }
              />
            )}
          </Field>
        </>
      )}
    </LanguagePicker>
  );
}
