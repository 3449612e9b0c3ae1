/**
 * Draws the demo artwork into apps/server/assets: one SVG per banner and per vendor code.
 * Run after changing the demo banners or vendors:
 *   npx tsx --conditions=source apps/server/scripts/generate-demo-art.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { demoBanners, type BannerSeed } from '../src/db/seeds/content/banners.js';
import { demoVendors } from '../src/db/seeds/content/games.js';
import { bannerImagePath } from '../src/db/seeds/seed-banners.js';
import { vendorIconPath } from '../src/db/seeds/seed-games.js';
import { emblemFor } from './emblems.js';

const assetsDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../assets');
const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif\"";

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function ctaLabel(banner: BannerSeed): string {
  if (banner.linkageType === 'URL') return 'LEARN MORE';
  if (banner.linkageType === 'PROMOTION') return 'CLAIM NOW';
  return banner.group === 'download'
    ? 'GET THE APP'
    : banner.group === 'shop'
      ? 'REDEEM'
      : 'PLAY NOW';
}

/**
 * 1600 x 400 with the text and emblem inside the middle 1280 units: carousels that crop the
 * sides to fill their box (object-fit: cover) still show everything that matters.
 */
function bannerSvg(banner: BannerSeed): string {
  const { from, to, accent, headline, tagline } = banner.art;
  const cta = banner.linkageType
    ? `<rect x="240" y="300" width="220" height="60" rx="30" fill="${accent}"/>
  <text x="350" y="340" text-anchor="middle" font-size="26" font-weight="700" fill="#111827">${ctaLabel(banner)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 400" width="1600" height="400" ${FONT} role="img" aria-label="${escape(headline)}">
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
  <text x="240" y="190" font-size="72" font-weight="800" fill="#ffffff">${escape(headline)}</text>
  <text x="242" y="250" font-size="32" font-weight="500" fill="#ffffff" opacity="0.85">${escape(tagline)}</text>
  ${cta}
  <g transform="translate(1240 200)">${emblemFor(banner.group, accent)}</g>
</svg>
`;
}

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
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" ${FONT} role="img" aria-label="${escape(title)}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${h}, 70%, 52%)"/>
      <stop offset="1" stop-color="hsl(${(h + 40) % 360}, 75%, 30%)"/>
    </linearGradient>
  </defs>
  <rect width="160" height="160" rx="32" fill="url(#g)"/>
  <circle cx="80" cy="72" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <text x="80" y="90" text-anchor="middle" font-size="48" font-weight="800" fill="#ffffff">${escape(initials(title))}</text>
  <text x="80" y="140" text-anchor="middle" font-size="14" font-weight="600" fill="#ffffff" opacity="0.9">${escape(title.length > 18 ? `${title.slice(0, 17)}…` : title)}</text>
</svg>
`;
}

function write(relative: string, content: string): void {
  const file = path.join(assetsDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const banner of demoBanners) write(bannerImagePath(banner.code), bannerSvg(banner));
const vendors = new Map<string, string>();
for (const category of GAME_CATEGORIES) {
  for (const vendor of demoVendors[category])
    if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.title);
}
for (const [vassalage, title] of vendors)
  write(vendorIconPath(vassalage), vendorSvg(vassalage, title));
process.stdout.write(
  `Wrote ${demoBanners.length} banners and ${vendors.size} vendor icons to ${assetsDir}\n`,
);
