import type { Language } from '../constants/languages.js';

/**
 * The lottery games' names in each interface language. A province keeps the name printed on its
 * tickets in every language (a place name, decision 033); the North, one game whatever its
 * station, and the fast house draws are named in the member's language.
 */
const NORTH: Readonly<Record<Language, string>> = {
  EN: 'Northern Vietnam',
  CN: '越南北部',
  MY: 'Vietnam Utara',
  VI: 'Miền Bắc',
  TH: 'เวียดนามเหนือ',
  ID: 'Vietnam Utara',
  JA: 'ベトナム北部',
  TY: '越南北部',
  KO: '베트남 북부',
  HI: 'उत्तरी वियतनाम',
  BN: 'উত্তর ভিয়েতনাম',
  KM: 'វៀតណាមខាងជើង',
  LO: 'ຫວຍຫວຽດນາມພາກເໜືອ',
  MM: 'ဗီယက်နမ် မြောက်ပိုင်း',
  PT: 'Norte do Vietnã',
  ES: 'Norte de Vietnam',
};

const FAST: Readonly<Record<Language, (minutes: number) => string>> = {
  EN: (m) => `Fast Lottery ${m} min`,
  CN: (m) => `极速彩 ${m} 分钟`,
  MY: (m) => `Loteri Pantas ${m} minit`,
  VI: (m) => `Xổ số nhanh ${m} phút`,
  TH: (m) => `หวยด่วน ${m} นาที`,
  ID: (m) => `Lotere Cepat ${m} menit`,
  JA: (m) => `スピードくじ ${m}分`,
  TY: (m) => `極速彩 ${m} 分鐘`,
  KO: (m) => `스피드 복권 ${m}분`,
  HI: (m) => `फ़ास्ट लॉटरी ${m} मिनट`,
  BN: (m) => `ফাস্ট লটারি ${m} মিনিট`,
  KM: (m) => `ឆ្នោតរហ័ស ${m} នាទី`,
  LO: (m) => `ຫວຍດ່ວນ ${m} ນາທີ`,
  MM: (m) => `အမြန်ထီ ${m} မိနစ်`,
  PT: (m) => `Loteria Rápida ${m} min`,
  ES: (m) => `Lotería Rápida ${m} min`,
};

const FAST_CODE = /^vnf(\d+)$/;

/**
 * A lottery game's name in `language`: the North and the fast draws translated, a province as
 * `provinceName` (its own name).
 */
export function lotteryGameName(gameCode: string, provinceName: string, language: Language) {
  if (gameCode === 'vn-mb') return NORTH[language];
  const fast = FAST_CODE.exec(gameCode);
  if (fast) return FAST[language](Number(fast[1]));
  return provinceName;
}
