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
