import type { Language } from '@portal/shared/constants/languages';
import { nowIso } from '../time.js';
import type { SeedDb } from './seed-types.js';

type Contents = Record<Language, { title: string; content: string }>;

/** Two notices to agents: a pinned one on commissions and one on the new team reports. */
const demoAgentAnnouncements: { pinned: boolean; contents: Contents }[] = [
  {
    pinned: true,
    contents: {
      EN: {
        title: 'Commission statements are settled every Monday',
        content:
          "Your team's figures for the previous week (Monday to Sunday, GMT+8) are closed every Monday at 12:00. Check My income for what reached your main wallet.",
      },
      CN: {
        title: '佣金报表每周一结算',
        content:
          '每周一 12:00 结算上一周（周一至周日，GMT+8）的团队数据。请在"我的收入"中查看已到账主钱包的款项。',
      },
      MY: {
        title: 'Penyata komisen diselesaikan setiap hari Isnin',
        content:
          'Angka pasukan anda bagi minggu lepas (Isnin hingga Ahad, GMT+8) ditutup setiap Isnin pada pukul 12:00. Semak Pendapatan Saya untuk wang yang telah masuk ke dompet utama anda.',
      },
      VI: {
        title: 'Báo cáo hoa hồng được quyết toán vào mỗi thứ Hai',
        content:
          'Số liệu của đội bạn trong tuần trước (thứ Hai đến Chủ nhật, GMT+8) được chốt vào 12:00 mỗi thứ Hai. Xem mục Thu nhập của tôi để biết số tiền đã vào ví chính.',
      },
      TH: {
        title: 'ใบแจ้งค่าคอมมิชชันสรุปทุกวันจันทร์',
        content:
          'ตัวเลขของทีมคุณในสัปดาห์ก่อน (วันจันทร์ถึงวันอาทิตย์ GMT+8) จะปิดยอดทุกวันจันทร์เวลา 12:00 น. ดูรายได้ของฉันเพื่อตรวจสอบยอดที่เข้ากระเป๋าหลักของคุณ',
      },
      ID: {
        title: 'Laporan komisi diselesaikan setiap hari Senin',
        content:
          'Angka tim Anda untuk minggu sebelumnya (Senin sampai Minggu, GMT+8) ditutup setiap Senin pukul 12:00. Lihat Penghasilan Saya untuk dana yang sudah masuk ke dompet utama Anda.',
      },
      JA: {
        title: 'コミッション明細は毎週月曜日に確定します',
        content:
          '前週（月曜日〜日曜日、GMT+8）のチーム実績は毎週月曜日 12:00 に締め切られます。メインウォレットへの入金は「マイ収入」でご確認ください。',
      },
      TY: {
        title: '佣金報表每週一結算',
        content:
          '每週一 12:00 結算上一週（週一至週日，GMT+8）的團隊數據。請在「我的收入」中查看已到帳主錢包的款項。',
      },
      KO: {
        title: '커미션 정산서는 매주 월요일에 정산됩니다',
        content:
          '지난주(월요일~일요일, GMT+8) 팀 실적은 매주 월요일 12:00에 마감됩니다. 메인 지갑에 입금된 금액은 내 수익에서 확인하세요.',
      },
      HI: {
        title: 'कमीशन स्टेटमेंट हर सोमवार सेटल होते हैं',
        content:
          'पिछले हफ़्ते (सोमवार से रविवार, GMT+8) के आपकी टीम के आंकड़े हर सोमवार 12:00 बजे बंद होते हैं। आपके मुख्य वॉलेट में क्या पहुँचा, यह मेरी आय में देखें।',
      },
      BN: {
        title: 'কমিশন স্টেটমেন্ট প্রতি সোমবার সেটেল হয়',
        content:
          'আগের সপ্তাহের (সোমবার থেকে রবিবার, GMT+8) আপনার টিমের হিসাব প্রতি সোমবার 12:00-এ বন্ধ হয়। আপনার মেইন ওয়ালেটে কী এসেছে তা আমার আয়-এ দেখুন।',
      },
      KM: {
        title: 'របាយការណ៍កម្រៃជើងសារត្រូវបានទូទាត់រៀងរាល់ថ្ងៃច័ន្ទ',
        content:
          'តួលេខរបស់ក្រុមអ្នកសម្រាប់សប្តាហ៍មុន (ថ្ងៃច័ន្ទដល់ថ្ងៃអាទិត្យ GMT+8) ត្រូវបានបិទរៀងរាល់ថ្ងៃច័ន្ទម៉ោង 12:00។ សូមពិនិត្យ ចំណូលរបស់ខ្ញុំ ដើម្បីមើលអ្វីដែលបានចូលកាបូបមេរបស់អ្នក។',
      },
      LO: {
        title: 'ຄິດໄລ່ໃບແຈ້ງຄ່າຄອມມິດຊັ່ນທຸກວັນຈັນ',
        content:
          'ຕົວເລກຂອງທີມທ່ານສຳລັບອາທິດກ່ອນ (ວັນຈັນ ຫາ ວັນອາທິດ, GMT+8) ຈະປິດທຸກວັນຈັນເວລາ 12:00. ກວດສອບ ລາຍຮັບຂອງຂ້ອຍ ເພື່ອເບິ່ງຍອດທີ່ເຂົ້າກະເປົາຫຼັກ.',
      },
      MM: {
        title: 'ကော်မရှင် ရှင်းတမ်းများကို တနင်္လာနေ့တိုင်း ရှင်းပါသည်',
        content:
          'ယခင်အပတ် (တနင်္လာမှ တနင်္ဂနွေ၊ GMT+8) အတွက် သင့်အဖွဲ့၏ ကိန်းဂဏန်းများကို တနင်္လာနေ့တိုင်း 12:00 တွင် ပိတ်ပါသည်။ သင့်ပင်မပိုက်ဆံအိတ်ထဲ ရောက်ရှိသည့်ငွေကို ကျွန်ုပ်၏ ဝင်ငွေတွင် စစ်ဆေးပါ။',
      },
      PT: {
        title: 'Os extratos de comissão são liquidados toda segunda-feira',
        content:
          'Os números da sua equipe da semana anterior (de segunda a domingo, GMT+8) são fechados toda segunda-feira às 12:00. Confira em Meus rendimentos o que caiu na sua carteira principal.',
      },
      ES: {
        title: 'Los informes de comisiones se liquidan cada lunes',
        content:
          'Las cifras de tu equipo de la semana anterior (de lunes a domingo, GMT+8) se cierran cada lunes a las 12:00. Consulta Mis ingresos para ver lo que llegó a tu billetera principal.',
      },
    },
  },
  {
    pinned: false,
    contents: {
      EN: {
        title: 'New: team betting and transaction details',
        content:
          'You can now read every bet and wallet movement of your downline, filtered by account, level and date, from the agent centre.',
      },
      CN: {
        title: '新功能：团队投注与交易明细',
        content: '现在您可以在代理中心按账号、层级和日期查看下级的每一笔投注和钱包变动。',
      },
      MY: {
        title: 'Baharu: pertaruhan pasukan dan butiran transaksi',
        content:
          'Kini anda boleh melihat setiap pertaruhan dan pergerakan dompet downline anda, ditapis mengikut akaun, tahap dan tarikh, di pusat ejen.',
      },
      VI: {
        title: 'Mới: cược của đội và chi tiết giao dịch',
        content:
          'Giờ đây bạn có thể xem mọi lượt cược và biến động ví của tuyến dưới, lọc theo tài khoản, cấp và ngày, ngay trong trung tâm đại lý.',
      },
      TH: {
        title: 'ใหม่: การเดิมพันของทีมและรายละเอียดธุรกรรม',
        content:
          'ตอนนี้คุณดูการเดิมพันและความเคลื่อนไหวของกระเป๋าเงินทุกรายการของดาวน์ไลน์ได้ที่ศูนย์ตัวแทน โดยกรองตามบัญชี ระดับ และวันที่',
      },
      ID: {
        title: 'Baru: taruhan tim dan rincian transaksi',
        content:
          'Kini Anda dapat melihat setiap taruhan dan mutasi dompet downline Anda, disaring menurut akun, level, dan tanggal, di pusat agen.',
      },
      JA: {
        title: '新機能：チームのベット履歴と取引明細',
        content:
          'エージェントセンターで、ダウンラインのすべてのベットとウォレットの動きを、アカウント・階層・日付で絞り込んで確認できるようになりました。',
      },
      TY: {
        title: '新功能：團隊投注與交易明細',
        content: '現在您可以在代理中心按帳號、層級和日期查看下級的每一筆投注和錢包變動。',
      },
      KO: {
        title: '신규 기능: 팀 베팅 및 거래 상세',
        content:
          '이제 에이전트 센터에서 하위 회원의 모든 베팅과 지갑 거래 내역을 계정, 단계, 날짜별로 확인할 수 있습니다.',
      },
      HI: {
        title: 'नया: टीम बेटिंग और लेन-देन विवरण',
        content:
          'अब आप एजेंट सेंटर से अपनी डाउनलाइन की हर बेट और वॉलेट लेन-देन देख सकते हैं, खाते, स्तर और तारीख के अनुसार फ़िल्टर करके।',
      },
      BN: {
        title: 'নতুন: টিমের বাজি ও লেনদেনের বিবরণ',
        content:
          'এখন এজেন্ট সেন্টার থেকে অ্যাকাউন্ট, লেভেল ও তারিখ অনুযায়ী ফিল্টার করে আপনার ডাউনলাইনের প্রতিটি বাজি ও ওয়ালেটের লেনদেন দেখতে পারবেন।',
      },
      KM: {
        title: 'ថ្មី៖ ការភ្នាល់របស់ក្រុម និងព័ត៌មានលម្អិតប្រតិបត្តិការ',
        content:
          'ឥឡូវនេះ អ្នកអាចអានរាល់ការភ្នាល់ និងចលនាកាបូបនៃខ្សែក្រោមរបស់អ្នក ដោយត្រងតាមគណនី កម្រិត និងកាលបរិច្ឆេទ ពីមជ្ឈមណ្ឌលភ្នាក់ងារ។',
      },
      LO: {
        title: 'ໃໝ່: ການເດີມພັນຂອງທີມ ແລະ ລາຍລະອຽດທຸລະກຳ',
        content:
          'ຕອນນີ້ທ່ານສາມາດເບິ່ງທຸກການເດີມພັນ ແລະ ການເຄື່ອນໄຫວກະເປົາເງິນຂອງສາຍລຸ່ມ, ກອງຕາມບັນຊີ, ລະດັບ ແລະ ວັນທີ, ຈາກສູນຕົວແທນ.',
      },
      MM: {
        title: 'အသစ်: အဖွဲ့ လောင်းကြေးနှင့် ငွေလွှဲမှု အသေးစိတ်',
        content:
          'သင့်အောက်လိုင်း၏ လောင်းကြေးတိုင်းနှင့် ပိုက်ဆံအိတ် ငွေအဝင်အထွက်တိုင်းကို အကောင့်၊ အဆင့်နှင့် ရက်စွဲအလိုက် စစ်ထုတ်၍ အေးဂျင့်စင်တာတွင် ယခု ကြည့်ရှုနိုင်ပါပြီ။',
      },
      PT: {
        title: 'Novidade: apostas da equipe e detalhes das transações',
        content:
          'Agora você pode ver na central do agente cada aposta e movimentação de carteira dos seus subordinados, filtrando por conta, nível e data.',
      },
      ES: {
        title: 'Novedad: detalle de apuestas y transacciones del equipo',
        content:
          'Ahora puedes ver cada apuesta y cada movimiento de billetera de tu red, filtrados por cuenta, nivel y fecha, desde el centro de agentes.',
      },
    },
  },
];

/**
 * Inserts the demo agent announcements once: when the table already holds any notice (a deleted
 * one too), an operator has been at work and nothing is added.
 */
export async function seedAgentAnnouncements(db: SeedDb): Promise<void> {
  const existing = await db.selectFrom('agent_announcements').select('id').limit(1).execute();
  if (existing.length > 0) return;
  const now = Date.now();
  for (const [index, seed] of demoAgentAnnouncements.entries()) {
    // The list reads newest first: the first notice is the latest, a minute apart.
    const at = nowIso(new Date(now - index * 60_000));
    await db
      .insertInto('agent_announcements')
      .values({
        contents: JSON.stringify(seed.contents),
        pinned: seed.pinned ? 1 : 0,
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
