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
      KO: {
        title: '100% 웰컴 보너스',
        summary: '첫 입금을 두 배로, 최대 RM 1,000.00.',
        content: {
          lead: '입금 페이지에서 이 보너스를 선택하면 <strong>첫 입금액의 100%</strong>를 최대 RM 1,000.00까지 드립니다.',
          points: [
            '최소 입금액 RM 50.00.',
            '롤링: 30일 이내에 입금액과 보너스 합계의 8배.',
            '슬롯, 피싱, 스포츠, 카드 게임은 100% 반영되며, 라이브 카지노는 50% 반영, 복권은 반영되지 않습니다.',
            '보너스는 보너스 지갑에 보관되며, 롤링 조건을 달성하면 메인 지갑으로 전환됩니다.',
            '롤링 조건을 달성하거나 보너스 내역에서 보너스를 포기하면 출금할 수 있습니다.',
          ],
        },
      },
      HI: {
        title: '100% वेलकम बोनस',
        summary: 'अपनी पहली जमा दोगुनी करें, RM 1,000.00 तक।',
        content: {
          lead: 'जमा पेज पर यह बोनस चुनें और हम आपकी <strong>पहली जमा का 100%</strong> मैच करेंगे, RM 1,000.00 तक।',
          points: [
            'न्यूनतम जमा RM 50.00।',
            'टर्नओवर: 30 दिनों के अंदर आपकी जमा और बोनस का 8 गुना।',
            'स्लॉट्स, फिशिंग, स्पोर्ट्स और कार्ड गेम्स पूरे गिने जाते हैं; लाइव कैसीनो आधा गिना जाता है; लॉटरी नहीं गिनी जाती।',
            'बोनस आपके बोनस वॉलेट में रहता है और टर्नओवर पूरा होते ही आपके मुख्य वॉलेट में चला जाता है।',
            'टर्नओवर पूरा होने पर, या बोनस विवरण में बोनस छोड़ने पर निकासी खुल जाती है।',
          ],
        },
      },
      BN: {
        title: '100% ওয়েলকাম বোনাস',
        summary: 'আপনার প্রথম ডিপোজিট দ্বিগুণ, সর্বোচ্চ RM 1,000.00।',
        content: {
          lead: 'ডিপোজিট পেজে এই বোনাসটি বেছে নিন, আমরা আপনার <strong>প্রথম ডিপোজিটের 100%</strong> দেব, সর্বোচ্চ RM 1,000.00।',
          points: [
            'সর্বনিম্ন ডিপোজিট RM 50.00।',
            'টার্নওভার: 30 দিনের মধ্যে ডিপোজিট ও বোনাসের 8 গুণ।',
            'স্লট, ফিশিং, স্পোর্টস ও কার্ড গেম পুরোপুরি গণনা হয়; লাইভ ক্যাসিনো অর্ধেক; লটারি গণনা হয় না।',
            'বোনাসটি আপনার বোনাস ওয়ালেটে থাকে এবং টার্নওভার পূরণ হলে মেইন ওয়ালেটে চলে যায়।',
            'টার্নওভার পূরণ হলে, অথবা বোনাসের বিবরণ থেকে বোনাসটি ছেড়ে দিলে উইথড্র চালু হয়।',
          ],
        },
      },
      KM: {
        title: 'បូនុសស្វាគមន៍ 100%',
        summary: 'ដាក់ប្រាក់លើកដំបូងទទួលបានទ្វេដង រហូតដល់ RM 1,000.00។',
        content: {
          lead: 'ជ្រើសរើសបូនុសនេះនៅទំព័រដាក់ប្រាក់ ហើយយើងនឹងបន្ថែម <strong>100% លើការដាក់ប្រាក់លើកដំបូង</strong> របស់អ្នក រហូតដល់ RM 1,000.00។',
          points: [
            'ដាក់ប្រាក់អប្បបរមា RM 50.00។',
            'ចំនួនភ្នាល់៖ 8 ដងនៃប្រាក់ដាក់ បូកនឹងបូនុស ក្នុងរយៈពេល 30 ថ្ងៃ។',
            'ស្លត បាញ់ត្រី កីឡា និងល្បែងបៀ រាប់ពេញលេញ កាស៊ីណូផ្ទាល់រាប់ពាក់កណ្តាល ឆ្នោតមិនរាប់បញ្ចូលទេ។',
            'បូនុសរង់ចាំនៅក្នុងកាបូបបូនុសរបស់អ្នក ហើយផ្ទេរទៅកាបូបមេនៅពេលបំពេញចំនួនភ្នាល់រួច។',
            'អាចដកប្រាក់បាននៅពេលបំពេញចំនួនភ្នាល់រួច ឬនៅពេលអ្នកបោះបង់បូនុសនៅក្នុង ព័ត៌មានលម្អិតបូនុស។',
          ],
        },
      },
      LO: {
        title: 'ໂບນັດຕ້ອນຮັບ 100%',
        summary: 'ຝາກຄັ້ງທຳອິດຮັບເພີ່ມເທົ່າຕົວ, ສູງສຸດ RM 1,000.00.',
        content: {
          lead: 'ເລືອກໂບນັດນີ້ໃນໜ້າຝາກເງິນ ແລະ ພວກເຮົາຈະເພີ່ມໃຫ້ <strong>100% ຂອງຍອດຝາກຄັ້ງທຳອິດ</strong>, ສູງສຸດ RM 1,000.00.',
          points: [
            'ຝາກຂັ້ນຕ່ຳ RM 50.00.',
            'ເທີນໂອເວີ: 8 ເທົ່າຂອງຍອດຝາກບວກໂບນັດ, ພາຍໃນ 30 ມື້.',
            'ສະລັອດ, ຍິງປາ, ກິລາ ແລະ ເກມໄພ່ນັບເຕັມ; ຄາສິໂນສົດນັບເຄິ່ງໜຶ່ງ; ຫວຍບໍ່ນັບ.',
            'ໂບນັດຈະລໍຖ້າຢູ່ໃນກະເປົາໂບນັດ ແລະ ຖືກໂອນເຂົ້າກະເປົາຫຼັກເມື່ອເທີນໂອເວີຄົບ.',
            'ຖອນເງິນໄດ້ເມື່ອເທີນໂອເວີຄົບ ຫຼື ເມື່ອທ່ານສະລະສິດໂບນັດໃນ ລາຍລະອຽດໂບນັດ.',
          ],
        },
      },
      MM: {
        title: '100% ကြိုဆိုရေး ဘောနပ်စ်',
        summary: 'ပထမ ငွေသွင်းမှုကို နှစ်ဆ ရယူပါ၊ အများဆုံး RM 1,000.00။',
        content: {
          lead: 'ငွေသွင်းစာမျက်နှာတွင် ဤဘောနပ်စ်ကို ရွေးပါက သင့်<strong>ပထမ ငွေသွင်းမှု၏ 100%</strong> ကို အများဆုံး RM 1,000.00 အထိ ထပ်ဆောင်းပေးပါမည်။',
          points: [
            'အနည်းဆုံး ငွေသွင်း RM 50.00။',
            'လောင်းကြေးလည်ပတ်မှု: ငွေသွင်းနှင့် ဘောနပ်စ်ပေါင်း၏ 8 ဆ၊ 30 ရက်အတွင်း။',
            'စလော့၊ ငါးဖမ်း၊ အားကစားနှင့် ဖဲဂိမ်းများကို အပြည့်ရေတွက်သည်၊ တိုက်ရိုက်ကာစီနိုကို တစ်ဝက်ရေတွက်သည်၊ ထီကို မရေတွက်ပါ။',
            'ဘောနပ်စ်သည် သင့်ဘောနပ်စ်ပိုက်ဆံအိတ်ထဲတွင် စောင့်နေပြီး လောင်းကြေးလည်ပတ်မှု ပြည့်သည်နှင့် ပင်မပိုက်ဆံအိတ်သို့ ရွှေ့ပါမည်။',
            'လောင်းကြေးလည်ပတ်မှု ပြည့်သည်နှင့် သို့မဟုတ် ဘောနပ်စ်အသေးစိတ်တွင် ဘောနပ်စ်ကို စွန့်လွှတ်သည်နှင့် ငွေထုတ်နိုင်ပါမည်။',
          ],
        },
      },
      PT: {
        title: 'Bônus de Boas-vindas de 100%',
        summary: 'Dobre seu primeiro depósito, até RM 1,000.00.',
        content: {
          lead: 'Escolha este bônus na página de depósito e cobrimos <strong>100% do seu primeiro depósito</strong>, até RM 1,000.00.',
          points: [
            'Depósito mínimo de RM 50.00.',
            'Rollover: 8 vezes o seu depósito mais o bônus, em até 30 dias.',
            'Caça-níqueis, pescaria, esportes e jogos de cartas contam integralmente; o cassino ao vivo conta pela metade; a loteria não conta.',
            'O bônus fica na sua carteira de bônus e passa para a carteira principal assim que o rollover for cumprido.',
            'Os saques são liberados assim que o rollover for cumprido, ou quando você desistir do bônus em Detalhes dos bônus.',
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
      KO: {
        title: '주간 재충전 보너스 30%',
        summary: '매주 1회 입금 시 30%, 최대 RM 300.00.',
        content: {
          lead: '주 1회(주는 월요일 시작, GMT+8) 이 보너스를 선택한 입금액에 <strong>30%</strong>를 최대 RM 300.00까지 추가해 드립니다.',
          points: [
            '최소 입금액 RM 100.00.',
            '롤링: 7일 이내에 입금액과 보너스 합계의 5배.',
            '라이브 카지노는 50% 반영되며, 복권은 반영되지 않습니다.',
          ],
        },
      },
      HI: {
        title: 'वीकली रीलोड बोनस 30%',
        summary: 'हर हफ़्ते एक जमा पर 30%, RM 300.00 तक।',
        content: {
          lead: 'हफ़्ते में एक बार (हफ़्ते सोमवार से शुरू, GMT+8) जिस जमा के साथ आप इसे चुनते हैं, उस पर हम <strong>30%</strong> जोड़ते हैं, RM 300.00 तक।',
          points: [
            'न्यूनतम जमा RM 100.00।',
            'टर्नओवर: 7 दिनों के अंदर आपकी जमा और बोनस का 5 गुना।',
            'लाइव कैसीनो आधा गिना जाता है; लॉटरी नहीं गिनी जाती।',
          ],
        },
      },
      BN: {
        title: 'সাপ্তাহিক রিলোড বোনাস 30%',
        summary: 'প্রতি সপ্তাহে একটি ডিপোজিটে 30%, সর্বোচ্চ RM 300.00।',
        content: {
          lead: 'সপ্তাহে একবার (সপ্তাহ শুরু সোমবার, GMT+8) যে ডিপোজিটের সাথে এটি বেছে নেবেন তাতে আমরা <strong>30%</strong> যোগ করি, সর্বোচ্চ RM 300.00।',
          points: [
            'সর্বনিম্ন ডিপোজিট RM 100.00।',
            'টার্নওভার: 7 দিনের মধ্যে ডিপোজিট ও বোনাসের 5 গুণ।',
            'লাইভ ক্যাসিনো অর্ধেক গণনা হয়; লটারি গণনা হয় না।',
          ],
        },
      },
      KM: {
        title: 'បូនុសដាក់ប្រាក់បន្ថែមប្រចាំសប្តាហ៍ 30%',
        summary: '30% លើការដាក់ប្រាក់មួយដងរៀងរាល់សប្តាហ៍ រហូតដល់ RM 300.00។',
        content: {
          lead: 'ម្តងក្នុងមួយសប្តាហ៍ (សប្តាហ៍ចាប់ផ្តើមថ្ងៃច័ន្ទ GMT+8) យើងបន្ថែម <strong>30%</strong> លើការដាក់ប្រាក់ដែលអ្នកជ្រើសរើសជាមួយវា រហូតដល់ RM 300.00។',
          points: [
            'ដាក់ប្រាក់អប្បបរមា RM 100.00។',
            'ចំនួនភ្នាល់៖ 5 ដងនៃប្រាក់ដាក់ បូកនឹងបូនុស ក្នុងរយៈពេល 7 ថ្ងៃ។',
            'កាស៊ីណូផ្ទាល់រាប់ពាក់កណ្តាល ឆ្នោតមិនរាប់បញ្ចូលទេ។',
          ],
        },
      },
      LO: {
        title: 'ໂບນັດຝາກຊ້ຳປະຈຳອາທິດ 30%',
        summary: '30% ສຳລັບການຝາກໜຶ່ງຄັ້ງທຸກອາທິດ, ສູງສຸດ RM 300.00.',
        content: {
          lead: 'ອາທິດລະຄັ້ງ (ອາທິດເລີ່ມວັນຈັນ, GMT+8) ພວກເຮົາເພີ່ມ <strong>30%</strong> ໃຫ້ກັບຍອດຝາກທີ່ທ່ານເລືອກໂບນັດນີ້, ສູງສຸດ RM 300.00.',
          points: [
            'ຝາກຂັ້ນຕ່ຳ RM 100.00.',
            'ເທີນໂອເວີ: 5 ເທົ່າຂອງຍອດຝາກບວກໂບນັດ, ພາຍໃນ 7 ມື້.',
            'ຄາສິໂນສົດນັບເຄິ່ງໜຶ່ງ; ຫວຍບໍ່ນັບ.',
          ],
        },
      },
      MM: {
        title: 'အပတ်စဉ် ငွေဖြည့် ဘောနပ်စ် 30%',
        summary: 'အပတ်တိုင်း ငွေသွင်းမှုတစ်ခုအပေါ် 30%၊ အများဆုံး RM 300.00။',
        content: {
          lead: 'တစ်ပတ်လျှင် တစ်ကြိမ် (အပတ်များ တနင်္လာနေ့တွင် စသည်၊ GMT+8) သင်ရွေးသော ငွေသွင်းမှုအပေါ် <strong>30%</strong> ကို အများဆုံး RM 300.00 အထိ ထပ်ပေါင်းပေးပါမည်။',
          points: [
            'အနည်းဆုံး ငွေသွင်း RM 100.00။',
            'လောင်းကြေးလည်ပတ်မှု: ငွေသွင်းနှင့် ဘောနပ်စ်ပေါင်း၏ 5 ဆ၊ 7 ရက်အတွင်း။',
            'တိုက်ရိုက်ကာစီနိုကို တစ်ဝက်ရေတွက်သည်၊ ထီကို မရေတွက်ပါ။',
          ],
        },
      },
      PT: {
        title: 'Bônus de Recarga Semanal de 30%',
        summary: '30% em um depósito por semana, até RM 300.00.',
        content: {
          lead: 'Uma vez por semana (as semanas começam na segunda-feira, GMT+8), adicionamos <strong>30%</strong> ao depósito em que você escolher o bônus, até RM 300.00.',
          points: [
            'Depósito mínimo de RM 100.00.',
            'Rollover: 5 vezes o seu depósito mais o bônus, em até 7 dias.',
            'O cassino ao vivo conta pela metade; a loteria não conta.',
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
      KO: {
        title: '더비 데이 캐시백',
        summary: '스포츠 일일 순손실의 5%를 매일 아침 돌려 드립니다.',
        content: {
          lead: '한 번만 참여하면 매일 아침 08:00(GMT+8)에 스포츠 <strong>전날 순손실의 5%</strong>를 하루 최대 RM 500.00까지 보너스로 지급합니다.',
          points: [
            '순손실은 그날 정산된 스포츠 베팅액에서 지급액을 뺀 금액입니다.',
            'RM 1.00 미만의 캐시백은 지급되지 않습니다.',
            '롤링: 7일 이내에 캐시백의 1배.',
          ],
        },
      },
      HI: {
        title: 'डर्बी डे कैशबैक',
        summary: 'स्पोर्ट्स पर आपकी दैनिक शुद्ध हार का 5%, हर सुबह वापस।',
        content: {
          lead: 'एक बार शामिल हों और हर सुबह 08:00 (GMT+8) बजे हम स्पोर्ट्स पर <strong>पिछले दिन की शुद्ध हार का 5%</strong> बोनस के रूप में देंगे, प्रति दिन RM 500.00 तक।',
          points: [
            'शुद्ध हार उस दिन आपके सेटल स्पोर्ट्स दांव में से उनके पेआउट को घटाकर निकलती है।',
            'RM 1.00 से कम का कैशबैक नहीं दिया जाता।',
            'टर्नओवर: 7 दिनों के अंदर कैशबैक का 1 गुना।',
          ],
        },
      },
      BN: {
        title: 'ডার্বি ডে ক্যাশব্যাক',
        summary: 'স্পোর্টসে আপনার দৈনিক নিট লসের 5%, প্রতিদিন সকালে ফেরত।',
        content: {
          lead: 'একবার যোগ দিন, প্রতিদিন সকাল 08:00-এ (GMT+8) স্পোর্টসে <strong>আগের দিনের নিট লসের 5%</strong> বোনাস হিসেবে দেওয়া হয়, দিনে সর্বোচ্চ RM 500.00।',
          points: [
            'নিট লস হলো সেদিন আপনার নিষ্পত্তি হওয়া স্পোর্টস বাজি থেকে তার পেআউট বাদ দিয়ে যা থাকে।',
            'RM 1.00-এর কম ক্যাশব্যাক দেওয়া হয় না।',
            'টার্নওভার: 7 দিনের মধ্যে ক্যাশব্যাকের 1 গুণ।',
          ],
        },
      },
      KM: {
        title: 'ប្រាក់សងត្រឡប់ថ្ងៃ Derby',
        summary: '5% នៃការចាញ់សុទ្ធប្រចាំថ្ងៃលើកីឡា សងត្រឡប់រៀងរាល់ព្រឹក។',
        content: {
          lead: 'ចូលរួមតែម្តង ហើយរៀងរាល់ព្រឹកម៉ោង 08:00 (GMT+8) យើងបើក <strong>5% នៃការចាញ់សុទ្ធនៃថ្ងៃមុន</strong> លើកីឡាជាបូនុស រហូតដល់ RM 500.00 ក្នុងមួយថ្ងៃ។',
          points: [
            'ការចាញ់សុទ្ធគឺជាទឹកប្រាក់ភ្នាល់កីឡាដែលបានទូទាត់ ដកប្រាក់ដែលវាបានសងនៅថ្ងៃនោះ។',
            'ប្រាក់សងត្រឡប់ក្រោម RM 1.00 មិនត្រូវបានបើកទេ។',
            'ចំនួនភ្នាល់៖ 1 ដងនៃប្រាក់សងត្រឡប់ ក្នុងរយៈពេល 7 ថ្ងៃ។',
          ],
        },
      },
      LO: {
        title: 'ເງິນຄືນວັນດາບີ້',
        summary: 'ຄືນ 5% ຂອງຍອດເສຍສຸດທິຕໍ່ມື້ຈາກກິລາ, ທຸກເຊົ້າ.',
        content: {
          lead: 'ເຂົ້າຮ່ວມຄັ້ງດຽວ ແລະ ທຸກເຊົ້າເວລາ 08:00 (GMT+8) ພວກເຮົາຈ່າຍ <strong>5% ຂອງຍອດເສຍສຸດທິຂອງມື້ກ່ອນ</strong> ຈາກກິລາເປັນໂບນັດ, ສູງສຸດ RM 500.00 ຕໍ່ມື້.',
          points: [
            'ຍອດເສຍສຸດທິແມ່ນຍອດເດີມພັນກິລາທີ່ຄິດໄລ່ແລ້ວ ລົບເງິນທີ່ຈ່າຍຄືນໃນມື້ນັ້ນ.',
            'ເງິນຄືນຕ່ຳກວ່າ RM 1.00 ຈະບໍ່ຈ່າຍ.',
            'ເທີນໂອເວີ: 1 ເທົ່າຂອງເງິນຄືນ, ພາຍໃນ 7 ມື້.',
          ],
        },
      },
      MM: {
        title: 'Derby Day ငွေပြန်အမ်း',
        summary: 'အားကစားတွင် နေ့စဉ် အသားတင်အရှုံး၏ 5% ကို နံနက်တိုင်း ပြန်ရယူပါ။',
        content: {
          lead: 'တစ်ကြိမ် ပါဝင်ထားရုံဖြင့် နံနက်တိုင်း 08:00 (GMT+8) တွင် အားကစားပေါ်ရှိ <strong>ယခင်နေ့ အသားတင်အရှုံး၏ 5%</strong> ကို ဘောနပ်စ်အဖြစ် တစ်ရက်လျှင် အများဆုံး RM 500.00 အထိ ပေးပါမည်။',
          points: [
            'အသားတင်အရှုံးမှာ ထိုနေ့က ရှင်းပြီးသော အားကစားလောင်းကြေးများထဲမှ ပြန်ရငွေကို နုတ်ထားခြင်း ဖြစ်ပါသည်။',
            'RM 1.00 အောက် ငွေပြန်အမ်းကို မပေးပါ။',
            'လောင်းကြေးလည်ပတ်မှု: ငွေပြန်အမ်း၏ 1 ဆ၊ 7 ရက်အတွင်း။',
          ],
        },
      },
      PT: {
        title: 'Cashback do Dia de Clássico',
        summary: '5% da sua perda líquida diária em esportes, de volta toda manhã.',
        content: {
          lead: 'Participe uma vez e, toda manhã às 08:00 (GMT+8), pagamos <strong>5% da perda líquida do dia anterior</strong> em esportes como bônus, até RM 500.00 por dia.',
          points: [
            'A perda líquida é o total das suas apostas esportivas liquidadas menos o que elas pagaram naquele dia.',
            'Cashback abaixo de RM 1.00 não é pago.',
            'Rollover: 1 vez o cashback, em até 7 dias.',
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
      KO: {
        title: '리프 헌터 보너스',
        summary: '피싱 게임용 입금마다 10% 추가.',
        content: {
          lead: 'RM 30.00 이상 입금 시 이 보너스를 선택하면 최대 RM 200.00까지 <strong>10% 추가</strong> 보너스를 받습니다.',
          points: [
            '피싱 게임만 롤링에 반영됩니다: 7일 이내에 입금액과 보너스 합계의 5배.',
            '이전 보너스가 끝나면 다음 입금 시 다시 받을 수 있습니다.',
          ],
        },
      },
      HI: {
        title: 'रीफ़ हंटर बोनस',
        summary: 'फिशिंग गेम्स पर खेली जाने वाली हर जमा पर 10% एक्स्ट्रा।',
        content: {
          lead: 'RM 30.00 या उससे ज़्यादा की किसी भी जमा के साथ इसे चुनें और <strong>10% एक्स्ट्रा</strong> पाएं, RM 200.00 तक।',
          points: [
            'टर्नओवर में केवल फिशिंग गेम्स गिने जाते हैं: 7 दिनों के अंदर आपकी जमा और बोनस का 5 गुना।',
            'पिछला पूरा होने पर अपनी अगली जमा के साथ इसे फिर से लें।',
          ],
        },
      },
      BN: {
        title: 'রিফ হান্টার বোনাস',
        summary: 'ফিশিং গেমে খেলা প্রতিটি ডিপোজিটে 10% অতিরিক্ত।',
        content: {
          lead: 'RM 30.00 বা তার বেশি যেকোনো ডিপোজিটের সাথে এটি বেছে নিন এবং পান <strong>10% অতিরিক্ত</strong>, সর্বোচ্চ RM 200.00।',
          points: [
            'শুধু ফিশিং গেম টার্নওভারে গণনা হয়: 7 দিনের মধ্যে ডিপোজিট ও বোনাসের 5 গুণ।',
            'আগেরটি শেষ হলে পরের ডিপোজিটের সাথে আবার নিন।',
          ],
        },
      },
      KM: {
        title: 'បូនុសអ្នកប្រមាញ់ថ្មប៉ប្រះទឹក',
        summary: 'បន្ថែម 10% លើរាល់ការដាក់ប្រាក់ដែលអ្នកលេងហ្គេមបាញ់ត្រី។',
        content: {
          lead: 'ជ្រើសរើសវាជាមួយការដាក់ប្រាក់ណាមួយចាប់ពី RM 30.00 ឡើងទៅ ហើយទទួលបាន <strong>បន្ថែម 10%</strong> រហូតដល់ RM 200.00។',
          points: [
            'មានតែហ្គេមបាញ់ត្រីប៉ុណ្ណោះដែលរាប់ចូលចំនួនភ្នាល់៖ 5 ដងនៃប្រាក់ដាក់ បូកនឹងបូនុស ក្នុងរយៈពេល 7 ថ្ងៃ។',
            'ទទួលវាម្តងទៀតជាមួយការដាក់ប្រាក់បន្ទាប់ នៅពេលបូនុសមុនបានបញ្ចប់។',
          ],
        },
      },
      LO: {
        title: 'ໂບນັດນັກລ່າແນວປະກາລັງ',
        summary: 'ເພີ່ມ 10% ທຸກການຝາກທີ່ທ່ານຫຼິ້ນເກມຍິງປາ.',
        content: {
          lead: 'ເລືອກໂບນັດນີ້ກັບການຝາກ RM 30.00 ຂຶ້ນໄປ ແລະ ຮັບ <strong>ເພີ່ມ 10%</strong>, ສູງສຸດ RM 200.00.',
          points: [
            'ນັບເທີນໂອເວີສະເພາະເກມຍິງປາ: 5 ເທົ່າຂອງຍອດຝາກບວກໂບນັດ, ພາຍໃນ 7 ມື້.',
            'ຮັບອີກຄັ້ງກັບການຝາກຄັ້ງຕໍ່ໄປ ເມື່ອໂບນັດກ່ອນໜ້າສິ້ນສຸດແລ້ວ.',
          ],
        },
      },
      MM: {
        title: 'Reef Hunter ဘောနပ်စ်',
        summary: 'ငါးဖမ်းဂိမ်းတွင် ကစားသော ငွေသွင်းတိုင်းအပေါ် 10% အပို။',
        content: {
          lead: 'RM 30.00 နှင့်အထက် ငွေသွင်းမှုတိုင်းနှင့်အတူ ရွေးပါက အများဆုံး RM 200.00 အထိ <strong>10% အပို</strong> ရယူပါ။',
          points: [
            'ငါးဖမ်းဂိမ်းများကိုသာ လောင်းကြေးလည်ပတ်မှုတွင် ရေတွက်သည်: ငွေသွင်းနှင့် ဘောနပ်စ်ပေါင်း၏ 5 ဆ၊ 7 ရက်အတွင်း။',
            'ယခင်တစ်ခု ပြီးဆုံးသည်နှင့် နောက်ငွေသွင်းမှုတွင် ထပ်ယူနိုင်ပါသည်။',
          ],
        },
      },
      PT: {
        title: 'Bônus Caçador do Recife',
        summary: '10% extra em cada depósito que você jogar em jogos de pescaria.',
        content: {
          lead: 'Escolha este bônus com qualquer depósito de RM 30.00 ou mais e ganhe <strong>10% extra</strong>, até RM 200.00.',
          points: [
            'Só os jogos de pescaria contam para o rollover: 5 vezes o seu depósito mais o bônus, em até 7 dias.',
            'Pegue o bônus de novo no próximo depósito assim que o anterior for concluído.',
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
      KO: {
        title: 'Zalo 친구 추가 보상 최대 RM 131.00',
        summary: 'Zalo 또는 WhatsApp으로 친구 추가 후 스크린샷을 보내면 최대 RM 131.00 지급.',
        content: {
          lead: 'Zalo 또는 WhatsApp에서 공식 계정을 친구로 추가한 뒤, ID와 <strong>채팅 스크린샷</strong>을 첨부하여 여기에서 신청하세요.',
          points: [
            '고객센터가 신청을 하나하나 확인한 뒤 최대 RM 131.00의 보상을 승인합니다.',
            'PNG 또는 JPG 스크린샷 최대 3장, 장당 5 MB 이하, 메모는 최대 140자.',
            '롤링: 14일 이내에 보상의 1배. 회원당 1회.',
          ],
        },
      },
      HI: {
        title: 'Zalo फ्रेंड रिवॉर्ड RM 131.00 तक',
        summary: 'हमें Zalo या WhatsApp पर जोड़ें, स्क्रीनशॉट भेजें, RM 131.00 तक पाएं।',
        content: {
          lead: 'Zalo या WhatsApp पर हमारा आधिकारिक खाता जोड़ें, फिर अपनी ID और <strong>चैट के स्क्रीनशॉट</strong> के साथ यहाँ आवेदन करें।',
          points: [
            'ग्राहक सेवा हर आवेदन की जांच करती है और RM 131.00 तक का रिवॉर्ड मंज़ूर करती है।',
            'PNG या JPG स्क्रीनशॉट, अधिकतम 3, हर एक 5 MB तक; 140 अक्षरों तक की टिप्पणी।',
            'टर्नओवर: 14 दिनों के अंदर रिवॉर्ड का 1 गुना। प्रति सदस्य एक बार।',
          ],
        },
      },
      BN: {
        title: 'Zalo ফ্রেন্ড রিওয়ার্ড, সর্বোচ্চ RM 131.00',
        summary: 'আমাদের Zalo বা WhatsApp যোগ করুন, স্ক্রিনশট পাঠান, পান সর্বোচ্চ RM 131.00।',
        content: {
          lead: 'Zalo বা WhatsApp-এ আমাদের অফিশিয়াল অ্যাকাউন্ট যোগ করুন, তারপর আপনার আইডি ও <strong>চ্যাটের একটি স্ক্রিনশট</strong> দিয়ে এখানে আবেদন করুন।',
          points: [
            'কাস্টমার সার্ভিস প্রতিটি আবেদন যাচাই করে সর্বোচ্চ RM 131.00 রিওয়ার্ড অনুমোদন করে।',
            'PNG বা JPG স্ক্রিনশট, সর্বোচ্চ 3টি, প্রতিটি সর্বোচ্চ 5 MB; সর্বোচ্চ 140 অক্ষরের মন্তব্য।',
            'টার্নওভার: 14 দিনের মধ্যে রিওয়ার্ডের 1 গুণ। প্রতি মেম্বার একবার।',
          ],
        },
      },
      KM: {
        title: 'រង្វាន់មិត្តភក្តិ Zalo រហូតដល់ RM 131.00',
        summary: 'បន្ថែម Zalo ឬ WhatsApp របស់យើង ផ្ញើរូបថតអេក្រង់ ទទួលបានរហូតដល់ RM 131.00។',
        content: {
          lead: 'បន្ថែមគណនីផ្លូវការរបស់យើងនៅលើ Zalo ឬ WhatsApp បន្ទាប់មកដាក់ពាក្យនៅទីនេះជាមួយ ID របស់អ្នក និង <strong>រូបថតអេក្រង់នៃការជជែក</strong>។',
          points: [
            'សេវាអតិថិជនពិនិត្យពាក្យស្នើសុំនីមួយៗ ហើយអនុម័តរង្វាន់រហូតដល់ RM 131.00។',
            'រូបថតអេក្រង់ PNG ឬ JPG ច្រើនបំផុត 3 សន្លឹក ទំហំរហូតដល់ 5 MB ក្នុងមួយសន្លឹក និងកំណត់សម្គាល់រហូតដល់ 140 តួអក្សរ។',
            'ចំនួនភ្នាល់៖ 1 ដងនៃរង្វាន់ ក្នុងរយៈពេល 14 ថ្ងៃ។ ម្តងក្នុងមួយសមាជិក។',
          ],
        },
      },
      LO: {
        title: 'ລາງວັນເພື່ອນ Zalo ສູງສຸດ RM 131.00',
        summary: 'ເພີ່ມ Zalo ຫຼື WhatsApp ຂອງພວກເຮົາ, ສົ່ງພາບໜ້າຈໍ, ຮັບສູງສຸດ RM 131.00.',
        content: {
          lead: 'ເພີ່ມບັນຊີທາງການຂອງພວກເຮົາໃນ Zalo ຫຼື WhatsApp, ແລ້ວສະໝັກຢູ່ນີ້ພ້ອມ ID ຂອງທ່ານ ແລະ <strong>ພາບໜ້າຈໍການແຊັດ</strong>.',
          points: [
            'ບໍລິການລູກຄ້າຈະກວດສອບແຕ່ລະຄຳຂໍ ແລະ ອະນຸມັດລາງວັນສູງສຸດ RM 131.00.',
            'ພາບໜ້າຈໍ PNG ຫຼື JPG ບໍ່ເກີນ 3 ຮູບ, ຮູບລະບໍ່ເກີນ 5 MB; ໝາຍເຫດບໍ່ເກີນ 140 ຕົວອັກສອນ.',
            'ເທີນໂອເວີ: 1 ເທົ່າຂອງລາງວັນ, ພາຍໃນ 14 ມື້. ຄັ້ງດຽວຕໍ່ສະມາຊິກ.',
          ],
        },
      },
      MM: {
        title: 'Zalo သူငယ်ချင်း ဆုလာဘ် အများဆုံး RM 131.00',
        summary: 'ကျွန်ုပ်တို့၏ Zalo သို့မဟုတ် WhatsApp ကို ထည့်ပြီး စခရင်ရှော့ ပို့ကာ အများဆုံး RM 131.00 ရယူပါ။',
        content: {
          lead: 'Zalo သို့မဟုတ် WhatsApp တွင် ကျွန်ုပ်တို့၏ တရားဝင်အကောင့်ကို ထည့်ပြီး သင့် ID နှင့် <strong>ချတ်၏ စခရင်ရှော့</strong> ဖြင့် ဤနေရာတွင် လျှောက်ထားပါ။',
          points: [
            'ဖောက်သည်ဝန်ဆောင်မှုက လျှောက်လွှာတိုင်းကို စစ်ဆေးပြီး အများဆုံး RM 131.00 အထိ ဆုလာဘ်ကို အတည်ပြုပေးပါသည်။',
            'PNG သို့မဟုတ် JPG စခရင်ရှော့ အများဆုံး 3 ပုံ၊ တစ်ပုံလျှင် 5 MB အထိ၊ စာလုံး 140 အထိ မှတ်ချက်။',
            'လောင်းကြေးလည်ပတ်မှု: ဆုလာဘ်၏ 1 ဆ၊ 14 ရက်အတွင်း။ အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်။',
          ],
        },
      },
      PT: {
        title: 'Prêmio Amigo no Zalo de até RM 131.00',
        summary:
          'Adicione nosso Zalo ou WhatsApp, envie uma captura de tela e ganhe até RM 131.00.',
        content: {
          lead: 'Adicione nossa conta oficial no Zalo ou WhatsApp e depois faça a solicitação aqui com o seu ID e uma <strong>captura de tela da conversa</strong>.',
          points: [
            'O atendimento ao cliente analisa cada solicitação e aprova uma recompensa de até RM 131.00.',
            'Capturas de tela PNG ou JPG, no máximo 3, cada uma com até 5 MB; uma observação de até 140 caracteres.',
            'Rollover: 1 vez a recompensa, em até 14 dias. Uma vez por membro.',
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
      KO: {
        title: '월간 럭키 드로우',
        summary: '추첨에 참여하고, 당첨자는 여기에서 상품을 받으세요.',
        content: {
          lead: '참여하면 이번 달 추첨에 응모됩니다. 당첨자에게는 메시지 센터로 알려 드리며, <strong>이 페이지에서 상품을 받을 수 있습니다</strong>.',
          points: [
            '상품은 1회만 받을 수 있으며, 14일 이내 1배 롤링 조건의 보너스로 지급됩니다.',
            '당첨자는 매월 말 고객센터에서 추첨합니다.',
          ],
        },
      },
      HI: {
        title: 'मंथली लकी ड्रॉ',
        summary: 'ड्रॉ में शामिल हों; विजेता यहीं अपना इनाम क्लेम करते हैं।',
        content: {
          lead: 'इस महीने के ड्रॉ में भाग लेने के लिए शामिल हों। विजेताओं को उनके मैसेज सेंटर में बताया जाता है और वे <strong>इसी पेज पर इनाम क्लेम करते हैं</strong>।',
          points: [
            'इनाम एक बार क्लेम होता है और 14 दिनों के अंदर 1 गुना टर्नओवर वाले बोनस के रूप में आता है।',
            'महीने के अंत में ग्राहक सेवा द्वारा विजेता निकाले जाते हैं।',
          ],
        },
      },
      BN: {
        title: 'মাসিক লাকি ড্র',
        summary: 'ড্রতে যোগ দিন; বিজয়ীরা এখানে পুরস্কার ক্লেইম করবেন।',
        content: {
          lead: 'এই মাসের ড্রতে অংশ নিতে যোগ দিন। বিজয়ীদের মেসেজ সেন্টারে জানানো হয় এবং তারা <strong>এই পেজে পুরস্কার ক্লেইম করেন</strong>।',
          points: [
            'পুরস্কার একবার ক্লেইম করা যায় এবং 14 দিনের মধ্যে 1 গুণ টার্নওভারসহ বোনাস হিসেবে আসে।',
            'মাসের শেষে কাস্টমার সার্ভিস বিজয়ী ড্র করে।',
          ],
        },
      },
      KM: {
        title: 'ចាប់រង្វាន់សំណាងប្រចាំខែ',
        summary: 'ចូលរួមការចាប់រង្វាន់ អ្នកឈ្នះទាមទាររង្វាន់នៅទីនេះ។',
        content: {
          lead: 'ចូលរួមដើម្បីចុះឈ្មោះក្នុងការចាប់រង្វាន់ប្រចាំខែនេះ។ អ្នកឈ្នះនឹងទទួលបានដំណឹងនៅក្នុងមជ្ឈមណ្ឌលសាររបស់ខ្លួន ហើយ <strong>ទាមទាររង្វាន់នៅលើទំព័រនេះ</strong>។',
          points: [
            'រង្វាន់ទាមទារបានតែម្តង ហើយមកដល់ជាបូនុសដែលមានចំនួនភ្នាល់ 1 ដង ក្នុងរយៈពេល 14 ថ្ងៃ។',
            'អ្នកឈ្នះត្រូវបានចាប់ឆ្នោតដោយសេវាអតិថិជននៅចុងខែ។',
          ],
        },
      },
      LO: {
        title: 'ຈັບສະຫຼາກປະຈຳເດືອນ',
        summary: 'ເຂົ້າຮ່ວມຈັບສະຫຼາກ; ຜູ້ໂຊກດີຮັບລາງວັນຢູ່ນີ້.',
        content: {
          lead: 'ເຂົ້າຮ່ວມເພື່ອລຸ້ນຈັບສະຫຼາກປະຈຳເດືອນນີ້. ຜູ້ໂຊກດີຈະໄດ້ຮັບແຈ້ງໃນສູນຂໍ້ຄວາມ ແລະ <strong>ຮັບລາງວັນໃນໜ້ານີ້</strong>.',
          points: [
            'ລາງວັນຮັບໄດ້ຄັ້ງດຽວ ແລະ ເຂົ້າເປັນໂບນັດທີ່ມີເທີນໂອເວີ 1 ເທົ່າ, ພາຍໃນ 14 ມື້.',
            'ບໍລິການລູກຄ້າຈະຈັບສະຫຼາກຜູ້ໂຊກດີໃນທ້າຍເດືອນ.',
          ],
        },
      },
      MM: {
        title: 'လစဉ် ကံစမ်းမဲ',
        summary: 'မဲနှိုက်ပွဲတွင် ပါဝင်ပါ၊ အနိုင်ရသူများ ဤနေရာတွင် ဆုရယူပါ။',
        content: {
          lead: 'ဤလ၏ မဲနှိုက်ပွဲတွင် ပါဝင်ရန် ဝင်ရောက်ပါ။ အနိုင်ရသူများကို ၎င်းတို့၏ စာတိုက်တွင် အကြောင်းကြားမည်ဖြစ်ပြီး <strong>ဤစာမျက်နှာတွင် ဆုရယူ</strong>နိုင်ပါသည်။',
          points: [
            'ဆုကို တစ်ကြိမ်သာ ရယူနိုင်ပြီး လောင်းကြေးလည်ပတ်မှု 1 ဆပါသော ဘောနပ်စ်အဖြစ် 14 ရက်အတွင်း ရောက်ရှိပါမည်။',
            'လကုန်တွင် ဖောက်သည်ဝန်ဆောင်မှုက အနိုင်ရသူများကို မဲနှိုက်ရွေးချယ်ပါသည်။',
          ],
        },
      },
      PT: {
        title: 'Sorteio Mensal',
        summary: 'Participe do sorteio; os ganhadores resgatam o prêmio aqui.',
        content: {
          lead: 'Participe para entrar no sorteio deste mês. Os ganhadores são avisados na central de mensagens e <strong>resgatam o prêmio nesta página</strong>.',
          points: [
            'Cada prêmio é resgatado uma vez e chega como bônus com rollover de 1 vez, em até 14 dias.',
            'Os ganhadores são sorteados pelo atendimento ao cliente no fim do mês.',
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
      KO: {
        title: 'VIP 데일리 리베이트',
        summary: '매일 유효 베팅의 최대 0.5%를 지갑으로 바로 돌려 드립니다.',
        content: {
          lead: 'VIP 3등급 이상 대상: 매일 아침 <strong>전날 유효 베팅</strong>에 대한 리베이트를 롤링 조건 없이 지급합니다.',
          points: [
            '슬롯, 피싱, 스포츠 0.5%, 라이브 카지노 0.4%, 카드 게임 0.3%.',
            '하루 최대 RM 2,000.00, RM 1.00 미만의 리베이트는 지급되지 않습니다.',
          ],
        },
      },
      HI: {
        title: 'VIP डेली रिबेट',
        summary: 'हर दिन आपकी वैध बेट का 0.5% तक वापस, सीधे आपके वॉलेट में।',
        content: {
          lead: 'VIP रैंक 3 और उससे ऊपर के लिए: हर सुबह हम <strong>पिछले दिन की वैध बेट</strong> पर रिबेट देते हैं, बिना किसी टर्नओवर के।',
          points: [
            'स्लॉट्स, फिशिंग और स्पोर्ट्स 0.5%; लाइव कैसीनो 0.4%; कार्ड गेम्स 0.3%।',
            'प्रति दिन RM 2,000.00 तक; RM 1.00 से कम का रिबेट नहीं दिया जाता।',
          ],
        },
      },
      BN: {
        title: 'VIP দৈনিক রিবেট',
        summary: 'প্রতিদিন আপনার বৈধ বাজির সর্বোচ্চ 0.5% ফেরত, সরাসরি আপনার ওয়ালেটে।',
        content: {
          lead: 'VIP র‍্যাংক 3 ও তার উপরের জন্য: প্রতিদিন সকালে আমরা <strong>আগের দিনের বৈধ বাজির</strong> উপর রিবেট দিই, কোনো টার্নওভার ছাড়াই।',
          points: [
            'স্লট, ফিশিং ও স্পোর্টস 0.5%; লাইভ ক্যাসিনো 0.4%; কার্ড গেম 0.3%।',
            'দিনে সর্বোচ্চ RM 2,000.00; RM 1.00-এর কম রিবেট দেওয়া হয় না।',
          ],
        },
      },
      KM: {
        title: 'ប្រាក់សងត្រឡប់ប្រចាំថ្ងៃ VIP',
        summary: 'សងត្រឡប់រហូតដល់ 0.5% នៃការភ្នាល់ត្រឹមត្រូវរៀងរាល់ថ្ងៃ ចូលកាបូបរបស់អ្នកផ្ទាល់។',
        content: {
          lead: 'សម្រាប់កម្រិត VIP 3 ឡើងទៅ៖ រៀងរាល់ព្រឹក យើងបើកប្រាក់សងត្រឡប់លើ <strong>ការភ្នាល់ត្រឹមត្រូវនៃថ្ងៃមុន</strong> ដោយមិនតម្រូវឱ្យមានចំនួនភ្នាល់។',
          points: [
            'ស្លត បាញ់ត្រី និងកីឡា 0.5% កាស៊ីណូផ្ទាល់ 0.4% ល្បែងបៀ 0.3%។',
            'រហូតដល់ RM 2,000.00 ក្នុងមួយថ្ងៃ ប្រាក់សងត្រឡប់ក្រោម RM 1.00 មិនត្រូវបានបើកទេ។',
          ],
        },
      },
      LO: {
        title: 'ເງິນຄືນ VIP ປະຈຳວັນ',
        summary: 'ຮັບຄືນສູງສຸດ 0.5% ຂອງຍອດເດີມພັນທີ່ມີຜົນທຸກມື້, ເຂົ້າກະເປົາໂດຍກົງ.',
        content: {
          lead: 'ສຳລັບ VIP ລະດັບ 3 ຂຶ້ນໄປ: ທຸກເຊົ້າພວກເຮົາຈ່າຍເງິນຄືນຈາກ <strong>ຍອດເດີມພັນທີ່ມີຜົນຂອງມື້ກ່ອນ</strong>, ບໍ່ມີເທີນໂອເວີ.',
          points: [
            'ສະລັອດ, ຍິງປາ ແລະ ກິລາ 0.5%; ຄາສິໂນສົດ 0.4%; ເກມໄພ່ 0.3%.',
            'ສູງສຸດ RM 2,000.00 ຕໍ່ມື້; ເງິນຄືນຕ່ຳກວ່າ RM 1.00 ຈະບໍ່ຈ່າຍ.',
          ],
        },
      },
      MM: {
        title: 'VIP နေ့စဉ် ပြန်အမ်းငွေ',
        summary: 'သင့်တရားဝင်လောင်းကြေး၏ အများဆုံး 0.5% ကို နေ့တိုင်း ပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက် ပြန်ရယူပါ။',
        content: {
          lead: 'VIP အဆင့် 3 နှင့်အထက်အတွက်: နံနက်တိုင်း <strong>ယခင်နေ့ တရားဝင်လောင်းကြေး</strong>အပေါ် ပြန်အမ်းငွေကို လောင်းကြေးလည်ပတ်မှု မလိုဘဲ ပေးပါသည်။',
          points: [
            'စလော့၊ ငါးဖမ်းနှင့် အားကစား 0.5%၊ တိုက်ရိုက်ကာစီနို 0.4%၊ ဖဲဂိမ်း 0.3%။',
            'တစ်ရက်လျှင် အများဆုံး RM 2,000.00၊ RM 1.00 အောက် ပြန်အမ်းငွေကို မပေးပါ။',
          ],
        },
      },
      PT: {
        title: 'Rebate Diário VIP',
        summary: 'Até 0,5% das suas apostas válidas de volta todo dia, direto na sua carteira.',
        content: {
          lead: 'Para o nível VIP 3 ou superior: toda manhã pagamos um rebate sobre as <strong>apostas válidas do dia anterior</strong>, sem rollover.',
          points: [
            'Caça-níqueis, pescaria e esportes 0,5%; cassino ao vivo 0,4%; jogos de cartas 0,3%.',
            'Até RM 2,000.00 por dia; rebates abaixo de RM 1.00 não são pagos.',
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
