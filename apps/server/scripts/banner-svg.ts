import { LANGUAGES, type Language } from '@portal/shared/constants/languages';
import type { BannerSeed } from '../src/db/seeds/content/banners.js';
import { ctaLabel } from './cta-labels.js';
import { emblemFor } from './emblems.js';
import { emWidth, fitFontSize } from './text-fit.js';

const LATIN = ["'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial', "'Noto Sans'"];
const CHINESE_SIMPLIFIED = ["'Noto Sans CJK SC'", "'PingFang SC'", "'Microsoft YaHei'"];
const CHINESE_TRADITIONAL = ["'Noto Sans CJK TC'", "'PingFang TC'", "'Microsoft JhengHei'"];
const JAPANESE = ["'Noto Sans CJK JP'", "'Hiragino Sans'", "'Yu Gothic'"];
const THAI = ["'Noto Sans Thai'", "'Leelawadee UI'"];
const KOREAN = ["'Noto Sans CJK KR'", "'Apple SD Gothic Neo'", "'Malgun Gothic'"];

/** The fonts of the scripts outside CJK and Thai, put right after the Latin ones for their language. */
const SCRIPT_FONTS: Partial<Record<Language, readonly string[]>> = {
  HI: ["'Noto Sans Devanagari'", "'Nirmala UI'", "'Kohinoor Devanagari'", 'Mangal'],
  BN: ["'Noto Sans Bengali'", "'Nirmala UI'", 'Vrinda'],
  KM: ["'Noto Sans Khmer'", "'Khmer OS'", "'Khmer UI'"],
  LO: ["'Noto Sans Lao'", "'Phetsarath OT'", "'Lao UI'"],
  MM: ["'Noto Sans Myanmar'", 'Padauk', "'Myanmar Text'"],
};

/**
 * Latin fonts first, then the fonts of the banner's own script, then fonts that cover CJK and
 * Thai on common devices. The CJK families of the banner's own language come first: Han
 * characters are drawn differently in simplified Chinese, traditional Chinese, Japanese and Korean
 * fonts.
 */
function fontFamily(language: Language): string {
  const cjk =
    language === 'TY'
      ? [...CHINESE_TRADITIONAL, ...CHINESE_SIMPLIFIED, ...JAPANESE]
      : language === 'JA'
        ? [...JAPANESE, ...CHINESE_SIMPLIFIED, ...CHINESE_TRADITIONAL]
        : language === 'KO'
          ? [...KOREAN, ...CHINESE_SIMPLIFIED, ...CHINESE_TRADITIONAL, ...JAPANESE]
          : [...CHINESE_SIMPLIFIED, ...CHINESE_TRADITIONAL, ...JAPANESE];
  const script = SCRIPT_FONTS[language] ?? [];
  return [...LATIN, ...script, ...cjk, ...THAI, 'sans-serif'].join(', ');
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Text starts at x = 240 and must end before the emblem: the widest emblems (lottery balls, slot
 * reels, cards) reach x = 1060, so it ends by x = 1040 and longer lines get a smaller font.
 */
const TEXT_X = 240;
const TEXT_WIDTH = 800;

function ctaButton(banner: BannerSeed, language: Language): string {
  if (!banner.linkageType) return '';
  const label = ctaLabel(banner, language);
  const width = Math.max(220, Math.ceil(emWidth(label) * 26) + 64);
  return `<rect x="${TEXT_X}" y="300" width="${width}" height="60" rx="30" fill="${banner.art.accent}"/>
  <text x="${TEXT_X + width / 2}" y="340" text-anchor="middle" font-size="26" font-weight="700" fill="#111827">${escapeXml(label)}</text>`;
}

/**
 * 1600 x 400 with the text and emblem inside the middle 1280 units: carousels that crop the
 * sides to fill their box (object-fit: cover) still show everything that matters.
 */
export function bannerSvg(banner: BannerSeed, language: Language): string {
  const { from, to, accent } = banner.art;
  const headline = banner.art.headline[language];
  const tagline = banner.art.tagline[language];
  const locale = LANGUAGES[language].locale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400" width="1600" height="400" lang="${locale}" xml:lang="${locale}" font-family="${fontFamily(language)}" role="img" aria-label="${escapeXml(headline)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.5" r="0.45">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="streak" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="400" fill="url(#bg)"/>
  <rect width="1600" height="400" fill="url(#glow)"/>
  <path d="M700 400 L900 0 L980 0 L780 400 Z" fill="url(#streak)"/>
  <path d="M820 400 L1020 0 L1050 0 L850 400 Z" fill="url(#streak)"/>
  <circle cx="1500" cy="40" r="120" fill="${accent}" opacity="0.08"/>
  <circle cx="80" cy="380" r="90" fill="#ffffff" opacity="0.05"/>
  <text x="${TEXT_X}" y="190" font-size="${fitFontSize(headline, 72, TEXT_WIDTH)}" font-weight="800" fill="#ffffff">${escapeXml(headline)}</text>
  <text x="${TEXT_X + 2}" y="250" font-size="${fitFontSize(tagline, 32, TEXT_WIDTH)}" font-weight="500" fill="#ffffff" opacity="0.85">${escapeXml(tagline)}</text>
  ${ctaButton(banner, language)}
  <g transform="translate(1240 200)">${emblemFor(banner.group, accent)}</g>
</svg>
`;
}
