import type { Insertable } from 'kysely';
import { nowIso } from '../time.js';
import type { PointRewardsTable } from '../../engagement/points/points.tables.js';
import type { SeedDb, Texts } from './seed-types.js';

/** Points per 10.00 (1,000 minor units) of valid turnover, per game category. */
const RATES: Record<string, number> = {
  RNG: 5,
  LIVE: 2,
  SPORTS: 5,
  FISH: 5,
  PVP: 2,
  LOTT: 3,
  ELOTT: 3,
};

const RULES: Texts = {
  EN: 'Earn points on every settled bet at the rate of its game category. Points never expire. Redeem them for rewards or convert them to cash in your main wallet.',
  CN: '每笔已结算的投注按其游戏类别的比例赚取积分。积分永不过期，可兑换奖品或转换为主钱包现金。',
  TY: '每筆已結算的投注按其遊戲類別的比例賺取積分。積分永不過期，可兌換獎品或轉換為主錢包現金。',
  MY: 'Kumpul mata bagi setiap pertaruhan yang selesai mengikut kadar kategori permainannya. Mata tidak pernah luput. Tebus untuk ganjaran atau tukar kepada tunai dalam dompet utama.',
  ID: 'Kumpulkan poin dari setiap taruhan yang selesai sesuai tarif kategori permainannya. Poin tidak pernah kedaluwarsa. Tukarkan dengan hadiah atau uang tunai di dompet utama.',
  VI: 'Tích điểm cho mỗi cược đã kết toán theo tỷ lệ của loại trò chơi. Điểm không bao giờ hết hạn. Đổi lấy phần thưởng hoặc quy đổi thành tiền trong ví chính.',
  TH: 'สะสมคะแนนจากทุกเดิมพันที่ชำระแล้วตามอัตราของประเภทเกม คะแนนไม่มีวันหมดอายุ แลกเป็นรางวัลหรือแปลงเป็นเงินสดในกระเป๋าหลักได้',
  JA: '精算済みのベットごとに、ゲームカテゴリのレートでポイントが貯まります。ポイントに有効期限はありません。特典と交換するか、メインウォレットの現金に換金できます。',
  KO: '정산된 모든 베팅에서 게임 카테고리별 비율에 따라 포인트가 적립됩니다. 포인트는 소멸되지 않습니다. 보상으로 교환하거나 메인 지갑의 현금으로 전환하세요.',
  HI: 'हर सेटल बेट पर उसकी गेम श्रेणी की दर से पॉइंट्स कमाएं। पॉइंट्स कभी खत्म नहीं होते। इन्हें रिवॉर्ड के लिए एक्सचेंज करें या अपने मुख्य वॉलेट में कैश में बदलें।',
  BN: 'প্রতিটি নিষ্পত্তি হওয়া বাজিতে তার গেম বিভাগের রেট অনুযায়ী পয়েন্ট আয় করুন। পয়েন্টের মেয়াদ কখনো শেষ হয় না। রিওয়ার্ডের জন্য রিডিম করুন বা মেইন ওয়ালেটে ক্যাশে রূপান্তর করুন।',
  KM: 'ទទួលពិន្ទុពីរាល់ការភ្នាល់ដែលបានទូទាត់ តាមអត្រានៃប្រភេទហ្គេមរបស់វា។ ពិន្ទុមិនដែលផុតកំណត់ទេ។ ប្តូរវាជារង្វាន់ ឬប្តូរជាសាច់ប្រាក់ចូលកាបូបមេរបស់អ្នក។',
  LO: 'ຮັບຄະແນນຈາກທຸກເດີມພັນທີ່ຄິດໄລ່ແລ້ວ ຕາມອັດຕາຂອງປະເພດເກມ. ຄະແນນບໍ່ມີວັນໝົດອາຍຸ. ແລກເປັນລາງວັນ ຫຼື ແລກເປັນເງິນສົດເຂົ້າກະເປົາຫຼັກ.',
  MM: 'ရှင်းပြီးသော လောင်းကြေးတိုင်းအပေါ် ၎င်း၏ ဂိမ်းအမျိုးအစားနှုန်းဖြင့် ပွိုင့်ရယူပါ။ ပွိုင့်များ သက်တမ်းမကုန်ပါ။ ဆုလာဘ်များနှင့် လဲလှယ်ပါ သို့မဟုတ် ပင်မပိုက်ဆံအိတ်ထဲ ငွေသားအဖြစ် ပြောင်းပါ။',
  PT: 'Ganhe pontos em cada aposta liquidada, na taxa da categoria do jogo. Os pontos nunca expiram. Troque-os por recompensas ou converta-os em dinheiro na sua carteira principal.',
  ES: 'Gana puntos con cada apuesta liquidada según la tasa de la categoría de su juego. Los puntos nunca vencen. Canjéalos por recompensas o conviértelos en efectivo en tu billetera principal.',
};

type SeedReward = Omit<
  Insertable<PointRewardsTable>,
  'names' | 'descriptions' | 'created_at' | 'updated_at'
> & { names: Texts };

