import type { Language } from '@portal/shared/constants/languages';
import type { BannerSeed } from '../src/db/seeds/content/banners.js';
import type { Texts } from '../src/db/seeds/seed-types.js';

type CtaKind = 'learnMore' | 'claimNow' | 'getTheApp' | 'redeem' | 'playNow';

/** The button drawn on clickable banners, in every interface language. */
const CTA_LABELS: Record<CtaKind, Texts> = {
  learnMore: {
    EN: 'LEARN MORE',
    CN: '了解更多',
    MY: 'KETAHUI LEBIH LANJUT',
    VI: 'TÌM HIỂU THÊM',
    TH: 'ดูเพิ่มเติม',
    ID: 'SELENGKAPNYA',
    JA: '詳しく見る',
    TY: '了解更多',
    ES: 'MÁS INFORMACIÓN',
  },
  claimNow: {
    EN: 'CLAIM NOW',
    CN: '立即领取',
    MY: 'TUNTUT SEKARANG',
    VI: 'NHẬN NGAY',
    TH: 'รับเลย',
    ID: 'KLAIM SEKARANG',
    JA: '今すぐ受け取る',
    TY: '立即領取',
    ES: 'RECLAMAR YA',
  },
  getTheApp: {
    EN: 'GET THE APP',
    CN: '下载 App',
    MY: 'DAPATKAN APLIKASI',
    VI: 'TẢI ỨNG DỤNG',
    TH: 'ดาวน์โหลดแอป',
    ID: 'UNDUH APLIKASI',
    JA: 'アプリを入手',
    TY: '下載 App',
    ES: 'DESCARGA LA APP',
  },
  redeem: {
    EN: 'REDEEM',
    CN: '立即兑换',
    MY: 'TEBUS',
    VI: 'ĐỔI THƯỞNG',
    TH: 'แลกรางวัล',
    ID: 'TUKARKAN',
    JA: '交換する',
    TY: '立即兌換',
    ES: 'CANJEAR',
  },
  playNow: {
    EN: 'PLAY NOW',
    CN: '立即游戏',
    MY: 'MAIN SEKARANG',
    VI: 'CHƠI NGAY',
    TH: 'เล่นเลย',
    ID: 'MAIN SEKARANG',
    JA: '今すぐプレイ',
    TY: '立即遊戲',
    ES: 'JUGAR YA',
  },
};

function ctaKind(banner: BannerSeed): CtaKind {
  if (banner.linkageType === 'URL') return 'learnMore';
  if (banner.linkageType === 'PROMOTION') return 'claimNow';
  if (banner.group === 'download') return 'getTheApp';
  return banner.group === 'shop' ? 'redeem' : 'playNow';
}

export function ctaLabel(banner: BannerSeed, language: Language): string {
  return CTA_LABELS[ctaKind(banner)][language];
}
