import type { Language } from '@portal/shared/constants/languages';
import type {
  BonusRules,
  PromotionBadge,
  PromotionEligibility,
  PromotionTerms,
  PromotionType,
} from '@portal/shared/schemas/promotions';
import type { RichText } from '../rich-text.js';

export interface PromotionText {
  title: string;
  summary: string;
  content: RichText;
}

export interface PromotionSeed {
  /** The banners' PROMOTION linkage, lower-cased. */
  code: string;
  type: PromotionType;
  badge: PromotionBadge | null;
  sortOrder: number;
  terms: PromotionTerms;
  eligibility: PromotionEligibility;
  bonus: BonusRules;
  /** The art drawn as the promotion's image: a banner's, or its own (promotion-art.ts). */
  bannerCode: string | null;
  texts: Record<Language, PromotionText>;
}

/**
 * The demo promotions: the ones the home, sports, fishing and site banners advertise, an
 * application with a Zalo id, a lucky draw and a VIP rebate. Amounts in the demo currency (MYR).
 */
export const demoPromotions: PromotionSeed[] = [
  {
    code: 'promo-welcome-100',
    type: 'welcome',
    badge: 'hot',
    sortOrder: 10,
    terms: {
      kind: 'deposit_match',
      percent: 100,
      capAmount: 1000,
      minDeposit: 50,
      turnoverMultiple: 8,
    },
    eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 30, weights: { LIVE: 50, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'home-welcome',
    texts: {
      EN: {
        title: '100% Welcome Bonus',
        summary: 'Double your first deposit, up to RM 1,000.00.',
        content: {
          lead: 'Choose this bonus on the deposit page and we match your <strong>first deposit 100%</strong>, up to RM 1,000.00.',
          points: [
            'Minimum deposit RM 50.00.',
            'Turnover: 8 times your deposit plus the bonus, within 30 days.',
            'Slots, fishing, sports and card games count in full; live casino counts half; lottery does not count.',
            'The bonus waits in your bonus wallet and moves to your main wallet once the turnover is met.',
            'Withdrawals open once the turnover is met, or when you give the bonus up in Bonus details.',
          ],
        },
      },
      CN: {
        title: '100% 首存欢迎奖金',
        summary: '首存翻倍，最高可得 RM 1,000.00。',
        content: {
          lead: '在存款页面选择此优惠，即可获得<strong>首存 100% 奖金</strong>，最高 RM 1,000.00。',
          points: [
            '最低存款 RM 50.00。',
            '流水要求：存款加奖金的 8 倍，须在 30 天内完成。',
            '电子游戏、捕鱼、体育和棋牌全额计入流水；真人娱乐按一半计入；彩票不计入。',
            '奖金先存放在红利钱包，完成流水后即转入主钱包。',
            '完成流水后即可提款；也可在“红利明细”中放弃该奖金后提款。',
          ],
        },
      },
      MY: {
        title: 'Bonus Alu-aluan 100%',
        summary: 'Gandakan deposit pertama anda, sehingga RM 1,000.00.',
        content: {
          lead: 'Pilih bonus ini di halaman deposit dan kami padankan <strong>100% deposit pertama</strong> anda, sehingga RM 1,000.00.',
          points: [
            'Deposit minimum RM 50.00.',
            'Pusing ganti: 8 kali jumlah deposit dan bonus, dalam tempoh 30 hari.',
            'Slot, memancing, sukan dan permainan kad dikira sepenuhnya; kasino langsung dikira separuh; loteri tidak dikira.',
            'Bonus disimpan dalam dompet bonus dan dipindahkan ke dompet utama sebaik sahaja pusing ganti dicapai.',
            'Pengeluaran boleh dibuat sebaik sahaja pusing ganti dicapai, atau selepas anda melepaskan bonus di Butiran bonus.',
          ],
        },
      },
      VI: {
        title: 'Thưởng chào mừng 100%',
        summary: 'Nhân đôi lần nạp đầu tiên, tối đa RM 1,000.00.',
        content: {
          lead: 'Chọn ưu đãi này tại trang nạp tiền, bạn sẽ được thưởng thêm <strong>100% lần nạp đầu tiên</strong>, tối đa RM 1,000.00.',
          points: [
            'Nạp tối thiểu RM 50.00.',
            'Vòng cược: 8 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 30 ngày.',
            'Nổ hũ, bắn cá, thể thao và game bài được tính toàn bộ; casino trực tiếp chỉ tính một nửa; xổ số không được tính.',
            'Tiền thưởng được giữ trong ví thưởng và chuyển sang ví chính khi bạn hoàn thành vòng cược.',
            'Bạn có thể rút tiền sau khi hoàn thành vòng cược, hoặc sau khi từ bỏ tiền thưởng tại mục Chi tiết tiền thưởng.',
          ],
        },
      },
      TH: {
        title: 'โบนัสต้อนรับ 100%',
        summary: 'ฝากครั้งแรกรับเพิ่มเท่าตัว สูงสุด RM 1,000.00',
        content: {
          lead: 'เลือกโบนัสนี้ที่หน้าฝากเงิน รับโบนัส <strong>100% จากยอดฝากครั้งแรก</strong> สูงสุด RM 1,000.00',
          points: [
            'ฝากขั้นต่ำ RM 50.00',
            'ทำเทิร์นโอเวอร์ 8 เท่าของยอดฝากรวมโบนัส ภายใน 30 วัน',
            'สล็อต ยิงปลา กีฬา และเกมไพ่ นับยอดเต็ม คาสิโนสดนับครึ่งหนึ่ง ส่วนหวยไม่นับยอด',
            'โบนัสจะพักอยู่ในกระเป๋าโบนัส และโอนเข้ากระเป๋าหลักเมื่อทำเทิร์นโอเวอร์ครบ',
            'ถอนเงินได้เมื่อทำเทิร์นโอเวอร์ครบ หรือเมื่อยกเลิกโบนัสในหน้ารายละเอียดโบนัส',
          ],
        },
      },
      ID: {
        title: 'Bonus Sambutan 100%',
        summary: 'Gandakan deposit pertama Anda, hingga RM 1,000.00.',
        content: {
          lead: 'Pilih bonus ini di halaman deposit dan dapatkan <strong>bonus 100% dari deposit pertama</strong> Anda, maksimal RM 1,000.00.',
          points: [
            'Minimal deposit RM 50.00.',
            'Turnover: 8 kali jumlah deposit ditambah bonus, dalam 30 hari.',
            'Slot, tembak ikan, olahraga, dan permainan kartu dihitung penuh; kasino langsung dihitung setengah; lotere tidak dihitung.',
            'Bonus disimpan di dompet bonus dan dipindahkan ke dompet utama setelah turnover terpenuhi.',
            'Penarikan dapat dilakukan setelah turnover terpenuhi, atau setelah Anda membatalkan bonus di menu Rincian bonus.',
          ],
        },
      },
      JA: {
        title: '100% ウェルカムボーナス',
        summary: '初回入金額が倍に。最大 RM 1,000.00 まで。',
        content: {
          lead: '入金ページでこのボーナスを選択すると、<strong>初回入金額の 100%</strong> を最大 RM 1,000.00 までボーナスとして付与します。',
          points: [
            '最低入金額は RM 50.00 です。',
            '賭け条件：入金額とボーナスの合計の 8 倍を 30 日以内に達成してください。',
            'スロット・フィッシング・スポーツ・カードゲームはベット額の全額、ライブカジノは半分が賭け条件にカウントされます。宝くじはカウントされません。',
            'ボーナスはボーナスウォレットに保留され、賭け条件の達成後にメインウォレットへ移動します。',
            '出金は賭け条件を達成した後、または「ボーナス明細」でボーナスを放棄した後に可能になります。',
          ],
        },
      },
      TY: {
        title: '100% 首存歡迎獎金',
        summary: '首存翻倍，最高可得 RM 1,000.00。',
        content: {
          lead: '於存款頁面選擇此優惠，即可享<strong>首存 100% 獎金</strong>，最高 RM 1,000.00。',
          points: [
            '最低存款 RM 50.00。',
            '流水要求：存款加獎金的 8 倍，須於 30 天內完成。',
            '電子遊戲、捕魚、體育及棋牌全額計入流水；真人娛樂以一半計入；彩票不計入。',
            '獎金會先存放於紅利錢包，完成流水後即轉入主錢包。',
            '完成流水後即可提款；亦可於「紅利明細」中放棄該獎金後提款。',
          ],
        },
      },
      ES: {
        title: 'Bono de bienvenida del 100%',
        summary: 'Duplica tu primer depósito, hasta RM 1,000.00.',
        content: {
          lead: 'Elige este bono en la página de depósito y igualamos tu <strong>primer depósito al 100%</strong>, hasta RM 1,000.00.',
          points: [
            'Depósito mínimo de RM 50.00.',
            'Rollover: 8 veces tu depósito más el bono, en un plazo de 30 días.',
            'Tragamonedas, pesca, deportes y juegos de cartas cuentan al 100%; el casino en vivo cuenta la mitad; la lotería no cuenta.',
            'El bono espera en tu billetera de bonos y pasa a tu billetera principal cuando se cumple el rollover.',
            'Los retiros se habilitan cuando se cumple el rollover o cuando renuncias al bono en Detalles de bonos.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-weekly-reload',
    type: 'reload',
    badge: 'new',
    sortOrder: 20,
    terms: {
      kind: 'deposit_match',
      percent: 30,
      capAmount: 300,
      minDeposit: 100,
      turnoverMultiple: 5,
    },
    eligibility: { newMembersOnly: false, frequency: 'weekly', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: { LIVE: 50, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'promotions-weekly',
    texts: {
      EN: {
        title: 'Weekly Reload Bonus 30%',
        summary: '30% on one deposit every week, up to RM 300.00.',
        content: {
          lead: 'Once a week (weeks start on Monday, GMT+8) we add <strong>30%</strong> to the deposit you choose it with, up to RM 300.00.',
          points: [
            'Minimum deposit RM 100.00.',
            'Turnover: 5 times your deposit plus the bonus, within 7 days.',
            'Live casino counts half; lottery does not count.',
          ],
        },
      },
      CN: {
        title: '每周充值奖金 30%',
        summary: '每周一笔存款加赠 30%，最高 RM 300.00。',
        content: {
          lead: '每周可享一次（每周以 GMT+8 时间周一起算）：存款时选择此优惠，即为该笔存款加赠 <strong>30%</strong>，最高 RM 300.00。',
          points: [
            '最低存款 RM 100.00。',
            '流水要求：存款加奖金的 5 倍，须在 7 天内完成。',
            '真人娱乐按一半计入流水；彩票不计入。',
          ],
        },
      },
      MY: {
        title: 'Bonus Tambah Nilai Mingguan 30%',
        summary: 'Bonus 30% untuk satu deposit setiap minggu, sehingga RM 300.00.',
        content: {
          lead: 'Seminggu sekali (minggu bermula hari Isnin, GMT+8), pilih bonus ini semasa deposit dan kami tambah <strong>30%</strong> kepada deposit tersebut, sehingga RM 300.00.',
          points: [
            'Deposit minimum RM 100.00.',
            'Pusing ganti: 5 kali jumlah deposit dan bonus, dalam tempoh 7 hari.',
            'Kasino langsung dikira separuh; loteri tidak dikira.',
          ],
        },
      },
      VI: {
        title: 'Thưởng nạp lại hằng tuần 30%',
        summary: 'Thưởng 30% cho một lần nạp mỗi tuần, tối đa RM 300.00.',
        content: {
          lead: 'Mỗi tuần một lần (tuần bắt đầu từ thứ Hai, GMT+8), chọn ưu đãi này khi nạp tiền để nhận thêm <strong>30%</strong> số tiền nạp, tối đa RM 300.00.',
          points: [
            'Nạp tối thiểu RM 100.00.',
            'Vòng cược: 5 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 7 ngày.',
            'Casino trực tiếp chỉ tính một nửa; xổ số không được tính.',
          ],
        },
      },
      TH: {
        title: 'โบนัสเติมเงินรายสัปดาห์ 30%',
        summary: 'รับเพิ่ม 30% จากยอดฝากสัปดาห์ละครั้ง สูงสุด RM 300.00',
        content: {
          lead: 'สัปดาห์ละครั้ง (สัปดาห์เริ่มวันจันทร์ ตามเวลา GMT+8) เลือกโบนัสนี้ตอนฝากเงิน รับเพิ่ม <strong>30%</strong> จากยอดฝากนั้น สูงสุด RM 300.00',
          points: [
            'ฝากขั้นต่ำ RM 100.00',
            'ทำเทิร์นโอเวอร์ 5 เท่าของยอดฝากรวมโบนัส ภายใน 7 วัน',
            'คาสิโนสดนับครึ่งหนึ่ง ส่วนหวยไม่นับยอด',
          ],
        },
      },
      ID: {
        title: 'Bonus Isi Ulang Mingguan 30%',
        summary: 'Bonus 30% untuk satu deposit setiap minggu, hingga RM 300.00.',
        content: {
          lead: 'Seminggu sekali (minggu dimulai hari Senin, GMT+8), pilih bonus ini saat deposit dan dapatkan tambahan <strong>30%</strong> dari deposit tersebut, maksimal RM 300.00.',
          points: [
            'Minimal deposit RM 100.00.',
            'Turnover: 5 kali jumlah deposit ditambah bonus, dalam 7 hari.',
            'Kasino langsung dihitung setengah; lotere tidak dihitung.',
          ],
        },
      },
      JA: {
        title: '毎週リロードボーナス 30%',
        summary: '週に一度の入金に 30% ボーナス、最大 RM 300.00。',
        content: {
          lead: '週に一度（週は GMT+8 の月曜日から始まります）、入金時にこのボーナスを選択すると、その入金額の <strong>30%</strong> を最大 RM 300.00 まで上乗せします。',
          points: [
            '最低入金額は RM 100.00 です。',
            '賭け条件：入金額とボーナスの合計の 5 倍を 7 日以内に達成してください。',
            'ライブカジノはベット額の半分がカウントされます。宝くじはカウントされません。',
          ],
        },
      },
      TY: {
        title: '每週儲值獎金 30%',
        summary: '每週一筆存款加贈 30%，最高 RM 300.00。',
        content: {
          lead: '每週可享一次（每週以 GMT+8 時間週一起算）：存款時選擇此優惠，即為該筆存款加贈 <strong>30%</strong>，最高 RM 300.00。',
          points: [
            '最低存款 RM 100.00。',
            '流水要求：存款加獎金的 5 倍，須於 7 天內完成。',
            '真人娛樂以一半計入流水；彩票不計入。',
          ],
        },
      },
      ES: {
        title: 'Bono de recarga semanal del 30%',
        summary: '30% en un depósito cada semana, hasta RM 300.00.',
        content: {
          lead: 'Una vez por semana (las semanas empiezan el lunes, GMT+8) añadimos un <strong>30%</strong> al depósito con el que lo elijas, hasta RM 300.00.',
          points: [
            'Depósito mínimo de RM 100.00.',
            'Rollover: 5 veces tu depósito más el bono, en un plazo de 7 días.',
            'El casino en vivo cuenta la mitad; la lotería no cuenta.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-sports-cashback',
    type: 'cashback',
    badge: 'hot',
    sortOrder: 30,
    terms: {
      kind: 'cashback',
      basis: 'net_loss',
      rates: { SPORTS: 5 },
      minPayout: 1,
      capAmount: 500,
      turnoverMultiple: 1,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: {} },
    bannerCode: 'sports-derby',
    texts: {
      EN: {
        title: 'Derby Day Cashback',
        summary: '5% of your daily net loss on sports, back every morning.',
        content: {
          lead: 'Join once and every morning at 08:00 (GMT+8) we pay <strong>5% of the previous day’s net loss</strong> on sports as a bonus, up to RM 500.00 a day.',
          points: [
            'Net loss is your settled sports stakes minus what they paid out that day.',
            'Cashback under RM 1.00 is not paid.',
            'Turnover: 1 time the cashback, within 7 days.',
          ],
        },
      },
      CN: {
        title: '德比日返现',
        summary: '体育每日净输额返现 5%，每天早上到账。',
        content: {
          lead: '只需报名一次，每天早上 08:00（GMT+8）即以奖金形式返还<strong>前一天体育净输额的 5%</strong>，每天最高 RM 500.00。',
          points: [
            '净输额为当天已结算的体育投注本金减去其派彩金额。',
            '返现不足 RM 1.00 时不予发放。',
            '流水要求：返现金额的 1 倍，须在 7 天内完成。',
          ],
        },
      },
      MY: {
        title: 'Pulangan Tunai Hari Derby',
        summary: '5% daripada kerugian bersih harian sukan anda, dikreditkan semula setiap pagi.',
        content: {
          lead: 'Sertai sekali sahaja dan setiap pagi jam 08:00 (GMT+8) kami bayar <strong>5% daripada kerugian bersih hari sebelumnya</strong> untuk sukan sebagai bonus, sehingga RM 500.00 sehari.',
          points: [
            'Kerugian bersih ialah jumlah taruhan sukan yang telah diselesaikan ditolak bayaran kemenangannya pada hari tersebut.',
            'Pulangan tunai di bawah RM 1.00 tidak dibayar.',
            'Pusing ganti: 1 kali jumlah pulangan tunai, dalam tempoh 7 hari.',
          ],
        },
      },
      VI: {
        title: 'Hoàn tiền ngày Derby',
        summary: 'Hoàn 5% số tiền thua ròng thể thao mỗi ngày, trả vào mỗi sáng.',
        content: {
          lead: 'Chỉ cần tham gia một lần, mỗi sáng lúc 08:00 (GMT+8) chúng tôi sẽ hoàn <strong>5% số tiền thua ròng của ngày hôm trước</strong> ở thể thao dưới dạng tiền thưởng, tối đa RM 500.00 mỗi ngày.',
          points: [
            'Thua ròng là tổng tiền cược thể thao đã kết toán trừ đi số tiền trả thưởng của các cược đó trong ngày.',
            'Khoản hoàn tiền dưới RM 1.00 sẽ không được trả.',
            'Vòng cược: 1 lần số tiền hoàn, hoàn thành trong 7 ngày.',
          ],
        },
      },
      TH: {
        title: 'เงินคืนวันดาร์บี้',
        summary: 'รับคืน 5% จากยอดเสียสุทธิกีฬารายวัน โอนให้ทุกเช้า',
        content: {
          lead: 'สมัครเพียงครั้งเดียว ทุกเช้าเวลา 08:00 (GMT+8) เราจะคืน <strong>5% ของยอดเสียสุทธิเมื่อวาน</strong> จากกีฬาเป็นโบนัส สูงสุด RM 500.00 ต่อวัน',
          points: [
            'ยอดเสียสุทธิคือยอดเดิมพันกีฬาที่ตัดสินผลแล้ว หักด้วยยอดเงินที่ได้รับจากเดิมพันเหล่านั้นในวันนั้น',
            'เงินคืนที่ต่ำกว่า RM 1.00 จะไม่ถูกจ่าย',
            'ทำเทิร์นโอเวอร์ 1 เท่าของยอดเงินคืน ภายใน 7 วัน',
          ],
        },
      },
      ID: {
        title: 'Cashback Hari Derby',
        summary: '5% dari kekalahan bersih harian Anda di olahraga, dikembalikan setiap pagi.',
        content: {
          lead: 'Cukup daftar sekali, dan setiap pagi pukul 08:00 (GMT+8) kami bayarkan <strong>5% dari kekalahan bersih hari sebelumnya</strong> di olahraga sebagai bonus, maksimal RM 500.00 per hari.',
          points: [
            'Kekalahan bersih adalah total taruhan olahraga yang sudah diselesaikan dikurangi kemenangan yang dibayarkan dari taruhan tersebut pada hari itu.',
            'Cashback di bawah RM 1.00 tidak dibayarkan.',
            'Turnover: 1 kali jumlah cashback, dalam 7 hari.',
          ],
        },
      },
      JA: {
        title: 'ダービーデー キャッシュバック',
        summary: '前日のスポーツ純損失の 5% を毎朝キャッシュバック。',
        content: {
          lead: '一度エントリーするだけで、毎朝 08:00（GMT+8）に<strong>前日のスポーツ純損失の 5%</strong> をボーナスとしてお支払いします（日額上限 RM 500.00）。',
          points: [
            '純損失とは、その日に確定したスポーツのベット額から、それらのベットの払戻額を差し引いた金額です。',
            'キャッシュバックが RM 1.00 未満の場合は支払われません。',
            '賭け条件：キャッシュバック額の 1 倍を 7 日以内に達成してください。',
          ],
        },
      },
      TY: {
        title: '德比日返現',
        summary: '體育每日淨輸額返現 5%，每天早上到帳。',
        content: {
          lead: '只需報名一次，每天早上 08:00（GMT+8）即以獎金形式返還<strong>前一天體育淨輸額的 5%</strong>，每天最高 RM 500.00。',
          points: [
            '淨輸額為當天已結算的體育投注本金減去其派彩金額。',
            '返現不足 RM 1.00 時不予發放。',
            '流水要求：返現金額的 1 倍，須於 7 天內完成。',
          ],
        },
      },
      ES: {
        title: 'Reembolso Día de Derbi',
        summary: 'El 5% de tu pérdida neta diaria en deportes, de vuelta cada mañana.',
        content: {
          lead: 'Inscríbete una vez y cada mañana a las 08:00 (GMT+8) te pagamos como bono el <strong>5% de la pérdida neta del día anterior</strong> en deportes, hasta RM 500.00 al día.',
          points: [
            'La pérdida neta es lo que apostaste en deportes y se liquidó, menos lo que pagaron esas apuestas ese día.',
            'No se pagan reembolsos inferiores a RM 1.00.',
            'Rollover: 1 vez el reembolso, en un plazo de 7 días.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-fish-10',
    type: 'reload',
    badge: null,
    sortOrder: 40,
    terms: {
      kind: 'deposit_match',
      percent: 10,
      capAmount: 200,
      minDeposit: 30,
      turnoverMultiple: 5,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 0 },
    bonus: { expiryDays: 7, weights: { RNG: 0, LIVE: 0, SPORTS: 0, PVP: 0, LOTT: 0, ELOTT: 0 } },
    bannerCode: 'fish-reef',
    texts: {
      EN: {
        title: 'Reef Hunter Bonus',
        summary: '10% extra on every deposit you play on fishing games.',
        content: {
          lead: 'Choose it with any deposit of RM 30.00 or more and get <strong>10% extra</strong>, up to RM 200.00.',
          points: [
            'Only fishing games count towards the turnover: 5 times your deposit plus the bonus, within 7 days.',
            'Take it again with your next deposit once the last one is done.',
          ],
        },
      },
      CN: {
        title: '珊瑚猎手奖金',
        summary: '每笔用来玩捕鱼游戏的存款，均可额外获得 10%。',
        content: {
          lead: '任意一笔 RM 30.00 或以上的存款选择此优惠，即可<strong>额外获得 10%</strong>，最高 RM 200.00。',
          points: [
            '仅捕鱼游戏计入流水：存款加奖金的 5 倍，须在 7 天内完成。',
            '上一笔奖金完成后，下次存款可再次领取。',
          ],
        },
      },
      MY: {
        title: 'Bonus Pemburu Terumbu',
        summary: 'Tambahan 10% untuk setiap deposit yang anda mainkan dalam permainan memancing.',
        content: {
          lead: 'Pilih bonus ini dengan sebarang deposit RM 30.00 atau lebih dan dapatkan <strong>tambahan 10%</strong>, sehingga RM 200.00.',
          points: [
            'Hanya permainan memancing dikira untuk pusing ganti: 5 kali jumlah deposit dan bonus, dalam tempoh 7 hari.',
            'Tuntut semula dengan deposit seterusnya sebaik sahaja bonus sebelumnya selesai.',
          ],
        },
      },
      VI: {
        title: 'Thưởng thợ săn rạn san hô',
        summary: 'Thêm 10% cho mỗi lần nạp để chơi bắn cá.',
        content: {
          lead: 'Chọn ưu đãi này với bất kỳ lần nạp nào từ RM 30.00 trở lên để nhận <strong>thêm 10%</strong>, tối đa RM 200.00.',
          points: [
            'Chỉ game bắn cá được tính vào vòng cược: 5 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 7 ngày.',
            'Sau khi hoàn tất lần thưởng trước, bạn có thể nhận lại ở lần nạp tiếp theo.',
          ],
        },
      },
      TH: {
        title: 'โบนัสนักล่าแนวปะการัง',
        summary: 'รับเพิ่ม 10% ทุกยอดฝากที่นำไปเล่นเกมยิงปลา',
        content: {
          lead: 'เลือกโบนัสนี้กับยอดฝากตั้งแต่ RM 30.00 ขึ้นไป รับ<strong>เพิ่ม 10%</strong> สูงสุด RM 200.00',
          points: [
            'นับเทิร์นโอเวอร์เฉพาะเกมยิงปลาเท่านั้น โดยต้องทำ 5 เท่าของยอดฝากรวมโบนัส ภายใน 7 วัน',
            'เมื่อโบนัสครั้งก่อนเสร็จสิ้นแล้ว รับได้อีกครั้งกับยอดฝากถัดไป',
          ],
        },
      },
      ID: {
        title: 'Bonus Pemburu Karang',
        summary: 'Ekstra 10% untuk setiap deposit yang Anda mainkan di tembak ikan.',
        content: {
          lead: 'Pilih bonus ini untuk deposit mulai RM 30.00 dan dapatkan <strong>ekstra 10%</strong>, maksimal RM 200.00.',
          points: [
            'Hanya permainan tembak ikan yang dihitung untuk turnover: 5 kali jumlah deposit ditambah bonus, dalam 7 hari.',
            'Klaim lagi pada deposit berikutnya setelah bonus sebelumnya selesai.',
          ],
        },
      },
      JA: {
        title: 'リーフハンターボーナス',
        summary: 'フィッシングゲームで遊ぶ入金ごとに 10% を上乗せ。',
        content: {
          lead: 'RM 30.00 以上の入金時にこのボーナスを選択すると、<strong>10% を上乗せ</strong>します（最大 RM 200.00）。',
          points: [
            '賭け条件にカウントされるのはフィッシングゲームのみです。入金額とボーナスの合計の 5 倍を 7 日以内に達成してください。',
            '前回のボーナスが完了すれば、次回の入金時に再度受け取れます。',
          ],
        },
      },
      TY: {
        title: '珊瑚獵手獎金',
        summary: '每筆用來玩捕魚遊戲的存款，皆可加贈 10%。',
        content: {
          lead: '任一筆 RM 30.00 或以上的存款選擇此優惠，即可<strong>加贈 10%</strong>，最高 RM 200.00。',
          points: [
            '僅捕魚遊戲計入流水：存款加獎金的 5 倍，須於 7 天內完成。',
            '上一筆獎金完成後，下次存款即可再次領取。',
          ],
        },
      },
      ES: {
        title: 'Bono Cazador del Arrecife',
        summary: '10% extra en cada depósito que juegues en juegos de pesca.',
        content: {
          lead: 'Elígelo con cualquier depósito de RM 30.00 o más y recibe un <strong>10% extra</strong>, hasta RM 200.00.',
          points: [
            'Solo los juegos de pesca cuentan para el rollover: 5 veces tu depósito más el bono, en un plazo de 7 días.',
            'Vuelve a tomarlo con tu próximo depósito cuando hayas terminado el anterior.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-zalo-reward',
    type: 'event',
    badge: 'limited',
    sortOrder: 50,
    terms: { kind: 'application', maxAmount: 131, turnoverMultiple: 1, contactRequired: true },
    eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 14, weights: {} },
    bannerCode: 'promo-zalo-reward',
    texts: {
      EN: {
        title: 'Zalo Friend Reward up to RM 131.00',
        summary: 'Add our Zalo or WhatsApp, send a screenshot, get up to RM 131.00.',
        content: {
          lead: 'Add our official account on Zalo or WhatsApp, then apply here with your ID and a <strong>screenshot of the chat</strong>.',
          points: [
            'Customer service checks each application and approves a reward of up to RM 131.00.',
            'PNG or JPG screenshots, at most 3, each up to 5 MB; a remark of up to 140 characters.',
            'Turnover: 1 time the reward, within 14 days. Once per member.',
          ],
        },
      },
      CN: {
        title: 'Zalo 加好友奖励，最高 RM 131.00',
        summary: '添加我们的 Zalo 或 WhatsApp 并发送截图，即可领取最高 RM 131.00。',
        content: {
          lead: '在 Zalo 或 WhatsApp 上添加我们的官方账号，然后在此提交您的 ID 和<strong>聊天截图</strong>进行申请。',
          points: [
            '客服将逐一审核申请，通过后发放最高 RM 131.00 的奖励。',
            '截图支持 PNG 或 JPG 格式，最多 3 张，每张不超过 5 MB；备注最多 140 个字符。',
            '流水要求：奖励金额的 1 倍，须在 14 天内完成。每位会员限领一次。',
          ],
        },
      },
      MY: {
        title: 'Ganjaran Rakan Zalo sehingga RM 131.00',
        summary:
          'Tambah Zalo atau WhatsApp kami, hantar tangkapan skrin, dapatkan sehingga RM 131.00.',
        content: {
          lead: 'Tambah akaun rasmi kami di Zalo atau WhatsApp, kemudian mohon di sini dengan ID anda dan <strong>tangkapan skrin perbualan</strong>.',
          points: [
            'Khidmat pelanggan akan menyemak setiap permohonan dan meluluskan ganjaran sehingga RM 131.00.',
            'Tangkapan skrin PNG atau JPG, maksimum 3 keping, setiap satu sehingga 5 MB; catatan sehingga 140 aksara.',
            'Pusing ganti: 1 kali jumlah ganjaran, dalam tempoh 14 hari. Sekali bagi setiap ahli.',
          ],
        },
      },
      VI: {
        title: 'Kết bạn Zalo nhận thưởng đến RM 131.00',
        summary: 'Kết bạn Zalo hoặc WhatsApp, gửi ảnh chụp màn hình, nhận thưởng đến RM 131.00.',
        content: {
          lead: 'Kết bạn với tài khoản chính thức của chúng tôi trên Zalo hoặc WhatsApp, sau đó đăng ký tại đây kèm ID của bạn và <strong>ảnh chụp màn hình cuộc trò chuyện</strong>.',
          points: [
            'Bộ phận chăm sóc khách hàng sẽ xét duyệt từng đơn và duyệt thưởng tối đa RM 131.00.',
            'Ảnh chụp màn hình định dạng PNG hoặc JPG, tối đa 3 ảnh, mỗi ảnh không quá 5 MB; ghi chú tối đa 140 ký tự.',
            'Vòng cược: 1 lần tiền thưởng, hoàn thành trong 14 ngày. Mỗi thành viên chỉ được nhận một lần.',
          ],
        },
      },
      TH: {
        title: 'รางวัลแอดเพื่อน Zalo สูงสุด RM 131.00',
        summary: 'แอด Zalo หรือ WhatsApp ของเรา ส่งภาพหน้าจอ รับสูงสุด RM 131.00',
        content: {
          lead: 'เพิ่มเพื่อนบัญชีทางการของเราใน Zalo หรือ WhatsApp จากนั้นสมัครที่นี่พร้อม ID ของคุณและ<strong>ภาพหน้าจอแชท</strong>',
          points: [
            'ฝ่ายบริการลูกค้าจะตรวจสอบคำขอแต่ละรายการ และอนุมัติรางวัลสูงสุด RM 131.00',
            'ภาพหน้าจอเป็นไฟล์ PNG หรือ JPG ไม่เกิน 3 ภาพ ภาพละไม่เกิน 5 MB และหมายเหตุไม่เกิน 140 ตัวอักษร',
            'ทำเทิร์นโอเวอร์ 1 เท่าของรางวัล ภายใน 14 วัน จำกัดสมาชิกละหนึ่งครั้ง',
          ],
        },
      },
      ID: {
        title: 'Hadiah Teman Zalo hingga RM 131.00',
        summary:
          'Tambahkan Zalo atau WhatsApp kami, kirim tangkapan layar, dapatkan hingga RM 131.00.',
        content: {
          lead: 'Tambahkan akun resmi kami di Zalo atau WhatsApp, lalu ajukan klaim di sini dengan ID Anda dan <strong>tangkapan layar obrolan</strong>.',
          points: [
            'Layanan pelanggan memeriksa setiap pengajuan dan menyetujui hadiah hingga RM 131.00.',
            'Tangkapan layar PNG atau JPG, maksimal 3, masing-masing hingga 5 MB; catatan maksimal 140 karakter.',
            'Turnover: 1 kali jumlah hadiah, dalam 14 hari. Satu kali per member.',
          ],
        },
      },
      JA: {
        title: 'Zalo 友だち追加で最大 RM 131.00 の特典',
        summary:
          '公式 Zalo または WhatsApp を追加してスクリーンショットを送ると、最大 RM 131.00 をプレゼント。',
        content: {
          lead: 'Zalo または WhatsApp で公式アカウントを追加し、ご自身の ID と<strong>チャットのスクリーンショット</strong>を添えてこちらから申請してください。',
          points: [
            'カスタマーサービスが申請を一件ずつ確認し、最大 RM 131.00 の特典を承認します。',
            'スクリーンショットは PNG または JPG 形式で最大 3 枚、各 5 MB まで。備考は 140 文字までです。',
            '賭け条件：特典額の 1 倍を 14 日以内に達成してください。お一人様一回限りです。',
          ],
        },
      },
      TY: {
        title: 'Zalo 加好友獎勵，最高 RM 131.00',
        summary: '加入我們的 Zalo 或 WhatsApp 並傳送截圖，即可領取最高 RM 131.00。',
        content: {
          lead: '於 Zalo 或 WhatsApp 加入我們的官方帳號，再於此提交您的 ID 與<strong>聊天截圖</strong>進行申請。',
          points: [
            '客服將逐一審核申請，核准後發放最高 RM 131.00 的獎勵。',
            '截圖限 PNG 或 JPG 格式，最多 3 張，每張不超過 5 MB；備註最多 140 個字元。',
            '流水要求：獎勵金額的 1 倍，須於 14 天內完成。每位會員限領一次。',
          ],
        },
      },
      ES: {
        title: 'Recompensa Amigo de Zalo de hasta RM 131.00',
        summary: 'Agrega nuestro Zalo o WhatsApp, envía una captura y recibe hasta RM 131.00.',
        content: {
          lead: 'Agrega nuestra cuenta oficial en Zalo o WhatsApp y luego solicítalo aquí con tu ID y una <strong>captura de pantalla del chat</strong>.',
          points: [
            'Atención al cliente revisa cada solicitud y aprueba una recompensa de hasta RM 131.00.',
            'Capturas PNG o JPG, 3 como máximo, de hasta 5 MB cada una; una observación de hasta 140 caracteres.',
            'Rollover: 1 vez la recompensa, en un plazo de 14 días. Una vez por miembro.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-lucky-draw',
    type: 'event',
    badge: 'new',
    sortOrder: 60,
    terms: { kind: 'raffle', turnoverMultiple: 1 },
    eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
    bonus: { expiryDays: 14, weights: {} },
    bannerCode: 'promo-lucky-draw',
    texts: {
      EN: {
        title: 'Monthly Lucky Draw',
        summary: 'Join the draw; winners claim their prize here.',
        content: {
          lead: 'Join to enter this month’s draw. Winners are told in their message centre and <strong>claim the prize on this page</strong>.',
          points: [
            'A prize is claimed once and arrives as a bonus with 1 time turnover, within 14 days.',
            'Winners are drawn by customer service at the end of the month.',
          ],
        },
      },
      CN: {
        title: '每月幸运抽奖',
        summary: '报名参加抽奖，中奖者可在此领取奖品。',
        content: {
          lead: '报名即可参加本月抽奖。中奖者将收到站内消息通知，并可<strong>在本页面领取奖品</strong>。',
          points: [
            '奖品仅可领取一次，以奖金形式发放，流水要求为 1 倍，须在 14 天内完成。',
            '中奖者由客服于月底抽出。',
          ],
        },
      },
      MY: {
        title: 'Cabutan Bertuah Bulanan',
        summary: 'Sertai cabutan; pemenang menuntut hadiah mereka di sini.',
        content: {
          lead: 'Daftar untuk menyertai cabutan bulan ini. Pemenang akan dimaklumkan melalui peti mesej dan <strong>menuntut hadiah di halaman ini</strong>.',
          points: [
            'Hadiah hanya boleh dituntut sekali dan dikreditkan sebagai bonus dengan pusing ganti 1 kali, dalam tempoh 14 hari.',
            'Pemenang dicabut oleh khidmat pelanggan pada hujung bulan.',
          ],
        },
      },
      VI: {
        title: 'Quay thưởng may mắn hằng tháng',
        summary: 'Tham gia quay thưởng; người trúng giải nhận giải tại đây.',
        content: {
          lead: 'Tham gia để có tên trong đợt quay thưởng tháng này. Người trúng giải sẽ được thông báo qua hộp thư và <strong>nhận giải ngay tại trang này</strong>.',
          points: [
            'Mỗi giải chỉ nhận một lần, được trả dưới dạng tiền thưởng với vòng cược 1 lần, hoàn thành trong 14 ngày.',
            'Bộ phận chăm sóc khách hàng sẽ quay chọn người trúng giải vào cuối tháng.',
          ],
        },
      },
      TH: {
        title: 'ลุ้นโชครายเดือน',
        summary: 'ร่วมลุ้นรางวัล ผู้โชคดีรับรางวัลได้ที่นี่',
        content: {
          lead: 'เข้าร่วมเพื่อลุ้นรางวัลประจำเดือนนี้ ผู้โชคดีจะได้รับแจ้งทางกล่องข้อความ และ<strong>รับรางวัลได้ที่หน้านี้</strong>',
          points: [
            'รับรางวัลได้ครั้งเดียว โดยจะได้รับเป็นโบนัสที่ต้องทำเทิร์นโอเวอร์ 1 เท่า ภายใน 14 วัน',
            'ฝ่ายบริการลูกค้าจะจับรางวัลหาผู้โชคดีในช่วงสิ้นเดือน',
          ],
        },
      },
      ID: {
        title: 'Undian Berhadiah Bulanan',
        summary: 'Ikuti undian; pemenang mengklaim hadiahnya di sini.',
        content: {
          lead: 'Bergabunglah untuk ikut undian bulan ini. Pemenang akan diberi tahu lewat kotak pesan dan <strong>mengklaim hadiah di halaman ini</strong>.',
          points: [
            'Hadiah hanya dapat diklaim sekali dan diberikan sebagai bonus dengan turnover 1 kali, dalam 14 hari.',
            'Pemenang diundi oleh layanan pelanggan di akhir bulan.',
          ],
        },
      },
      JA: {
        title: '毎月のラッキードロー',
        summary: '抽選に参加しよう。当選者はこちらで賞品を受け取れます。',
        content: {
          lead: 'エントリーすると今月の抽選に参加できます。当選者にはメッセージでお知らせしますので、<strong>このページで賞品を受け取って</strong>ください。',
          points: [
            '賞品の受け取りは一度のみで、ボーナスとして付与されます（賭け条件 1 倍、14 日以内）。',
            '当選者は月末にカスタマーサービスが抽選で決定します。',
          ],
        },
      },
      TY: {
        title: '每月幸運抽獎',
        summary: '報名參加抽獎，得獎者可於此領取獎品。',
        content: {
          lead: '報名即可參加本月抽獎。得獎者將收到站內訊息通知，並可<strong>於本頁面領取獎品</strong>。',
          points: [
            '獎品僅可領取一次，以獎金形式發放，流水要求為 1 倍，須於 14 天內完成。',
            '得獎者由客服於月底抽出。',
          ],
        },
      },
      ES: {
        title: 'Sorteo mensual',
        summary: 'Participa en el sorteo; los ganadores reclaman su premio aquí.',
        content: {
          lead: 'Inscríbete para participar en el sorteo de este mes. Los ganadores reciben un aviso en su centro de mensajes y <strong>reclaman el premio en esta página</strong>.',
          points: [
            'Un premio se reclama una sola vez y llega como bono con rollover de 1 vez, en un plazo de 14 días.',
            'Atención al cliente sortea a los ganadores a fin de mes.',
          ],
        },
      },
    },
  },
  {
    code: 'promo-vip-rebate',
    type: 'vip',
    badge: 'vip',
    sortOrder: 70,
    terms: {
      kind: 'cashback',
      basis: 'valid_turnover',
      rates: { RNG: 0.5, FISH: 0.5, LIVE: 0.4, SPORTS: 0.5, PVP: 0.3 },
      minPayout: 1,
      capAmount: 2000,
      turnoverMultiple: 0,
    },
    eligibility: { newMembersOnly: false, frequency: 'unlimited', minVipRank: 3 },
    bonus: { expiryDays: 7, weights: {} },
    bannerCode: 'promo-vip-rebate',
    texts: {
      EN: {
        title: 'VIP Daily Rebate',
        summary: 'Up to 0.5% of your valid bets back every day, straight to your wallet.',
        content: {
          lead: 'For VIP rank 3 and above: every morning we pay a rebate on the <strong>previous day’s valid bets</strong>, with no turnover to play.',
          points: [
            'Slots, fishing and sports 0.5%; live casino 0.4%; card games 0.3%.',
            'Up to RM 2,000.00 a day; rebates under RM 1.00 are not paid.',
          ],
        },
      },
      CN: {
        title: 'VIP 每日返水',
        summary: '每天返还最高 0.5% 的有效投注，直接到账钱包。',
        content: {
          lead: 'VIP 3 级及以上会员专享：每天早上按<strong>前一天的有效投注</strong>发放返水，无需流水。',
          points: [
            '电子游戏、捕鱼、体育 0.5%；真人娱乐 0.4%；棋牌 0.3%。',
            '每天最高 RM 2,000.00；返水不足 RM 1.00 时不予发放。',
          ],
        },
      },
      MY: {
        title: 'Rebat Harian VIP',
        summary:
          'Sehingga 0.5% daripada taruhan sah anda dikembalikan setiap hari, terus ke dompet.',
        content: {
          lead: 'Untuk VIP tahap 3 dan ke atas: setiap pagi kami bayar rebat atas <strong>taruhan sah hari sebelumnya</strong>, tanpa pusing ganti.',
          points: [
            'Slot, memancing dan sukan 0.5%; kasino langsung 0.4%; permainan kad 0.3%.',
            'Sehingga RM 2,000.00 sehari; rebat di bawah RM 1.00 tidak dibayar.',
          ],
        },
      },
      VI: {
        title: 'Hoàn trả VIP hằng ngày',
        summary: 'Hoàn trả đến 0.5% tiền cược hợp lệ mỗi ngày, cộng thẳng vào ví.',
        content: {
          lead: 'Dành cho VIP cấp 3 trở lên: mỗi sáng chúng tôi hoàn trả theo <strong>tiền cược hợp lệ của ngày hôm trước</strong>, không yêu cầu vòng cược.',
          points: [
            'Nổ hũ, bắn cá và thể thao 0.5%; casino trực tiếp 0.4%; game bài 0.3%.',
            'Tối đa RM 2,000.00 mỗi ngày; khoản hoàn trả dưới RM 1.00 sẽ không được trả.',
          ],
        },
      },
      TH: {
        title: 'VIP คืนยอดเล่นรายวัน',
        summary: 'รับคืนสูงสุด 0.5% จากยอดเดิมพันที่ถูกต้องทุกวัน เข้ากระเป๋าทันที',
        content: {
          lead: 'สำหรับ VIP ระดับ 3 ขึ้นไป: ทุกเช้าเราจะจ่ายเงินคืนจาก<strong>ยอดเดิมพันที่ถูกต้องของเมื่อวาน</strong> โดยไม่ต้องทำเทิร์นโอเวอร์',
          points: [
            'สล็อต ยิงปลา และกีฬา 0.5% คาสิโนสด 0.4% เกมไพ่ 0.3%',
            'สูงสุด RM 2,000.00 ต่อวัน เงินคืนที่ต่ำกว่า RM 1.00 จะไม่ถูกจ่าย',
          ],
        },
      },
      ID: {
        title: 'Rebate Harian VIP',
        summary: 'Rebate hingga 0.5% dari taruhan sah Anda setiap hari, langsung masuk ke dompet.',
        content: {
          lead: 'Untuk VIP level 3 ke atas: setiap pagi kami bayarkan rebate dari <strong>taruhan sah hari sebelumnya</strong>, tanpa syarat turnover.',
          points: [
            'Slot, tembak ikan, dan olahraga 0.5%; kasino langsung 0.4%; permainan kartu 0.3%.',
            'Maksimal RM 2,000.00 per hari; rebate di bawah RM 1.00 tidak dibayarkan.',
          ],
        },
      },
      JA: {
        title: 'VIP デイリーリベート',
        summary: '有効ベットの最大 0.5% を毎日、ウォレットに直接還元。',
        content: {
          lead: 'VIP ランク 3 以上の方が対象：毎朝、<strong>前日の有効ベット額</strong>に応じたリベートをお支払いします。賭け条件はありません。',
          points: [
            'スロット・フィッシング・スポーツ 0.5%、ライブカジノ 0.4%、カードゲーム 0.3%。',
            '日額上限 RM 2,000.00。RM 1.00 未満のリベートは支払われません。',
          ],
        },
      },
      TY: {
        title: 'VIP 每日返水',
        summary: '每天返還最高 0.5% 的有效投注，直接入帳錢包。',
        content: {
          lead: 'VIP 3 級以上會員專屬：每天早上依<strong>前一天的有效投注</strong>發放返水，無需流水。',
          points: [
            '電子遊戲、捕魚、體育 0.5%；真人娛樂 0.4%；棋牌 0.3%。',
            '每天最高 RM 2,000.00；返水不足 RM 1.00 時不予發放。',
          ],
        },
      },
      ES: {
        title: 'Reembolso diario VIP',
        summary:
          'Hasta el 0.5% de tus apuestas válidas de vuelta cada día, directo a tu billetera.',
        content: {
          lead: 'Para el nivel VIP 3 o superior: cada mañana te pagamos un reembolso sobre las <strong>apuestas válidas del día anterior</strong>, sin rollover que cumplir.',
          points: [
            'Tragamonedas, pesca y deportes 0.5%; casino en vivo 0.4%; juegos de cartas 0.3%.',
            'Hasta RM 2,000.00 al día; no se pagan reembolsos inferiores a RM 1.00.',
          ],
        },
      },
    },
  },
];
