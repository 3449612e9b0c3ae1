import type { Language } from '@portal/shared/constants/languages';
import type { DepositStatus } from '@portal/shared/schemas/deposit';

/** The sandbox gateway page's words in each of the site's languages. */
export interface SandboxTexts {
  title: string;
  note: string;
  order: string;
  amount: string;
  pay: string;
  fail: string;
  back: string;
  /** An order that is no longer pending: "This order is <status>: there is nothing to pay." */
  settled: (status: string) => string;
  statuses: Record<DepositStatus, string>;
  notFoundTitle: string;
  notFound: string;
  /** The merchant did not acknowledge the callback; `reason` is "HTTP 503" or the network error. */
  notAcknowledged: (reason: string) => string;
}

export const SANDBOX_TEXTS: Readonly<Record<Language, SandboxTexts>> = {
  EN: {
    title: 'Sandbox payment gateway',
    note: 'A test gateway: no real money moves.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail payment',
    back: 'Back to the site',
    settled: (status) => `This order is ${status}: there is nothing to pay.`,
    statuses: {
      pending: 'pending',
      success: 'paid',
      rejected: 'rejected',
      failed: 'failed',
      expired: 'expired',
    },
    notFoundTitle: 'Payment not found',
    notFound: 'This payment link is not valid. Start the deposit again on the site.',
    notAcknowledged: (reason) =>
      `The merchant did not acknowledge the payment (${reason}). Try again.`,
  },
  MY: {
    title: 'Gerbang pembayaran ujian',
    note: 'Gerbang ujian: tiada wang sebenar berpindah.',
    order: 'Pesanan',
    amount: 'Jumlah',
    pay: 'Bayar',
    fail: 'Gagalkan pembayaran',
    back: 'Kembali ke laman',
    settled: (status) => `Pesanan ini ${status}: tiada apa-apa untuk dibayar.`,
    statuses: {
      pending: 'belum selesai',
      success: 'telah dibayar',
      rejected: 'ditolak',
      failed: 'gagal',
      expired: 'tamat tempoh',
    },
    notFoundTitle: 'Pembayaran tidak ditemui',
    notFound: 'Pautan pembayaran ini tidak sah. Mulakan deposit semula di laman.',
    notAcknowledged: (reason) => `Pedagang tidak mengesahkan pembayaran (${reason}). Cuba lagi.`,
  },
  ID: {
    title: 'Gerbang pembayaran uji coba',
    note: 'Gerbang uji coba: tidak ada uang sungguhan yang berpindah.',
    order: 'Pesanan',
    amount: 'Jumlah',
    pay: 'Bayar',
    fail: 'Gagalkan pembayaran',
    back: 'Kembali ke situs',
    settled: (status) => `Pesanan ini ${status}: tidak ada yang perlu dibayar.`,
    statuses: {
      pending: 'menunggu',
      success: 'sudah dibayar',
      rejected: 'ditolak',
      failed: 'gagal',
      expired: 'kedaluwarsa',
    },
    notFoundTitle: 'Pembayaran tidak ditemukan',
    notFound: 'Tautan pembayaran ini tidak valid. Mulai deposit lagi di situs.',
    notAcknowledged: (reason) => `Merchant tidak mengonfirmasi pembayaran (${reason}). Coba lagi.`,
  },
  CN: {
    title: '沙盒支付网关',
    note: '测试网关：不会转移真实资金。',
    order: '订单',
    amount: '金额',
    pay: '支付',
    fail: '使支付失败',
    back: '返回网站',
    settled: (status) => `此订单${status}：无需支付。`,
    statuses: {
      pending: '待处理',
      success: '已支付',
      rejected: '已拒绝',
      failed: '已失败',
      expired: '已过期',
    },
    notFoundTitle: '找不到付款',
    notFound: '此付款链接无效。请在网站上重新发起存款。',
    notAcknowledged: (reason) => `商户未确认此付款（${reason}）。请重试。`,
  },
  TY: {
    title: '沙盒支付閘道',
    note: '測試閘道：不會轉移真實資金。',
    order: '訂單',
    amount: '金額',
    pay: '支付',
    fail: '使支付失敗',
    back: '返回網站',
    settled: (status) => `此訂單${status}：無需支付。`,
    statuses: {
      pending: '待處理',
      success: '已支付',
      rejected: '已拒絕',
      failed: '已失敗',
      expired: '已過期',
    },
    notFoundTitle: '找不到付款',
    notFound: '此付款連結無效。請在網站上重新發起存款。',
    notAcknowledged: (reason) => `商戶未確認此付款（${reason}）。請重試。`,
  },
  JA: {
    title: 'サンドボックス決済ゲートウェイ',
    note: 'テスト用ゲートウェイです。実際のお金は動きません。',
    order: '注文',
    amount: '金額',
    pay: '支払う',
    fail: '支払いを失敗させる',
    back: 'サイトに戻る',
    settled: (status) => `この注文は${status}です。支払うものはありません。`,
    statuses: {
      pending: '処理待ち',
      success: '支払い済み',
      rejected: '却下済み',
      failed: '失敗',
      expired: '期限切れ',
    },
    notFoundTitle: '支払いが見つかりません',
    notFound: 'この支払いリンクは無効です。サイトで入金をやり直してください。',
    notAcknowledged: (reason) =>
      `加盟店が支払いを確認しませんでした（${reason}）。もう一度お試しください。`,
  },
  TH: {
    title: 'เกตเวย์ชำระเงินทดสอบ',
    note: 'เกตเวย์ทดสอบ: ไม่มีการโอนเงินจริง',
    order: 'คำสั่งซื้อ',
    amount: 'จำนวนเงิน',
    pay: 'ชำระเงิน',
    fail: 'ทำให้การชำระเงินล้มเหลว',
    back: 'กลับไปที่เว็บไซต์',
    settled: (status) => `คำสั่งซื้อนี้${status}: ไม่มียอดที่ต้องชำระ`,
    statuses: {
      pending: 'รอดำเนินการ',
      success: 'ชำระแล้ว',
      rejected: 'ถูกปฏิเสธ',
      failed: 'ล้มเหลว',
      expired: 'หมดอายุ',
    },
    notFoundTitle: 'ไม่พบการชำระเงิน',
    notFound: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง โปรดเริ่มฝากเงินใหม่ที่เว็บไซต์',
    notAcknowledged: (reason) => `ร้านค้าไม่ได้ยืนยันการชำระเงิน (${reason}) โปรดลองอีกครั้ง`,
  },
  VI: {
    title: 'Cổng thanh toán thử nghiệm',
    note: 'Cổng thử nghiệm: không có tiền thật được chuyển.',
    order: 'Đơn hàng',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Làm thanh toán thất bại',
    back: 'Quay lại trang',
    settled: (status) => `Đơn hàng này ${status}: không có gì để thanh toán.`,
    statuses: {
      pending: 'đang chờ',
      success: 'đã thanh toán',
      rejected: 'đã bị từ chối',
      failed: 'đã thất bại',
      expired: 'đã hết hạn',
    },
    notFoundTitle: 'Không tìm thấy thanh toán',
    notFound: 'Liên kết thanh toán này không hợp lệ. Hãy nạp tiền lại trên trang.',
    notAcknowledged: (reason) => `Bên bán chưa xác nhận thanh toán (${reason}). Hãy thử lại.`,
  },
  ES: {
    title: 'Pasarela de pago de prueba',
    note: 'Una pasarela de prueba: no se mueve dinero real.',
    order: 'Orden',
    amount: 'Importe',
    pay: 'Pagar',
    fail: 'Hacer fallar el pago',
    back: 'Volver al sitio',
    settled: (status) => `Esta orden está ${status}: no hay nada que pagar.`,
    statuses: {
      pending: 'pendiente',
      success: 'pagada',
      rejected: 'rechazada',
      failed: 'fallida',
      expired: 'vencida',
    },
    notFoundTitle: 'Pago no encontrado',
    notFound: 'Este enlace de pago no es válido. Vuelve a iniciar el depósito en el sitio.',
    notAcknowledged: (reason) => `El comercio no confirmó el pago (${reason}). Inténtalo de nuevo.`,
  },
};