const REWARDS: SeedReward[] = [
  {
    type: 'cash',
    names: {
      EN: '10.00 cash',
      CN: '10.00 现金',
      TY: '10.00 現金',
      MY: 'Tunai 10.00',
      ID: 'Uang tunai 10.00',
      VI: '10.00 tiền mặt',
      TH: 'เงินสด 10.00',
      JA: '現金 10.00',
      KO: '현금 10.00',
      HI: '10.00 कैश',
      BN: '10.00 ক্যাশ',
      KM: 'សាច់ប្រាក់ 10.00',
      LO: 'ເງິນສົດ 10.00',
      MM: 'ငွေသား 10.00',
      PT: '10.00 em dinheiro',
      ES: '10.00 en efectivo',
    },
    image_url: null,
    points: 900n,
    amount: 1_000n,
    stock: null,
    per_member_limit: null,
    sort_order: 1,
  },
  {
    type: 'bonus',
    names: {
      EN: '50.00 bonus (3x turnover)',
      CN: '50.00 红利（3 倍流水）',
      TY: '50.00 紅利（3 倍流水）',
      MY: 'Bonus 50.00 (pusing ganti 3x)',
      ID: 'Bonus 50.00 (turnover 3x)',
      VI: 'Tiền thưởng 50.00 (doanh thu 3 lần)',
      TH: 'โบนัส 50.00 (ยอดเทิร์น 3 เท่า)',
      JA: 'ボーナス 50.00（ターンオーバー 3 倍）',
      KO: '보너스 50.00 (롤링 3배)',
      HI: '50.00 बोनस (3x टर्नओवर)',
      BN: '50.00 বোনাস (3x টার্নওভার)',
      KM: 'បូនុស 50.00 (ចំនួនភ្នាល់ 3x)',
      LO: 'ໂບນັດ 50.00 (ເທີນໂອເວີ 3x)',
      MM: 'ဘောနပ်စ် 50.00 (လောင်းကြေးလည်ပတ်မှု 3x)',
      PT: 'Bônus de 50.00 (rollover de 3x)',
      ES: 'Bono de 50.00 (rollover 3x)',
    },
    image_url: null,
    points: 3_000n,
    amount: 5_000n,
    turnover_multiple: 3,
    bonus_expiry_days: 7,
    requirement_kind: 'deposit',
    requirement_amount: 10_000n,
    stock: null,
    per_member_limit: 3,
    sort_order: 2,
  },
  {
    type: 'physical',
    names: {
      EN: 'Team jersey',
      CN: '球队球衣',
      TY: '球隊球衣',
      MY: 'Jersi pasukan',
      ID: 'Jersey tim',
      VI: 'Áo đấu đội bóng',
      TH: 'เสื้อทีม',
      JA: 'チームジャージ',
      KO: '팀 유니폼',
      HI: 'टीम जर्सी',
      BN: 'টিম জার্সি',
      KM: 'អាវក្រុមបាល់ទាត់',
      LO: 'ເສື້ອທີມ',
      MM: 'အသင်း ဂျာစီ',
      PT: 'Camisa do time',
      ES: 'Camiseta del equipo',
    },
    image_url: null,
    points: 20_000n,
    stock: 20,
    per_member_limit: 1,
    sort_order: 3,
  },
  {
    type: 'physical',
    names: {
      EN: 'Wireless earbuds',
      CN: '无线耳机',
      TY: '無線耳機',
      MY: 'Fon telinga tanpa wayar',
      ID: 'Earbud nirkabel',
      VI: 'Tai nghe không dây',
      TH: 'หูฟังไร้สาย',
      JA: 'ワイヤレスイヤホン',
      KO: '무선 이어폰',
      HI: 'वायरलेस ईयरबड्स',
      BN: 'ওয়্যারলেস ইয়ারবাড',
      KM: 'កាសឥតខ្សែ',
      LO: 'ຫູຟັງໄຮ້ສາຍ',
      MM: 'ကြိုးမဲ့ နားကြပ်',
      PT: 'Fones de ouvido sem fio',
      ES: 'Auriculares inalámbricos',
    },
    image_url: null,
    points: 35_000n,
    stock: 10,
    per_member_limit: 1,
    sort_order: 4,
  },
];

/**
 * The points mall's demo data: earning rates for every category (kept where an operator set
 * one), the rules text while it is empty, and a small catalogue while the catalogue is empty.
 */
export async function seedPoints(db: SeedDb): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('points_earning_rates')
    .values(
      Object.entries(RATES).map(([category, points]) => ({
        category_code: category,
        points: BigInt(points),
        per_amount: 1_000n,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('category_code').doNothing())
    .execute();
  await db
    .updateTable('points_config')
    .set({ rules: JSON.stringify(RULES), updated_at: now })
    .where('id', '=', 1)
    .where('rules', '=', '{}')
    .execute();
  const any = await db.selectFrom('point_rewards').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('point_rewards')
    .values(
      REWARDS.map(({ names, ...reward }) => ({
        ...reward,
        names: JSON.stringify(names),
        descriptions: '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
