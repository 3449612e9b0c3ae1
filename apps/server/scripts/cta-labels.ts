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
    KO: '자세히 보기',
    HI: 'और जानें',
    BN: 'আরও জানুন',
    KM: 'ស្វែងយល់បន្ថែម',
    LO: 'ເບິ່ງເພີ່ມເຕີມ',
    MM: 'ပိုမိုသိရှိရန်',
    PT: 'SAIBA MAIS',
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
    KO: '지금 받기',
    HI: 'अभी क्लेम करें',
    BN: 'এখনই ক্লেইম করুন',
    KM: 'ទាមទារឥឡូវនេះ',
    LO: 'ຮັບເລີຍ',
    MM: 'ယခုရယူပါ',
    PT: 'RESGATE JÁ',
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
    KO: '앱 받기',
    HI: 'ऐप पाएं',
    BN: 'অ্যাপটি নিন',
    KM: 'ទាញយកកម្មវិធី',
    LO: 'ດາວໂຫຼດແອັບ',
    MM: 'အက်ပ်ရယူပါ',
    PT: 'BAIXE O APP',
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
    KO: '교환하기',
    HI: 'रिडीम करें',
    BN: 'রিডিম করুন',
    KM: 'ប្តូរយក',
    LO: 'ແລກເລີຍ',
    MM: 'လဲလှယ်ပါ',
    PT: 'TROCAR',
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
    KO: '지금 플레이',
    HI: 'अभी खेलें',
    BN: 'এখনই খেলুন',
    KM: 'លេងឥឡូវនេះ',
    LO: 'ຫຼິ້ນເລີຍ',
    MM: 'ယခုကစားပါ',
    PT: 'JOGUE AGORA',
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
