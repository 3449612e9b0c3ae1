import type { Language } from '@portal/shared/constants/languages';
import type { BannerGroup } from '@portal/shared/constants/site';
import type {
  BannerInput,
  BannerLinkageType,
  OperatorBanner,
} from '@portal/shared/schemas/content-operator/banners';
import { CONTENT_LANGUAGES } from '../kit/languages';
import { fromSiteInput, toSiteInput } from '../kit/site-time';

/** The page of the portal whose carousel shows a group (spec section 2). */
export const GROUP_PAGES: Record<BannerGroup, string> = {
  home: '/',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  lottery: '/elott',
  download: '/down',
  promotions: '/promotions',
  shop: '/pointMall',
  help: '/help',
  cockfight: '/sv3',
};

export interface BannerTextForm {
  title: string;
  imagePath: string | null;
  imageUrl: string | null;
}

/** The editor's values: texts of every language (empty ones are left out of the call). */
export interface BannerForm {
  groupName: BannerGroup;
  imagePath: string;
  imageUrl: string | null;
  linkageType: BannerLinkageType | '';
  linkage: string;
  enabled: boolean;
  /** On the site's clock (GMT+8), '' for no bound. */
  startTime: string;
  endTime: string;
  translations: Record<Language, BannerTextForm>;
  updatedAt?: string;
}

const emptyTexts = (): Record<Language, BannerTextForm> =>
  Object.fromEntries(
    CONTENT_LANGUAGES.map((code) => [code, { title: '', imagePath: null, imageUrl: null }]),
  ) as Record<Language, BannerTextForm>;

export function bannerForm(banner?: OperatorBanner, groupName: BannerGroup = 'home'): BannerForm {
  const translations = emptyTexts();
  for (const [code, text] of Object.entries(banner?.translations ?? {})) {
    if (text) translations[code as Language] = { ...text };
  }
  return {
    groupName: banner?.groupName ?? groupName,
    imagePath: banner?.imagePath ?? '',
    imageUrl: banner?.imageUrl ?? null,
    linkageType: banner?.linkageType ?? '',
    linkage: banner?.linkage ?? '',
    enabled: banner?.enabled ?? true,
    startTime: toSiteInput(banner?.startTime),
    endTime: toSiteInput(banner?.endTime),
    translations,
    ...(banner ? { updatedAt: banner.updatedAt } : {}),
  };
}

/** The call's body: languages with neither a title nor art are left out. */
export function bannerPayload(form: BannerForm): BannerInput {
  const translations: BannerInput['translations'] = {};
  for (const code of CONTENT_LANGUAGES) {
    const text = form.translations[code];
    if (text && (text.title.trim() !== '' || text.imagePath)) {
      translations[code] = { title: text.title, imagePath: text.imagePath };
    }
  }
  return {
    groupName: form.groupName,
    imagePath: form.imagePath,
    linkageType: form.linkageType === '' ? null : form.linkageType,
    linkage: form.linkageType === '' ? null : form.linkage,
    enabled: form.enabled,
    startTime: fromSiteInput(form.startTime),
    endTime: fromSiteInput(form.endTime),
    translations,
    ...(form.updatedAt ? { updatedAt: form.updatedAt } : {}),
  };
}

/** A banner's title for lists: EN's, else the first language's. */
export function bannerTitle(banner: Pick<OperatorBanner, 'translations'>): string {
  const texts = banner.translations;
  return (
    texts.EN?.title ||
    CONTENT_LANGUAGES.map((code) => texts[code]?.title).find((title) => title) ||
    ''
  );
}
