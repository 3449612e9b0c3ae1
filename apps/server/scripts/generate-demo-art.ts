/**
 * Draws the demo artwork into apps/server/assets: one SVG per banner and language (its text is
 * drawn in), the same for promotions without a banner, and one per vendor code.
 * Run after changing the demo banners or vendors:
 *   npx tsx --conditions=source apps/server/scripts/generate-demo-art.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { demoBanners } from '../src/db/seeds/content/banners.js';
import { demoVendors } from '../src/db/seeds/content/games.js';
import { promotionArt } from '../src/db/seeds/content/promotion-art.js';
import { bannerImagePath } from '../src/db/seeds/seed-banners.js';
import { vendorIconPath } from '../src/db/seeds/seed-games.js';
import { bannerSvg, escapeXml } from './banner-svg.js';

const assetsDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../assets');
/** Vendor names are Latin: their icons keep a Latin-only font list. */
const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";

function hue(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : title.slice(0, 2)).toUpperCase();
}

function vendorSvg(vassalage: string, title: string): string {
  const h = hue(vassalage);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" ${FONT} role="img" aria-label="${escapeXml(title)}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h}, 70%, 52%)"/>
      <stop offset="1" stop-color="hsl(${(h + 40) % 360}, 75%, 30%)"/>
    </linearGradient>
  </defs>
  <rect width="160" height="160" rx="32" fill="url(#g)"/>
  <circle cx="80" cy="72" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <text x="80" y="90" text-anchor="middle" font-size="48" font-weight="800" fill="#ffffff">${escapeXml(initials(title))}</text>
  <text x="80" y="140" text-anchor="middle" font-size="14" font-weight="600" fill="#ffffff" opacity="0.9">${escapeXml(title.length > 18 ? `${title.slice(0, 17)}…` : title)}</text>
</svg>
`;
}

function write(relative: string, content: string): void {
  const file = path.join(assetsDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const banner of [...demoBanners, ...promotionArt]) {
  for (const language of LANGUAGE_CODES)
    write(bannerImagePath(banner.code, language), bannerSvg(banner, language));
}
const vendors = new Map<string, string>();
for (const category of GAME_CATEGORIES) {
  for (const vendor of demoVendors[category])
    if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.title);
}
for (const [vassalage, title] of vendors)
  write(vendorIconPath(vassalage), vendorSvg(vassalage, title));
process.stdout.write(
  `Wrote ${demoBanners.length + promotionArt.length} banners in ${LANGUAGE_CODES.length} languages and ${vendors.size} vendor icons to ${assetsDir}\n`,
);
