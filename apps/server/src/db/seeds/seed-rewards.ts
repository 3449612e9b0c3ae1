import { formatCurrency } from '@portal/shared/money';
import type { StoredPrize } from '../../engagement/rewards/reward-tickets.service.js';
import { demoSettings } from './content/settings.js';
import type { SeedDb, Texts } from './seed-types.js';

const label = (texts: Texts): Texts => texts;

const NOTHING: StoredPrize = {
  type: 'nothing',
  labels: label({
    EN: 'Better luck next time',
    CN: '再接再厉',
    TY: '再接再厲',
    MY: 'Cuba lagi lain kali',
    ID: 'Coba lagi lain kali',
    VI: 'Chúc may mắn lần sau',
    TH: 'โชคดีครั้งหน้า',
    JA: '次回に期待',
    KO: '다음 기회에',
    HI: 'अगली बार किस्मत ज़रूर चमकेगी',
    BN: 'পরের বার ভাগ্য ভালো হোক',
    KM: 'សូមសំណាងល្អលើកក្រោយ',
    LO: 'ໂຊກດີຄັ້ງໜ້າ',
    MM: 'နောက်တစ်ကြိမ် ကံကောင်းပါစေ',
    PT: 'Mais sorte na próxima vez',
    ES: 'Suerte para la próxima',
  }),
  amount: null,
  turnoverMultiple: null,
  points: null,
  ticketKind: null,
  weight: 0,
};

/** The demo site's money as its pages write it: "RM 8.00". */
const demoMoney = (amount: number) =>
  formatCurrency(BigInt(amount) * 100n, demoSettings.site.currencySymbol);

const bonus = (amount: number, weight: number): StoredPrize => ({
  type: 'bonus',
  labels: label({
    EN: `${demoMoney(amount)} bonus`,
    CN: `${demoMoney(amount)} 红利`,
    TY: `${demoMoney(amount)} 紅利`,
    MY: `Bonus ${demoMoney(amount)}`,
    ID: `Bonus ${demoMoney(amount)}`,
    VI: `Thưởng ${demoMoney(amount)}`,
    TH: `โบนัส ${demoMoney(amount)}`,
    JA: `${demoMoney(amount)} ボーナス`,
    KO: `보너스 ${demoMoney(amount)}`,
    HI: `${demoMoney(amount)} बोनस`,
    BN: `${demoMoney(amount)} বোনাস`,
    KM: `បូនុស ${demoMoney(amount)}`,
    LO: `ໂບນັດ ${demoMoney(amount)}`,
    MM: `ဘောနပ်စ် ${demoMoney(amount)}`,
    PT: `Bônus de ${demoMoney(amount)}`,
    ES: `Bono de ${demoMoney(amount)}`,
  }),
  amount: String(amount * 100),
  turnoverMultiple: 1,
  points: null,
  ticketKind: null,
  weight,
});

const points = (count: number, weight: number): StoredPrize => ({
  type: 'points',
  labels: label({
    EN: `${count} points`,
    CN: `${count} 积分`,
    TY: `${count} 積分`,
    MY: `${count} mata`,
    ID: `${count} poin`,
    VI: `${count} điểm`,
    TH: `${count} คะแนน`,
    JA: `${count} ポイント`,
    KO: `${count}포인트`,
    HI: `${count} पॉइंट्स`,
    BN: `${count} পয়েন্ট`,
    KM: `${count} ពិន្ទុ`,
    LO: `${count} ຄະແນນ`,
    MM: `${count} ပွိုင့်`,
    PT: `${count} pontos`,
    ES: `${count} puntos`,
  }),
  amount: null,
  turnoverMultiple: null,
  points: count,
  ticketKind: null,
  weight,
});

const wheel: StoredPrize = {
  type: 'ticket',
  labels: label({
    EN: 'A prize wheel spin',
    CN: '一次转盘机会',
    TY: '一次轉盤機會',
    MY: 'Satu putaran roda hadiah',
    ID: 'Satu putaran roda hadiah',
    VI: 'Một lượt quay vòng quay',
    TH: 'หมุนวงล้อรางวัล 1 ครั้ง',
    JA: 'ルーレット1回',
    KO: '행운의 룰렛 1회',
    HI: 'एक प्राइज़ व्हील स्पिन',
    BN: 'একটি প্রাইজ হুইল স্পিন',
    KM: 'បង្វិលកង់រង្វាន់មួយដង',
    LO: 'ໝຸນວົງລໍ້ລາງວັນໜຶ່ງຄັ້ງ',
    MM: 'ဆုလှည့်ဘီး တစ်ကြိမ်',
    PT: 'Um giro na roleta de prêmios',
    ES: 'Un giro de la ruleta de premios',
  }),
  amount: null,
  turnoverMultiple: null,
  points: null,
  ticketKind: 'prize_wheel',
  weight: 10,
};

/** Weights out of 100 per kind: the odds a member reads beside each ticket. */
const TABLES: Record<string, StoredPrize[]> = {
  golden_egg: [bonus(8, 30), points(500, 40), wheel, { ...NOTHING, weight: 20 }],
  red_envelope: [bonus(18, 20), bonus(5, 40), points(200, 40)],
  prize_wheel: [
    bonus(88, 2),
    bonus(8, 18),
    points(888, 10),
    points(100, 40),
    { ...NOTHING, weight: 30 },
  ],
};

/**
 * The reward centre's demo data: a prize table per ticket kind, a golden egg for a member's first
 * deposit and a red envelope for each deposit of 500.00 or more (docs/decisions/029).
 */
export async function seedRewards(db: SeedDb): Promise<void> {
  for (const [kind, prizes] of Object.entries(TABLES)) {
    await db
      .insertInto('ticket_prize_tables')
      .values({ kind, expiry_days: 30, bonus_expiry_days: 7, prizes: JSON.stringify(prizes) })
      .onConflict((conflict) => conflict.column('kind').doNothing())
      .execute();
  }
  const existing = await db.selectFrom('ticket_grant_rules').select('id').limit(1).execute();
  if (existing.length > 0) return;
  await db
    .insertInto('ticket_grant_rules')
    .values([
      {
        trigger: 'first_deposit',
        min_amount: 0n,
        kind: 'golden_egg',
        count: 1,
        active: 1,
        sort_order: 0,
      },
      {
        trigger: 'deposit_over',
        min_amount: 50_000n,
        kind: 'red_envelope',
        count: 1,
        active: 1,
        sort_order: 1,
      },
    ])
    .execute();
}
