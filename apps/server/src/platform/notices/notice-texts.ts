import type { Language } from '@portal/shared/constants/languages';
import type { NoticeKindName } from '@portal/shared/schemas/notices';
import { bonusNoticeTexts } from './bonus-notice-texts.js';
import { contractNoticeTexts } from './contract-notice-texts.js';
import { referralNoticeTexts } from './referral-notice-texts.js';
import { replyNoticeTexts } from './reply-notice-texts.js';

export interface NoticeText {
  title: string;
  /**
   * Placeholders: {amount} (with its symbol, e.g. RM 1,234.50), {reference}, {time}; a reply
   * to feedback has {reply} and {feedback} (the first characters of what the member wrote).
   */
  content: string;
  /** Used instead of `content` when the notice carries a detail (a reason): has {detail}. */
  contentWithDetail?: string;
}

/** Kinds whose words come from these catalogues; an operator message brings its own. */
export type CatalogueKind = Exclude<NoticeKindName, 'operator_message'>;
type CashierKind =
  | 'deposit_arrived'
  | 'deposit_rejected'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_failed';

/**
 * The deposit and withdrawal notices of spec section 8 in every interface language. Kept apart
 * from the error catalogue: these are messages to the member, not failures of a call.
 */
const cashierNoticeTexts: Record<Language, Record<CashierKind, NoticeText>> = {
  EN: {
    deposit_arrived: {
      title: 'Deposit received',
      content: 'Your deposit of {amount} (order {reference}) arrived in your wallet at {time}.',
    },
    deposit_rejected: {
      title: 'Deposit rejected',
      content:
        'Your deposit of {amount} (order {reference}) was rejected at {time}. Contact customer service if you have any questions.',
    },
    deposit_failed: {
      title: 'Deposit failed',
      content:
        'Your deposit of {amount} (order {reference}) failed at {time}. Please try again or contact customer service.',
    },
    withdrawal_approved: {
      title: 'Withdrawal approved',
      content:
        'Your withdrawal of {amount} (order {reference}) was approved at {time}. Please confirm receipt once the money reaches your bank account.',
    },
    withdrawal_rejected: {
      title: 'Withdrawal rejected',
      content:
        'Your withdrawal of {amount} (order {reference}) was rejected at {time}. The amount has been returned to your wallet.',
    },
    withdrawal_failed: {
      title: 'Withdrawal failed',
      content:
        'Your withdrawal of {amount} (order {reference}) could not be paid out at {time}. Please check your bank card details or contact customer service.',
    },
  },
  CN: {
    deposit_arrived: {
      title: '存款已到账',
      content: '您的存款 {amount}（订单 {reference}）已于 {time} 到账。',
    },
    deposit_rejected: {
      title: '存款被拒绝',
      content: '您的存款 {amount}（订单 {reference}）已于 {time} 被拒绝。如有疑问，请联系客服。',
    },
    deposit_failed: {
      title: '存款失败',
      content: '您的存款 {amount}（订单 {reference}）于 {time} 失败。请重试或联系客服。',
    },
    withdrawal_approved: {
      title: '提款已批准',
      content:
        '您的提款 {amount}（订单 {reference}）已于 {time} 批准。款项到达您的银行账户后，请确认收款。',
    },
    withdrawal_rejected: {
      title: '提款被拒绝',
      content: '您的提款 {amount}（订单 {reference}）已于 {time} 被拒绝，款项已退回您的钱包。',
    },
    withdrawal_failed: {
      title: '提款失败',
      content:
        '您的提款 {amount}（订单 {reference}）于 {time} 未能出款。请检查您的银行卡信息或联系客服。',
    },
  },
  MY: {
    deposit_arrived: {
      title: 'Deposit diterima',
      content:
        'Deposit anda sebanyak {amount} (pesanan {reference}) telah masuk ke dompet anda pada {time}.',
    },
    deposit_rejected: {
      title: 'Deposit ditolak',
      content:
        'Deposit anda sebanyak {amount} (pesanan {reference}) telah ditolak pada {time}. Hubungi khidmat pelanggan jika ada sebarang pertanyaan.',
    },
    deposit_failed: {
      title: 'Deposit gagal',
      content:
        'Deposit anda sebanyak {amount} (pesanan {reference}) gagal pada {time}. Sila cuba lagi atau hubungi khidmat pelanggan.',
    },
    withdrawal_approved: {
      title: 'Pengeluaran diluluskan',
      content:
        'Pengeluaran anda sebanyak {amount} (pesanan {reference}) telah diluluskan pada {time}. Sila sahkan penerimaan sebaik sahaja wang masuk ke akaun bank anda.',
    },
    withdrawal_rejected: {
      title: 'Pengeluaran ditolak',
      content:
        'Pengeluaran anda sebanyak {amount} (pesanan {reference}) telah ditolak pada {time}. Jumlah tersebut telah dikembalikan ke dompet anda.',
    },
    withdrawal_failed: {
      title: 'Pengeluaran gagal',
      content:
        'Pengeluaran anda sebanyak {amount} (pesanan {reference}) tidak dapat dibayar pada {time}. Sila semak butiran kad bank anda atau hubungi khidmat pelanggan.',
    },
  },
  VI: {
    deposit_arrived: {
      title: 'Đã nhận tiền nạp',
      content: 'Khoản nạp {amount} (đơn {reference}) của bạn đã vào ví lúc {time}.',
    },
    deposit_rejected: {
      title: 'Nạp tiền bị từ chối',
      content:
        'Khoản nạp {amount} (đơn {reference}) của bạn đã bị từ chối lúc {time}. Vui lòng liên hệ chăm sóc khách hàng nếu có thắc mắc.',
    },
    deposit_failed: {
      title: 'Nạp tiền thất bại',
      content:
        'Khoản nạp {amount} (đơn {reference}) của bạn đã thất bại lúc {time}. Vui lòng thử lại hoặc liên hệ chăm sóc khách hàng.',
    },
    withdrawal_approved: {
      title: 'Rút tiền đã được duyệt',
      content:
        'Yêu cầu rút {amount} (đơn {reference}) của bạn đã được duyệt lúc {time}. Vui lòng xác nhận đã nhận khi tiền về tài khoản ngân hàng của bạn.',
    },
    withdrawal_rejected: {
      title: 'Rút tiền bị từ chối',
      content:
        'Yêu cầu rút {amount} (đơn {reference}) của bạn đã bị từ chối lúc {time}. Số tiền đã được hoàn lại vào ví của bạn.',
    },
    withdrawal_failed: {
      title: 'Rút tiền thất bại',
      content:
        'Yêu cầu rút {amount} (đơn {reference}) của bạn không thể chi trả lúc {time}. Vui lòng kiểm tra thông tin thẻ ngân hàng hoặc liên hệ chăm sóc khách hàng.',
    },
  },
  TH: {
    deposit_arrived: {
      title: 'ได้รับเงินฝากแล้ว',
      content: 'เงินฝาก {amount} (คำสั่ง {reference}) ของคุณเข้ากระเป๋าเงินแล้วเมื่อ {time}',
    },
    deposit_rejected: {
      title: 'การฝากเงินถูกปฏิเสธ',
      content:
        'เงินฝาก {amount} (คำสั่ง {reference}) ของคุณถูกปฏิเสธเมื่อ {time} หากมีข้อสงสัยโปรดติดต่อฝ่ายบริการลูกค้า',
    },
    deposit_failed: {
      title: 'การฝากเงินล้มเหลว',
      content:
        'เงินฝาก {amount} (คำสั่ง {reference}) ของคุณล้มเหลวเมื่อ {time} โปรดลองอีกครั้งหรือติดต่อฝ่ายบริการลูกค้า',
    },
    withdrawal_approved: {
      title: 'อนุมัติการถอนเงินแล้ว',
      content:
        'การถอนเงิน {amount} (คำสั่ง {reference}) ของคุณได้รับการอนุมัติเมื่อ {time} โปรดยืนยันการรับเงินเมื่อเงินเข้าบัญชีธนาคารของคุณ',
    },
    withdrawal_rejected: {
      title: 'การถอนเงินถูกปฏิเสธ',
      content:
        'การถอนเงิน {amount} (คำสั่ง {reference}) ของคุณถูกปฏิเสธเมื่อ {time} ยอดเงินได้คืนเข้ากระเป๋าเงินของคุณแล้ว',
    },
    withdrawal_failed: {
      title: 'การถอนเงินล้มเหลว',
      content:
        'การถอนเงิน {amount} (คำสั่ง {reference}) ของคุณไม่สามารถจ่ายได้เมื่อ {time} โปรดตรวจสอบข้อมูลบัตรธนาคารหรือติดต่อฝ่ายบริการลูกค้า',
    },
  },
  ID: {
    deposit_arrived: {
      title: 'Deposit diterima',
      content:
        'Deposit Anda sebesar {amount} (pesanan {reference}) telah masuk ke dompet Anda pada {time}.',
    },
    deposit_rejected: {
      title: 'Deposit ditolak',
      content:
        'Deposit Anda sebesar {amount} (pesanan {reference}) ditolak pada {time}. Hubungi layanan pelanggan jika ada pertanyaan.',
    },
    deposit_failed: {
      title: 'Deposit gagal',
      content:
        'Deposit Anda sebesar {amount} (pesanan {reference}) gagal pada {time}. Silakan coba lagi atau hubungi layanan pelanggan.',
    },
    withdrawal_approved: {
      title: 'Penarikan disetujui',
      content:
        'Penarikan Anda sebesar {amount} (pesanan {reference}) disetujui pada {time}. Silakan konfirmasi penerimaan setelah dana masuk ke rekening bank Anda.',
    },
    withdrawal_rejected: {
      title: 'Penarikan ditolak',
      content:
        'Penarikan Anda sebesar {amount} (pesanan {reference}) ditolak pada {time}. Dana telah dikembalikan ke dompet Anda.',
    },
    withdrawal_failed: {
      title: 'Penarikan gagal',
      content:
        'Penarikan Anda sebesar {amount} (pesanan {reference}) tidak dapat dibayarkan pada {time}. Silakan periksa data kartu bank Anda atau hubungi layanan pelanggan.',
    },
  },
  JA: {
    deposit_arrived: {
      title: '入金が完了しました',
      content: '{amount} のご入金（注文番号 {reference}）は {time} にウォレットに反映されました。',
    },
    deposit_rejected: {
      title: '入金が却下されました',
      content:
        '{amount} のご入金（注文番号 {reference}）は {time} に却下されました。ご不明な点はカスタマーサービスまでお問い合わせください。',
    },
    deposit_failed: {
      title: '入金に失敗しました',
      content:
        '{amount} のご入金（注文番号 {reference}）は {time} に失敗しました。もう一度お試しいただくか、カスタマーサービスまでお問い合わせください。',
    },
    withdrawal_approved: {
      title: '出金が承認されました',
      content:
        '{amount} の出金（注文番号 {reference}）は {time} に承認されました。銀行口座への着金後、受け取りの確認をお願いします。',
    },
    withdrawal_rejected: {
      title: '出金が却下されました',
      content:
        '{amount} の出金（注文番号 {reference}）は {time} に却下されました。金額はウォレットに返還されました。',
    },
    withdrawal_failed: {
      title: '出金に失敗しました',
      content:
        '{amount} の出金（注文番号 {reference}）は {time} に支払いができませんでした。銀行カードの情報をご確認いただくか、カスタマーサービスまでお問い合わせください。',
    },
  },
  TY: {
    deposit_arrived: {
      title: '存款已到帳',
      content: '您的存款 {amount}（訂單 {reference}）已於 {time} 到帳。',
    },
    deposit_rejected: {
      title: '存款被拒絕',
      content: '您的存款 {amount}（訂單 {reference}）已於 {time} 被拒絕。如有疑問，請聯繫客服。',
    },
    deposit_failed: {
      title: '存款失敗',
      content: '您的存款 {amount}（訂單 {reference}）於 {time} 失敗。請重試或聯繫客服。',
    },
    withdrawal_approved: {
      title: '提款已核准',
      content:
        '您的提款 {amount}（訂單 {reference}）已於 {time} 核准。款項到達您的銀行帳戶後，請確認收款。',
    },
    withdrawal_rejected: {
      title: '提款被拒絕',
      content: '您的提款 {amount}（訂單 {reference}）已於 {time} 被拒絕，款項已退回您的錢包。',
    },
    withdrawal_failed: {
      title: '提款失敗',
      content:
        '您的提款 {amount}（訂單 {reference}）於 {time} 未能出款。請檢查您的銀行卡資料或聯繫客服。',
    },
  },
  KO: {
    deposit_arrived: {
      title: '입금 완료',
      content: '{amount} 입금(주문 {reference})이 {time}에 지갑에 반영되었습니다.',
    },
    deposit_rejected: {
      title: '입금 거절',
      content:
        '{amount} 입금(주문 {reference})이 {time}에 거절되었습니다. 문의 사항이 있으시면 고객센터로 연락해 주세요.',
    },
    deposit_failed: {
      title: '입금 실패',
      content:
        '{amount} 입금(주문 {reference})이 {time}에 실패했습니다. 다시 시도하시거나 고객센터로 문의해 주세요.',
    },
    withdrawal_approved: {
      title: '출금 승인',
      content:
        '{amount} 출금(주문 {reference})이 {time}에 승인되었습니다. 은행 계좌에 입금되면 수령 확인을 해 주세요.',
    },
    withdrawal_rejected: {
      title: '출금 거절',
      content:
        '{amount} 출금(주문 {reference})이 {time}에 거절되었습니다. 금액은 지갑으로 반환되었습니다.',
    },
    withdrawal_failed: {
      title: '출금 실패',
      content:
        '{amount} 출금(주문 {reference})이 {time}에 지급되지 못했습니다. 은행 카드 정보를 확인하시거나 고객센터로 문의해 주세요.',
    },
  },
  HI: {
    deposit_arrived: {
      title: 'जमा प्राप्त हुई',
      content: '{amount} की आपकी जमा (ऑर्डर {reference}) {time} को आपके वॉलेट में पहुँच गई।',
    },
    deposit_rejected: {
      title: 'जमा अस्वीकृत',
      content:
        '{amount} की आपकी जमा (ऑर्डर {reference}) {time} को अस्वीकार कर दी गई। कोई सवाल हो तो ग्राहक सेवा से संपर्क करें।',
    },
    deposit_failed: {
      title: 'जमा असफल',
      content:
        '{amount} की आपकी जमा (ऑर्डर {reference}) {time} को असफल रही। कृपया फिर से कोशिश करें या ग्राहक सेवा से संपर्क करें।',
    },
    withdrawal_approved: {
      title: 'निकासी मंज़ूर',
      content:
        '{amount} की आपकी निकासी (ऑर्डर {reference}) {time} को मंज़ूर कर दी गई। पैसा आपके बैंक खाते में पहुँचने पर कृपया प्राप्ति की पुष्टि करें।',
    },
    withdrawal_rejected: {
      title: 'निकासी अस्वीकृत',
      content:
        '{amount} की आपकी निकासी (ऑर्डर {reference}) {time} को अस्वीकार कर दी गई। राशि आपके वॉलेट में वापस कर दी गई है।',
    },
    withdrawal_failed: {
      title: 'निकासी असफल',
      content:
        '{amount} की आपकी निकासी (ऑर्डर {reference}) का भुगतान {time} को नहीं हो सका। कृपया अपने बैंक कार्ड की जानकारी जांचें या ग्राहक सेवा से संपर्क करें।',
    },
  },
  BN: {
    deposit_arrived: {
      title: 'ডিপোজিট জমা হয়েছে',
      content: 'আপনার {amount} ডিপোজিট (অর্ডার {reference}) {time}-এ আপনার ওয়ালেটে পৌঁছেছে।',
    },
    deposit_rejected: {
      title: 'ডিপোজিট প্রত্যাখ্যাত',
      content:
        'আপনার {amount} ডিপোজিট (অর্ডার {reference}) {time}-এ প্রত্যাখ্যান করা হয়েছে। কোনো প্রশ্ন থাকলে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
    },
    deposit_failed: {
      title: 'ডিপোজিট ব্যর্থ',
      content:
        'আপনার {amount} ডিপোজিট (অর্ডার {reference}) {time}-এ ব্যর্থ হয়েছে। আবার চেষ্টা করুন বা কাস্টমার সার্ভিসে যোগাযোগ করুন।',
    },
    withdrawal_approved: {
      title: 'উইথড্র অনুমোদিত',
      content:
        'আপনার {amount} উইথড্র (অর্ডার {reference}) {time}-এ অনুমোদিত হয়েছে। টাকা আপনার ব্যাংক অ্যাকাউন্টে পৌঁছালে প্রাপ্তি নিশ্চিত করুন।',
    },
    withdrawal_rejected: {
      title: 'উইথড্র প্রত্যাখ্যাত',
      content:
        'আপনার {amount} উইথড্র (অর্ডার {reference}) {time}-এ প্রত্যাখ্যান করা হয়েছে। টাকাটি আপনার ওয়ালেটে ফেরত দেওয়া হয়েছে।',
    },
    withdrawal_failed: {
      title: 'উইথড্র ব্যর্থ',
      content:
        'আপনার {amount} উইথড্র (অর্ডার {reference}) {time}-এ পেমেন্ট করা যায়নি। আপনার ব্যাংক কার্ডের তথ্য দেখে নিন বা কাস্টমার সার্ভিসে যোগাযোগ করুন।',
    },
  },
  KM: {
    deposit_arrived: {
      title: 'បានទទួលប្រាក់ដាក់',
      content: 'ការដាក់ប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកបានចូលកាបូបនៅ {time}។',
    },
    deposit_rejected: {
      title: 'ការដាក់ប្រាក់ត្រូវបានបដិសេធ',
      content:
        'ការដាក់ប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកត្រូវបានបដិសេធនៅ {time}។ សូមទាក់ទងសេវាអតិថិជន ប្រសិនបើអ្នកមានសំណួរ។',
    },
    deposit_failed: {
      title: 'ការដាក់ប្រាក់បរាជ័យ',
      content:
        'ការដាក់ប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកបានបរាជ័យនៅ {time}។ សូមព្យាយាមម្តងទៀត ឬទាក់ទងសេវាអតិថិជន។',
    },
    withdrawal_approved: {
      title: 'ការដកប្រាក់ត្រូវបានអនុម័ត',
      content:
        'ការដកប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកត្រូវបានអនុម័តនៅ {time}។ សូមបញ្ជាក់ការទទួល នៅពេលប្រាក់ចូលដល់គណនីធនាគាររបស់អ្នក។',
    },
    withdrawal_rejected: {
      title: 'ការដកប្រាក់ត្រូវបានបដិសេធ',
      content:
        'ការដកប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកត្រូវបានបដិសេធនៅ {time}។ ទឹកប្រាក់ត្រូវបានបង្វិលចូលកាបូបរបស់អ្នកវិញហើយ។',
    },
    withdrawal_failed: {
      title: 'ការដកប្រាក់បរាជ័យ',
      content:
        'ការដកប្រាក់ចំនួន {amount} (ការបញ្ជាទិញ {reference}) របស់អ្នកមិនអាចបើកប្រាក់បាននៅ {time}។ សូមពិនិត្យព័ត៌មានកាតធនាគាររបស់អ្នក ឬទាក់ទងសេវាអតិថិជន។',
    },
  },
  LO: {
    deposit_arrived: {
      title: 'ໄດ້ຮັບເງິນຝາກແລ້ວ',
      content: 'ເງິນຝາກ {amount} (ລາຍການ {reference}) ຂອງທ່ານເຂົ້າກະເປົາເງິນແລ້ວເມື່ອ {time}.',
    },
    deposit_rejected: {
      title: 'ການຝາກເງິນຖືກປະຕິເສດ',
      content:
        'ເງິນຝາກ {amount} (ລາຍການ {reference}) ຂອງທ່ານຖືກປະຕິເສດເມື່ອ {time}. ຖ້າມີຂໍ້ສົງໄສ ກະລຸນາຕິດຕໍ່ບໍລິການລູກຄ້າ.',
    },
    deposit_failed: {
      title: 'ການຝາກເງິນບໍ່ສຳເລັດ',
      content:
        'ເງິນຝາກ {amount} (ລາຍການ {reference}) ຂອງທ່ານບໍ່ສຳເລັດເມື່ອ {time}. ກະລຸນາລອງໃໝ່ ຫຼື ຕິດຕໍ່ບໍລິການລູກຄ້າ.',
    },
    withdrawal_approved: {
      title: 'ອະນຸມັດການຖອນເງິນແລ້ວ',
      content:
        'ການຖອນເງິນ {amount} (ລາຍການ {reference}) ຂອງທ່ານໄດ້ຮັບການອະນຸມັດເມື່ອ {time}. ກະລຸນາຢືນຢັນການຮັບເງິນເມື່ອເງິນເຂົ້າບັນຊີທະນາຄານຂອງທ່ານ.',
    },
    withdrawal_rejected: {
      title: 'ການຖອນເງິນຖືກປະຕິເສດ',
      content:
        'ການຖອນເງິນ {amount} (ລາຍການ {reference}) ຂອງທ່ານຖືກປະຕິເສດເມື່ອ {time}. ຈຳນວນເງິນໄດ້ຄືນເຂົ້າກະເປົາເງິນຂອງທ່ານແລ້ວ.',
    },
    withdrawal_failed: {
      title: 'ການຖອນເງິນບໍ່ສຳເລັດ',
      content:
        'ການຖອນເງິນ {amount} (ລາຍການ {reference}) ຂອງທ່ານບໍ່ສາມາດຈ່າຍໄດ້ເມື່ອ {time}. ກະລຸນາກວດສອບຂໍ້ມູນບັດທະນາຄານ ຫຼື ຕິດຕໍ່ບໍລິການລູກຄ້າ.',
    },
  },
  MM: {
    deposit_arrived: {
      title: 'ငွေသွင်းမှု ရောက်ရှိပါပြီ',
      content: 'သင့်ငွေသွင်းမှု {amount} (အော်ဒါ {reference}) သည် {time} တွင် သင့်ပိုက်ဆံအိတ်ထဲ ရောက်ရှိပါပြီ။',
    },
    deposit_rejected: {
      title: 'ငွေသွင်းမှု ငြင်းပယ်ခံရသည်',
      content:
        'သင့်ငွေသွင်းမှု {amount} (အော်ဒါ {reference}) ကို {time} တွင် ငြင်းပယ်ခဲ့ပါသည်။ မေးမြန်းလိုပါက ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    },
    deposit_failed: {
      title: 'ငွေသွင်းမှု မအောင်မြင်ပါ',
      content:
        'သင့်ငွေသွင်းမှု {amount} (အော်ဒါ {reference}) သည် {time} တွင် မအောင်မြင်ပါ။ ထပ်ကြိုးစားပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    },
    withdrawal_approved: {
      title: 'ငွေထုတ်မှု အတည်ပြုပြီး',
      content:
        'သင့်ငွေထုတ်မှု {amount} (အော်ဒါ {reference}) ကို {time} တွင် အတည်ပြုပြီးပါပြီ။ ငွေသည် သင့်ဘဏ်အကောင့်သို့ ရောက်သည်နှင့် ရရှိကြောင်း အတည်ပြုပါ။',
    },
    withdrawal_rejected: {
      title: 'ငွေထုတ်မှု ငြင်းပယ်ခံရသည်',
      content:
        'သင့်ငွေထုတ်မှု {amount} (အော်ဒါ {reference}) ကို {time} တွင် ငြင်းပယ်ခဲ့ပါသည်။ ပမာဏကို သင့်ပိုက်ဆံအိတ်ထဲ ပြန်ထည့်ပေးပြီးပါပြီ။',
    },
    withdrawal_failed: {
      title: 'ငွေထုတ်မှု မအောင်မြင်ပါ',
      content:
        'သင့်ငွေထုတ်မှု {amount} (အော်ဒါ {reference}) ကို {time} တွင် ပေးချေ၍ မရပါ။ သင့်ဘဏ်ကတ် အချက်အလက်ကို စစ်ဆေးပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
    },
  },
  PT: {
    deposit_arrived: {
      title: 'Depósito recebido',
      content: 'Seu depósito de {amount} (pedido {reference}) caiu na sua carteira em {time}.',
    },
    deposit_rejected: {
      title: 'Depósito recusado',
      content:
        'Seu depósito de {amount} (pedido {reference}) foi recusado em {time}. Fale com o atendimento ao cliente se tiver alguma dúvida.',
    },
    deposit_failed: {
      title: 'Falha no depósito',
      content:
        'Seu depósito de {amount} (pedido {reference}) falhou em {time}. Tente novamente ou fale com o atendimento ao cliente.',
    },
    withdrawal_approved: {
      title: 'Saque aprovado',
      content:
        'Seu saque de {amount} (pedido {reference}) foi aprovado em {time}. Confirme o recebimento assim que o dinheiro cair na sua conta bancária.',
    },
    withdrawal_rejected: {
      title: 'Saque recusado',
      content:
        'Seu saque de {amount} (pedido {reference}) foi recusado em {time}. O valor foi devolvido à sua carteira.',
    },
    withdrawal_failed: {
      title: 'Falha no saque',
      content:
        'Não foi possível pagar seu saque de {amount} (pedido {reference}) em {time}. Confira os dados do seu cartão bancário ou fale com o atendimento ao cliente.',
    },
  },
  ES: {
    deposit_arrived: {
      title: 'Depósito recibido',
      content: 'Tu depósito de {amount} (orden {reference}) llegó a tu billetera el {time}.',
    },
    deposit_rejected: {
      title: 'Depósito rechazado',
      content:
        'Tu depósito de {amount} (orden {reference}) fue rechazado el {time}. Contacta con atención al cliente si tienes alguna pregunta.',
    },
    deposit_failed: {
      title: 'Depósito fallido',
      content:
        'Tu depósito de {amount} (orden {reference}) falló el {time}. Inténtalo de nuevo o contacta con atención al cliente.',
    },
    withdrawal_approved: {
      title: 'Retiro aprobado',
      content:
        'Tu retiro de {amount} (orden {reference}) fue aprobado el {time}. Confirma la recepción cuando el dinero llegue a tu cuenta bancaria.',
    },
    withdrawal_rejected: {
      title: 'Retiro rechazado',
      content:
        'Tu retiro de {amount} (orden {reference}) fue rechazado el {time}. El importe se ha devuelto a tu billetera.',
    },
    withdrawal_failed: {
      title: 'Retiro fallido',
      content:
        'Tu retiro de {amount} (orden {reference}) no se pudo pagar el {time}. Revisa los datos de tu tarjeta bancaria o contacta con atención al cliente.',
    },
  },
};

/** Every catalogue kind in every interface language. */
export const noticeTexts = Object.fromEntries(
  (Object.keys(cashierNoticeTexts) as Language[]).map((language) => [
    language,
    {
      ...cashierNoticeTexts[language],
      ...bonusNoticeTexts[language],
      ...replyNoticeTexts[language],
      ...referralNoticeTexts[language],
      ...contractNoticeTexts[language],
    },
  ]),
) as Record<Language, Record<CatalogueKind, NoticeText>>;
