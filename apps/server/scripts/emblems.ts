import type { BannerGroup } from '@portal/shared/constants/site';

/** A simple drawing per banner group, centred on (0, 0), about 260 units across. */
export function emblemFor(group: BannerGroup, accent: string): string {
  const line = (color: string) => `stroke="${color}" stroke-width="10" fill="none"`;
  const stroke = line(accent);
  switch (group) {
    case 'home':
    case 'promotions':
      return `<circle r="120" fill="${accent}" opacity="0.9"/><circle r="96" ${line('#ffffff')} opacity="0.6"/>
        <text y="34" text-anchor="middle" font-size="96" font-weight="800" fill="#1f2937">RM</text>`;
    case 'rng':
      return `<rect x="-170" y="-90" width="340" height="180" rx="28" fill="#ffffff" opacity="0.12"/>
        ${[-110, 0, 110].map((x) => `<rect x="${x - 48}" y="-70" width="96" height="140" rx="16" fill="#ffffff"/><text x="${x}" y="40" text-anchor="middle" font-size="110" font-weight="900" fill="${accent === '#ffffff' ? '#111827' : '#b45309'}">7</text>`).join('')}`;
    case 'live':
    case 'pvp':
      return `<g transform="rotate(-14)"><rect x="-150" y="-110" width="150" height="210" rx="18" fill="#ffffff"/><text x="-75" y="20" text-anchor="middle" font-size="96" fill="#111827">&#9824;</text></g>
        <g transform="rotate(12)"><rect x="0" y="-110" width="150" height="210" rx="18" fill="#ffffff"/><text x="75" y="20" text-anchor="middle" font-size="96" fill="#dc2626">&#9829;</text></g>`;
    case 'fish':
      return `<ellipse cx="-20" rx="120" ry="70" fill="${accent}"/><path d="M90 0 L170 -70 L170 70 Z" fill="${accent}"/>
        <circle cx="-80" cy="-15" r="14" fill="#0f172a"/><path d="M-40 -60 Q0 0 -40 60" ${line('#0f172a')} opacity="0.4"/>`;
    case 'sports':
    case 'esports':
      return `<circle r="120" fill="#ffffff"/><path d="M0 -44 L42 -14 L26 36 L-26 36 L-42 -14 Z" fill="#111827"/>
        <path d="M0 -44 L0 -120 M42 -14 L112 -38 M26 36 L70 98 M-26 36 L-70 98 M-42 -14 L-112 -38" stroke="#111827" stroke-width="8"/>`;
    case 'lottery':
      return [
        [-110, 20, '08'],
        [0, -40, '21'],
        [110, 20, '35'],
      ]
        .map(
          ([x, y, n]) =>
            `<circle cx="${x}" cy="${y}" r="70" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="52" ${stroke}/><text x="${x}" y="${Number(y) + 20}" text-anchor="middle" font-size="56" font-weight="800" fill="#111827">${n}</text>`,
        )
        .join('');
    case 'download':
      return `<rect x="-80" y="-140" width="160" height="280" rx="28" fill="#0f172a" stroke="#ffffff" stroke-width="8"/>
        <rect x="-62" y="-110" width="124" height="200" rx="10" fill="${accent}"/><circle cy="116" r="10" fill="#ffffff"/>
        <path d="M0 -70 L0 30 M-36 -6 L0 30 L36 -6" stroke="#0f172a" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    case 'shop':
      return `<rect x="-120" y="-40" width="240" height="160" rx="14" fill="${accent}"/><rect x="-140" y="-80" width="280" height="56" rx="12" fill="#ffffff"/>
        <rect x="-18" y="-80" width="36" height="200" fill="#dc2626"/><path d="M0 -80 C -60 -160 -120 -90 0 -80 C 120 -90 60 -160 0 -80" fill="#dc2626"/>`;
    case 'help':
      return `<path d="M0 -140 L120 -90 L120 10 C120 90 60 130 0 150 C-60 130 -120 90 -120 10 L-120 -90 Z" fill="${accent}"/>
        <path d="M-50 0 L-12 40 L60 -40" stroke="#065f46" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'cockfight':
      return `<path d="M-100 -110 L100 -110 L90 -20 C80 40 40 60 0 60 C-40 60 -80 40 -90 -20 Z" fill="${accent}"/>
        <rect x="-16" y="60" width="32" height="50" fill="${accent}"/><rect x="-70" y="108" width="140" height="26" rx="8" fill="${accent}"/>
        <path d="M-100 -80 C-160 -80 -160 0 -92 0 M100 -80 C160 -80 160 0 92 0" ${stroke}/>`;
  }
}
