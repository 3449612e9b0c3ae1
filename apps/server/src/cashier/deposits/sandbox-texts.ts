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
  KO: {
    title: '샌드박스 결제 게이트웨이',
    note: '테스트용 게이트웨이입니다. 실제 돈은 이동하지 않습니다.',
    order: '주문',
    amount: '금액',
    pay: '결제',
    fail: '결제 실패 처리',
    back: '사이트로 돌아가기',
    settled: (status) => `이 주문은 ${status} 상태이므로 결제할 내역이 없습니다.`,
    statuses: {
      pending: '대기 중',
      success: '결제 완료',
      rejected: '거절',
      failed: '실패',
      expired: '만료',
    },
    notFoundTitle: '결제를 찾을 수 없습니다',
    notFound: '유효하지 않은 결제 링크입니다. 사이트에서 입금을 다시 시작해 주세요.',
    notAcknowledged: (reason) =>
      `가맹점이 결제를 확인하지 않았습니다 (${reason}). 다시 시도해 주세요.`,
  HI: {
    title: 'सैंडबॉक्स पेमेंट गेटवे',
    note: 'एक टेस्ट गेटवे: कोई असली पैसा नहीं जाता।',
    order: 'ऑर्डर',
    amount: 'राशि',
    pay: 'भुगतान करें',
    fail: 'भुगतान असफल करें',
    back: 'साइट पर वापस',
    settled: (status) => `यह ऑर्डर ${status} है: भुगतान के लिए कुछ नहीं है।`,
    statuses: {
      pending: 'लंबित',
      success: 'भुगतान हो चुका',
      rejected: 'अस्वीकृत',
      failed: 'असफल',
      expired: 'समाप्त',
    },
    notFoundTitle: 'भुगतान नहीं मिला',
    notFound: 'यह पेमेंट लिंक मान्य नहीं है। साइट पर फिर से जमा शुरू करें।',
    notAcknowledged: (reason) => `मर्चेंट ने भुगतान की पुष्टि नहीं की (${reason})। फिर से कोशिश करें।`,
  BN: {
    title: 'স্যান্ডবক্স পেমেন্ট গেটওয়ে',
    note: 'একটি টেস্ট গেটওয়ে: কোনো আসল টাকা লেনদেন হয় না।',
    order: 'অর্ডার',
    amount: 'পরিমাণ',
    pay: 'পেমেন্ট করুন',
    fail: 'পেমেন্ট ব্যর্থ করুন',
    back: 'সাইটে ফিরে যান',
    settled: (status) => `এই অর্ডারটি ${status}: পেমেন্ট করার কিছু নেই।`,
    statuses: {
      pending: 'অপেক্ষমাণ',
      success: 'পেমেন্ট হয়েছে',
      rejected: 'প্রত্যাখ্যাত',
      failed: 'ব্যর্থ',
      expired: 'মেয়াদোত্তীর্ণ',
    },
    notFoundTitle: 'পেমেন্ট পাওয়া যায়নি',
    notFound: 'এই পেমেন্ট লিংকটি সঠিক নয়। সাইটে আবার ডিপোজিট শুরু করুন।',
    notAcknowledged: (reason) => `মার্চেন্ট পেমেন্টটি স্বীকার করেনি (${reason})। আবার চেষ্টা করুন।`,
  },
};
