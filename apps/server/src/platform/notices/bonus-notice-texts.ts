import type { Language } from '@portal/shared/constants/languages';
import type { NoticeText } from './notice-texts.js';

type BonusKind =
  'bonus_issued' | 'bonus_released' | 'bonus_expired' | 'bonus_cancelled' | 'promotion_rejected';

/**
 * Bonus and promotion notices in every interface language: a bonus credited to the bonus wallet,
 * released to the main wallet once its turnover is played, expired or cancelled, and a promotion
 * application that was not approved. A cancellation or rejection may carry the reason ({detail}).
 */
export const bonusNoticeTexts: Record<Language, Record<BonusKind, NoticeText>> = {
  EN: {
    bonus_issued: {
      title: 'Bonus credited',
      content:
        'Your bonus of {amount} ({reference}) was credited to your bonus wallet at {time}. Play through its turnover requirement to release it to your main wallet.',
    },
    bonus_released: {
      title: 'Bonus released',
      content:
        'Your bonus {reference} of {amount} met its turnover requirement and was moved to your main wallet at {time}.',
    },
    bonus_expired: {
      title: 'Bonus expired',
      content:
        'Your bonus {reference} of {amount} expired at {time} before its turnover requirement was met, and was removed from your bonus wallet.',
    },
    bonus_cancelled: {
      title: 'Bonus cancelled',
      content: 'Your bonus {reference} of {amount} was cancelled by customer service at {time}.',
      contentWithDetail:
        'Your bonus {reference} of {amount} was cancelled by customer service at {time}. Reason: {detail}',
    },
    promotion_rejected: {
      title: 'Promotion application not approved',
      content:
        'Your promotion application {reference} was not approved at {time}. Contact customer service if you have any questions.',
      contentWithDetail:
        'Your promotion application {reference} was not approved at {time}. Reason: {detail}',
    },
  },
  CN: {
    bonus_issued: {
      title: '红利已到账',
      content:
        '您的红利 {amount}（{reference}）已于 {time} 存入红利钱包。完成流水要求后即可转入主钱包。',
    },
    bonus_released: {
      title: '红利已解锁',
      content: '您的红利 {reference}（{amount}）已完成流水要求，并于 {time} 转入主钱包。',
    },
    bonus_expired: {
      title: '红利已过期',
      content:
        '您的红利 {reference}（{amount}）未能在期限内完成流水要求，已于 {time} 过期并从红利钱包中扣除。',
    },
    bonus_cancelled: {
      title: '红利已取消',
      content: '您的红利 {reference}（{amount}）已于 {time} 被客服取消。',
      contentWithDetail: '您的红利 {reference}（{amount}）已于 {time} 被客服取消。原因：{detail}',
    },
    promotion_rejected: {
      title: '活动申请未通过',
      content: '您的活动申请 {reference} 于 {time} 未获通过。如有疑问，请联系客服。',
      contentWithDetail: '您的活动申请 {reference} 于 {time} 未获通过。原因：{detail}',
    },
  },
  MY: {
    bonus_issued: {
      title: 'Bonus dikreditkan',
      content:
        'Bonus anda sebanyak {amount} ({reference}) telah dikreditkan ke dompet bonus anda pada {time}. Penuhi syarat turnover untuk memindahkannya ke dompet utama.',
    },
    bonus_released: {
      title: 'Bonus dilepaskan',
      content:
        'Bonus anda {reference} sebanyak {amount} telah memenuhi syarat turnover dan dipindahkan ke dompet utama anda pada {time}.',
    },
    bonus_expired: {
      title: 'Bonus tamat tempoh',
      content:
        'Bonus anda {reference} sebanyak {amount} telah tamat tempoh pada {time} sebelum syarat turnover dipenuhi, dan telah dikeluarkan daripada dompet bonus anda.',
    },
    bonus_cancelled: {
      title: 'Bonus dibatalkan',
      content:
        'Bonus anda {reference} sebanyak {amount} telah dibatalkan oleh khidmat pelanggan pada {time}.',
      contentWithDetail:
        'Bonus anda {reference} sebanyak {amount} telah dibatalkan oleh khidmat pelanggan pada {time}. Sebab: {detail}',
    },
    promotion_rejected: {
      title: 'Permohonan promosi tidak diluluskan',
      content:
        'Permohonan promosi anda {reference} tidak diluluskan pada {time}. Hubungi khidmat pelanggan jika ada sebarang pertanyaan.',
      contentWithDetail:
        'Permohonan promosi anda {reference} tidak diluluskan pada {time}. Sebab: {detail}',
    },
  },
  VI: {
    bonus_issued: {
      title: 'Đã cộng tiền thưởng',
      content:
        'Tiền thưởng {amount} ({reference}) đã được cộng vào ví thưởng của bạn lúc {time}. Hãy hoàn thành yêu cầu doanh thu cược để chuyển tiền thưởng sang ví chính.',
    },
    bonus_released: {
      title: 'Tiền thưởng đã được mở khóa',
      content:
        'Tiền thưởng {reference} trị giá {amount} đã đạt yêu cầu doanh thu cược và được chuyển sang ví chính của bạn lúc {time}.',
    },
    bonus_expired: {
      title: 'Tiền thưởng đã hết hạn',
      content:
        'Tiền thưởng {reference} trị giá {amount} đã hết hạn lúc {time} trước khi đạt yêu cầu doanh thu cược và đã bị thu hồi khỏi ví thưởng của bạn.',
    },
    bonus_cancelled: {
      title: 'Tiền thưởng đã bị hủy',
      content:
        'Tiền thưởng {reference} trị giá {amount} đã bị bộ phận chăm sóc khách hàng hủy lúc {time}.',
      contentWithDetail:
        'Tiền thưởng {reference} trị giá {amount} đã bị bộ phận chăm sóc khách hàng hủy lúc {time}. Lý do: {detail}',
    },
    promotion_rejected: {
      title: 'Đơn tham gia khuyến mãi không được duyệt',
      content:
        'Đơn tham gia khuyến mãi {reference} của bạn không được duyệt lúc {time}. Vui lòng liên hệ chăm sóc khách hàng nếu có thắc mắc.',
      contentWithDetail:
        'Đơn tham gia khuyến mãi {reference} của bạn không được duyệt lúc {time}. Lý do: {detail}',
    },
  },
  TH: {
    bonus_issued: {
      title: 'ได้รับโบนัสแล้ว',
      content:
        'โบนัส {amount} ({reference}) ของคุณเข้ากระเป๋าโบนัสแล้วเมื่อ {time} ทำยอดเทิร์นโอเวอร์ให้ครบเพื่อโอนโบนัสเข้ากระเป๋าหลัก',
    },
    bonus_released: {
      title: 'ปลดล็อกโบนัสแล้ว',
      content:
        'โบนัส {reference} จำนวน {amount} ของคุณทำยอดเทิร์นโอเวอร์ครบแล้ว และถูกโอนเข้ากระเป๋าหลักเมื่อ {time}',
    },
    bonus_expired: {
      title: 'โบนัสหมดอายุ',
      content:
        'โบนัส {reference} จำนวน {amount} ของคุณหมดอายุเมื่อ {time} ก่อนทำยอดเทิร์นโอเวอร์ครบ และถูกนำออกจากกระเป๋าโบนัสแล้ว',
    },
    bonus_cancelled: {
      title: 'โบนัสถูกยกเลิก',
      content: 'โบนัส {reference} จำนวน {amount} ของคุณถูกยกเลิกโดยฝ่ายบริการลูกค้าเมื่อ {time}',
      contentWithDetail:
        'โบนัส {reference} จำนวน {amount} ของคุณถูกยกเลิกโดยฝ่ายบริการลูกค้าเมื่อ {time} เหตุผล: {detail}',
    },
    promotion_rejected: {
      title: 'ใบสมัครโปรโมชันไม่ได้รับการอนุมัติ',
      content:
        'ใบสมัครโปรโมชัน {reference} ของคุณไม่ได้รับการอนุมัติเมื่อ {time} หากมีข้อสงสัยโปรดติดต่อฝ่ายบริการลูกค้า',
      contentWithDetail: 'ใบสมัครโปรโมชัน {reference} ของคุณไม่ได้รับการอนุมัติเมื่อ {time} เหตุผล: {detail}',
    },
  },
  ID: {
    bonus_issued: {
      title: 'Bonus masuk',
      content:
        'Bonus Anda sebesar {amount} ({reference}) telah masuk ke dompet bonus Anda pada {time}. Penuhi syarat turnover untuk memindahkannya ke dompet utama.',
    },
    bonus_released: {
      title: 'Bonus dicairkan',
      content:
        'Bonus Anda {reference} sebesar {amount} telah memenuhi syarat turnover dan dipindahkan ke dompet utama Anda pada {time}.',
    },
    bonus_expired: {
      title: 'Bonus kedaluwarsa',
      content:
        'Bonus Anda {reference} sebesar {amount} kedaluwarsa pada {time} sebelum syarat turnover terpenuhi, dan telah dihapus dari dompet bonus Anda.',
    },
    bonus_cancelled: {
      title: 'Bonus dibatalkan',
      content:
        'Bonus Anda {reference} sebesar {amount} dibatalkan oleh layanan pelanggan pada {time}.',
      contentWithDetail:
        'Bonus Anda {reference} sebesar {amount} dibatalkan oleh layanan pelanggan pada {time}. Alasan: {detail}',
    },
    promotion_rejected: {
      title: 'Pengajuan promosi tidak disetujui',
      content:
        'Pengajuan promosi Anda {reference} tidak disetujui pada {time}. Hubungi layanan pelanggan jika ada pertanyaan.',
      contentWithDetail:
        'Pengajuan promosi Anda {reference} tidak disetujui pada {time}. Alasan: {detail}',
    },
  },
  JA: {
    bonus_issued: {
      title: 'ボーナスが付与されました',
      content:
        '{amount} のボーナス（{reference}）が {time} にボーナスウォレットへ付与されました。出金条件（ロールオーバー）を達成すると、メインウォレットへ移動されます。',
    },
    bonus_released: {
      title: 'ボーナスが解除されました',
      content:
        'ボーナス {reference}（{amount}）は出金条件を達成したため、{time} にメインウォレットへ移動されました。',
    },
    bonus_expired: {
      title: 'ボーナスの有効期限が切れました',
      content:
        'ボーナス {reference}（{amount}）は出金条件を達成する前に {time} に有効期限が切れたため、ボーナスウォレットから削除されました。',
    },
    bonus_cancelled: {
      title: 'ボーナスが取り消されました',
      content:
        'ボーナス {reference}（{amount}）は {time} にカスタマーサービスにより取り消されました。',
      contentWithDetail:
        'ボーナス {reference}（{amount}）は {time} にカスタマーサービスにより取り消されました。理由：{detail}',
    },
    promotion_rejected: {
      title: 'プロモーションの申請が承認されませんでした',
      content:
        'プロモーションの申請 {reference} は {time} に承認されませんでした。ご不明な点はカスタマーサービスまでお問い合わせください。',
      contentWithDetail:
        'プロモーションの申請 {reference} は {time} に承認されませんでした。理由：{detail}',
    },
  },
  TY: {
    bonus_issued: {
      title: '紅利已到帳',
      content:
        '您的紅利 {amount}（{reference}）已於 {time} 存入紅利錢包。完成流水要求後即可轉入主錢包。',
    },
    bonus_released: {
      title: '紅利已解鎖',
      content: '您的紅利 {reference}（{amount}）已完成流水要求，並於 {time} 轉入主錢包。',
    },
    bonus_expired: {
      title: '紅利已過期',
      content:
        '您的紅利 {reference}（{amount}）未能在期限內完成流水要求，已於 {time} 過期並從紅利錢包中扣除。',
    },
    bonus_cancelled: {
      title: '紅利已取消',
      content: '您的紅利 {reference}（{amount}）已於 {time} 被客服取消。',
      contentWithDetail: '您的紅利 {reference}（{amount}）已於 {time} 被客服取消。原因：{detail}',
    },
    promotion_rejected: {
      title: '活動申請未通過',
      content: '您的活動申請 {reference} 於 {time} 未獲通過。如有疑問，請聯繫客服。',
      contentWithDetail: '您的活動申請 {reference} 於 {time} 未獲通過。原因：{detail}',
    },
  },
  KO: {
    bonus_issued: {
      title: '보너스 지급',
      content:
        '보너스 {amount}({reference})이(가) {time}에 보너스 지갑에 지급되었습니다. 롤링 조건을 달성하면 메인 지갑으로 전환됩니다.',
    },
    bonus_released: {
      title: '보너스 전환 완료',
      content:
        '{amount} 보너스 {reference}이(가) 롤링 조건을 달성하여 {time}에 메인 지갑으로 전환되었습니다.',
    },
    bonus_expired: {
      title: '보너스 만료',
      content:
        '{amount} 보너스 {reference}이(가) 롤링 조건을 달성하기 전 {time}에 만료되어 보너스 지갑에서 차감되었습니다.',
    },
    bonus_cancelled: {
      title: '보너스 취소',
      content: '{amount} 보너스 {reference}이(가) {time}에 고객센터에 의해 취소되었습니다.',
      contentWithDetail:
        '{amount} 보너스 {reference}이(가) {time}에 고객센터에 의해 취소되었습니다. 사유: {detail}',
    },
    promotion_rejected: {
      title: '프로모션 신청 미승인',
      content:
        '프로모션 신청 {reference}이(가) {time}에 승인되지 않았습니다. 문의 사항이 있으시면 고객센터로 연락해 주세요.',
      contentWithDetail:
        '프로모션 신청 {reference}이(가) {time}에 승인되지 않았습니다. 사유: {detail}',
    },
  },
  HI: {
    bonus_issued: {
      title: 'बोनस क्रेडिट हुआ',
      content:
        '{amount} का आपका बोनस ({reference}) {time} को आपके बोनस वॉलेट में क्रेडिट हो गया। इसे मुख्य वॉलेट में जारी करने के लिए इसकी टर्नओवर शर्त पूरी करें।',
    },
    bonus_released: {
      title: 'बोनस जारी हुआ',
      content:
        '{amount} का आपका बोनस {reference} अपनी टर्नओवर शर्त पूरी कर चुका है और {time} को आपके मुख्य वॉलेट में भेज दिया गया।',
    },
    bonus_expired: {
      title: 'बोनस समाप्त',
      content:
        '{amount} का आपका बोनस {reference} टर्नओवर शर्त पूरी होने से पहले {time} को समाप्त हो गया, और आपके बोनस वॉलेट से हटा दिया गया।',
    },
    bonus_cancelled: {
      title: 'बोनस रद्द',
      content: '{amount} का आपका बोनस {reference} {time} को ग्राहक सेवा द्वारा रद्द कर दिया गया।',
      contentWithDetail:
        '{amount} का आपका बोनस {reference} {time} को ग्राहक सेवा द्वारा रद्द कर दिया गया। कारण: {detail}',
    },
    promotion_rejected: {
      title: 'प्रमोशन आवेदन मंज़ूर नहीं हुआ',
      content:
        'आपका प्रमोशन आवेदन {reference} {time} को मंज़ूर नहीं हुआ। कोई सवाल हो तो ग्राहक सेवा से संपर्क करें।',
      contentWithDetail: 'आपका प्रमोशन आवेदन {reference} {time} को मंज़ूर नहीं हुआ। कारण: {detail}',
    },
  },
  BN: {
    bonus_issued: {
      title: 'বোনাস জমা হয়েছে',
      content:
        'আপনার {amount} বোনাস ({reference}) {time}-এ আপনার বোনাস ওয়ালেটে জমা হয়েছে। মেইন ওয়ালেটে ছাড়াতে এর টার্নওভারের শর্ত পূরণ করুন।',
    },
    bonus_released: {
      title: 'বোনাস ছাড়া হয়েছে',
      content:
        'আপনার {amount}-এর বোনাস {reference} টার্নওভারের শর্ত পূরণ করেছে এবং {time}-এ আপনার মেইন ওয়ালেটে সরানো হয়েছে।',
    },
    bonus_expired: {
      title: 'বোনাসের মেয়াদ শেষ',
      content:
        'টার্নওভারের শর্ত পূরণের আগেই আপনার {amount}-এর বোনাস {reference}-এর মেয়াদ {time}-এ শেষ হয়েছে এবং এটি আপনার বোনাস ওয়ালেট থেকে সরানো হয়েছে।',
    },
    bonus_cancelled: {
      title: 'বোনাস বাতিল',
      content: 'আপনার {amount}-এর বোনাস {reference} {time}-এ কাস্টমার সার্ভিস বাতিল করেছে।',
      contentWithDetail:
        'আপনার {amount}-এর বোনাস {reference} {time}-এ কাস্টমার সার্ভিস বাতিল করেছে। কারণ: {detail}',
    },
    promotion_rejected: {
      title: 'প্রোমোশনের আবেদন অনুমোদিত হয়নি',
      content:
        'আপনার প্রোমোশনের আবেদন {reference} {time}-এ অনুমোদিত হয়নি। কোনো প্রশ্ন থাকলে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
      contentWithDetail: 'আপনার প্রোমোশনের আবেদন {reference} {time}-এ অনুমোদিত হয়নি। কারণ: {detail}',
    },
  },
  KM: {
    bonus_issued: {
      title: 'បានបញ្ចូលបូនុស',
      content:
        'បូនុសរបស់អ្នកចំនួន {amount} ({reference}) ត្រូវបានបញ្ចូលទៅកាបូបបូនុសរបស់អ្នកនៅ {time}។ សូមលេងឱ្យគ្រប់ចំនួនភ្នាល់តម្រូវ ដើម្បីផ្ទេរវាទៅកាបូបមេរបស់អ្នក។',
    },
    bonus_released: {
      title: 'បូនុសត្រូវបានផ្ទេរ',
      content:
        'បូនុស {reference} ចំនួន {amount} របស់អ្នកបានបំពេញចំនួនភ្នាល់តម្រូវ ហើយត្រូវបានផ្ទេរទៅកាបូបមេរបស់អ្នកនៅ {time}។',
    },
    bonus_expired: {
      title: 'បូនុសផុតកំណត់',
      content:
        'បូនុស {reference} ចំនួន {amount} របស់អ្នកបានផុតកំណត់នៅ {time} មុនពេលបំពេញចំនួនភ្នាល់តម្រូវ ហើយត្រូវបានដកចេញពីកាបូបបូនុសរបស់អ្នក។',
    },
    bonus_cancelled: {
      title: 'បូនុសត្រូវបានលុបចោល',
      content: 'បូនុស {reference} ចំនួន {amount} របស់អ្នកត្រូវបានលុបចោលដោយសេវាអតិថិជននៅ {time}។',
      contentWithDetail:
        'បូនុស {reference} ចំនួន {amount} របស់អ្នកត្រូវបានលុបចោលដោយសេវាអតិថិជននៅ {time}។ មូលហេតុ៖ {detail}',
    },
    promotion_rejected: {
      title: 'ពាក្យស្នើសុំប្រូម៉ូសិនមិនត្រូវបានអនុម័ត',
      content:
        'ពាក្យស្នើសុំប្រូម៉ូសិន {reference} របស់អ្នកមិនត្រូវបានអនុម័តនៅ {time}។ សូមទាក់ទងសេវាអតិថិជន ប្រសិនបើអ្នកមានសំណួរ។',
      contentWithDetail: 'ពាក្យស្នើសុំប្រូម៉ូសិន {reference} របស់អ្នកមិនត្រូវបានអនុម័តនៅ {time}។ មូលហេតុ៖ {detail}',
    },
  },
  LO: {
    bonus_issued: {
      title: 'ໄດ້ຮັບໂບນັດແລ້ວ',
      content:
        'ໂບນັດ {amount} ({reference}) ຂອງທ່ານເຂົ້າກະເປົາໂບນັດແລ້ວເມື່ອ {time}. ທຳເທີນໂອເວີໃຫ້ຄົບເພື່ອໂອນໂບນັດເຂົ້າກະເປົາຫຼັກ.',
    },
    bonus_released: {
      title: 'ປົດລັອກໂບນັດແລ້ວ',
      content:
        'ໂບນັດ {reference} ຈຳນວນ {amount} ຂອງທ່ານທຳເທີນໂອເວີຄົບແລ້ວ ແລະ ຖືກໂອນເຂົ້າກະເປົາຫຼັກເມື່ອ {time}.',
    },
    bonus_expired: {
      title: 'ໂບນັດໝົດອາຍຸ',
      content:
        'ໂບນັດ {reference} ຈຳນວນ {amount} ຂອງທ່ານໝົດອາຍຸເມື່ອ {time} ກ່ອນທຳເທີນໂອເວີຄົບ ແລະ ຖືກລຶບອອກຈາກກະເປົາໂບນັດແລ້ວ.',
    },
    bonus_cancelled: {
      title: 'ໂບນັດຖືກຍົກເລີກ',
      content: 'ໂບນັດ {reference} ຈຳນວນ {amount} ຂອງທ່ານຖືກຍົກເລີກໂດຍບໍລິການລູກຄ້າເມື່ອ {time}.',
      contentWithDetail:
        'ໂບນັດ {reference} ຈຳນວນ {amount} ຂອງທ່ານຖືກຍົກເລີກໂດຍບໍລິການລູກຄ້າເມື່ອ {time}. ເຫດຜົນ: {detail}',
    },
    promotion_rejected: {
      title: 'ຄຳຂໍເຂົ້າຮ່ວມໂປຣໂມຊັ່ນບໍ່ໄດ້ຮັບການອະນຸມັດ',
      content:
        'ຄຳຂໍເຂົ້າຮ່ວມໂປຣໂມຊັ່ນ {reference} ຂອງທ່ານບໍ່ໄດ້ຮັບການອະນຸມັດເມື່ອ {time}. ຖ້າມີຂໍ້ສົງໄສ ກະລຸນາຕິດຕໍ່ບໍລິການລູກຄ້າ.',
      contentWithDetail:
        'ຄຳຂໍເຂົ້າຮ່ວມໂປຣໂມຊັ່ນ {reference} ຂອງທ່ານບໍ່ໄດ້ຮັບການອະນຸມັດເມື່ອ {time}. ເຫດຜົນ: {detail}',
    },
  },
  MM: {
    bonus_issued: {
      title: 'ဘောနပ်စ် ထည့်သွင်းပြီး',
      content:
        'သင့်ဘောနပ်စ် {amount} ({reference}) ကို {time} တွင် သင့်ဘောနပ်စ်ပိုက်ဆံအိတ်ထဲ ထည့်သွင်းပြီးပါပြီ။ ပင်မပိုက်ဆံအိတ်သို့ လွှဲရန် ၎င်း၏ လောင်းကြေးလည်ပတ်မှု လိုအပ်ချက်ကို ပြည့်အောင် ကစားပါ။',
    },
    bonus_released: {
      title: 'ဘောနပ်စ် လွှဲပြီး',
      content:
        '{amount} ရှိသော သင့်ဘောနပ်စ် {reference} သည် လောင်းကြေးလည်ပတ်မှု လိုအပ်ချက် ပြည့်သဖြင့် {time} တွင် သင့်ပင်မပိုက်ဆံအိတ်သို့ ရွှေ့ပြီးပါပြီ။',
    },
    bonus_expired: {
      title: 'ဘောနပ်စ် သက်တမ်းကုန်',
      content:
        '{amount} ရှိသော သင့်ဘောနပ်စ် {reference} သည် လောင်းကြေးလည်ပတ်မှု လိုအပ်ချက် မပြည့်မီ {time} တွင် သက်တမ်းကုန်သွားပြီး သင့်ဘောနပ်စ်ပိုက်ဆံအိတ်မှ ဖယ်ရှားပြီးပါပြီ။',
    },
    bonus_cancelled: {
      title: 'ဘောနပ်စ် ပယ်ဖျက်ပြီး',
      content: '{amount} ရှိသော သင့်ဘောနပ်စ် {reference} ကို {time} တွင် ဖောက်သည်ဝန်ဆောင်မှုက ပယ်ဖျက်ခဲ့ပါသည်။',
      contentWithDetail:
        '{amount} ရှိသော သင့်ဘောနပ်စ် {reference} ကို {time} တွင် ဖောက်သည်ဝန်ဆောင်မှုက ပယ်ဖျက်ခဲ့ပါသည်။ အကြောင်းရင်း: {detail}',
    },
    promotion_rejected: {
      title: 'ပရိုမိုးရှင်း လျှောက်လွှာ အတည်မပြုပါ',
      content:
        'သင့်ပရိုမိုးရှင်း လျှောက်လွှာ {reference} ကို {time} တွင် အတည်မပြုခဲ့ပါ။ မေးမြန်းလိုပါက ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
      contentWithDetail:
        'သင့်ပရိုမိုးရှင်း လျှောက်လွှာ {reference} ကို {time} တွင် အတည်မပြုခဲ့ပါ။ အကြောင်းရင်း: {detail}',
    },
  },
  PT: {
    bonus_issued: {
      title: 'Bônus creditado',
      content:
        'Seu bônus de {amount} ({reference}) foi creditado na sua carteira de bônus em {time}. Cumpra o rollover exigido para liberá-lo na sua carteira principal.',
    },
    bonus_released: {
      title: 'Bônus liberado',
      content:
        'Seu bônus {reference} de {amount} cumpriu o rollover exigido e foi transferido para a sua carteira principal em {time}.',
    },
    bonus_expired: {
      title: 'Bônus expirado',
      content:
        'Seu bônus {reference} de {amount} expirou em {time} antes de o rollover exigido ser cumprido e foi removido da sua carteira de bônus.',
    },
    bonus_cancelled: {
      title: 'Bônus cancelado',
      content:
        'Seu bônus {reference} de {amount} foi cancelado pelo atendimento ao cliente em {time}.',
      contentWithDetail:
        'Seu bônus {reference} de {amount} foi cancelado pelo atendimento ao cliente em {time}. Motivo: {detail}',
    },
    promotion_rejected: {
      title: 'Solicitação de promoção não aprovada',
      content:
        'Sua solicitação de promoção {reference} não foi aprovada em {time}. Fale com o atendimento ao cliente se tiver alguma dúvida.',
      contentWithDetail:
        'Sua solicitação de promoção {reference} não foi aprovada em {time}. Motivo: {detail}',
    },
  },
  ES: {
    bonus_issued: {
      title: 'Bono acreditado',
      content:
        'Tu bono de {amount} ({reference}) se acreditó en tu billetera de bonos el {time}. Cumple su requisito de rollover para liberarlo a tu billetera principal.',
    },
    bonus_released: {
      title: 'Bono liberado',
      content:
        'Tu bono {reference} de {amount} cumplió su requisito de rollover y pasó a tu billetera principal el {time}.',
    },
    bonus_expired: {
      title: 'Bono vencido',
      content:
        'Tu bono {reference} de {amount} venció el {time} antes de cumplir su requisito de rollover y se retiró de tu billetera de bonos.',
    },
    bonus_cancelled: {
      title: 'Bono cancelado',
      content: 'Atención al cliente canceló tu bono {reference} de {amount} el {time}.',
      contentWithDetail:
        'Atención al cliente canceló tu bono {reference} de {amount} el {time}. Motivo: {detail}',
    },
    promotion_rejected: {
      title: 'Solicitud de promoción no aprobada',
      content:
        'Tu solicitud de promoción {reference} no fue aprobada el {time}. Contacta con atención al cliente si tienes alguna pregunta.',
      contentWithDetail:
        'Tu solicitud de promoción {reference} no fue aprobada el {time}. Motivo: {detail}',
    },
  },
};
