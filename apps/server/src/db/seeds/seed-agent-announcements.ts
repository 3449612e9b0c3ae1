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
