import type { Language } from '@portal/shared/constants/languages';
import type { AnnouncementType } from '@portal/shared/constants/site';
import type {
  AnnouncementInput,
  OperatorAnnouncement,
} from '@portal/shared/schemas/content-operator/announcements';
import { CONTENT_LANGUAGES } from '../kit/languages';
import { fromSiteInput, toSiteInput } from '../kit/site-time';

/** Where the portal shows each type: the marquee and popups on every page, notices on their page. */
export const TYPE_PAGES: Record<AnnouncementType, string> = {
  B: '/',
  PL: '/noticePage',
  PU: '/',
  PR: '/noticePage',
  H: '/',
};

export interface AnnouncementForm {
  type: AnnouncementType;
  platform: AnnouncementInput['platform'];
  /** The popup at entry (execution P) rather than a browsed notice (B). */
  popup: boolean;
  startTime: string;
  endTime: string;
  enabled: boolean;
  sort: number;
  translations: Record<Language, { title: string; content: string }>;
  updatedAt?: string;
}

export function announcementForm(
  announcement?: OperatorAnnouncement,
  now: Date = new Date(),
): AnnouncementForm {
  const translations = Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [code, { title: '', content: '' }]),
  ) as AnnouncementForm['translations'];
  for (const [code, text] of Object.entries(announcement?.translations ?? {})) {
    if (text) translations[code as Language] = { ...text };
  }
  return {
    type: announcement?.type ?? 'B',
    platform: announcement?.platform ?? 'A',
    popup: announcement?.execution === 'P',
    startTime: toSiteInput(announcement?.startTime ?? now.toISOString()),
    endTime: toSiteInput(announcement?.endTime),
    enabled: announcement?.enabled ?? true,
    sort: announcement?.sort ?? 0,
    translations,
    ...(announcement ? { updatedAt: announcement.updatedAt } : {}),
  };
}

/** The call's body: languages with neither a title nor content are left out. */
export function announcementPayload(form: AnnouncementForm): AnnouncementInput {
  const translations: AnnouncementInput['translations'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const text = form.translations[code];
    if (text && (text.title.trim() !== '' || text.content.trim() !== '')) translations[code] = text;
  }
  return {
    type: form.type,
    platform: form.platform,
    execution: form.popup ? 'P' : 'B',
    startTime: fromSiteInput(form.startTime) ?? '',
    endTime: fromSiteInput(form.endTime),
    enabled: form.enabled,
    sort: Number(form.sort),
    translations,
    ...(form.updatedAt ? { updatedAt: form.updatedAt } : {}),
  };
}

export function announcementTitle(item: Pick<OperatorAnnouncement, 'translations'>): string {
  const texts = item.translations;
  return texts.EN?.title || CONTENT_LANGUAGES.map((code) => texts[code]?.title).find(Boolean) || '';
}
