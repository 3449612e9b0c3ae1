import type { Language } from '@portal/shared/constants/languages';
import type { NoticeText } from './notice-texts.js';

/**
 * An upline's contract offer waiting for the sub-agent's answer (decision 034): the offer's
 * reference and, as {detail}, the upline's account. The terms are read, and answered, in the
 * agent centre.
 */
export const contractNoticeTexts: Record<Language, Record<'contract_offer', NoticeText>> = {
  EN: {
    contract_offer: {
      title: 'New contract offer',
      content:
        'Your upline has offered you a contract ({reference}) at {time}. Open the agent centre to read the terms and accept or reject it.',
      contentWithDetail:
        'Your upline {detail} has offered you a contract ({reference}) at {time}. Open the agent centre to read the terms and accept or reject it.',
    },
  },
  CN: {
    contract_offer: {
      title: '新的契约邀请',
      content:
        '您的上级已于 {time} 向您发出契约邀请（{reference}）。请打开代理中心查看条款并接受或拒绝。',
      contentWithDetail:
        '您的上级 {detail} 已于 {time} 向您发出契约邀请（{reference}）。请打开代理中心查看条款并接受或拒绝。',
    },
  },
  TY: {
    contract_offer: {
      title: '新的契約邀請',
      content:
        '您的上級已於 {time} 向您發出契約邀請（{reference}）。請打開代理中心查看條款並接受或拒絕。',
      contentWithDetail:
        '您的上級 {detail} 已於 {time} 向您發出契約邀請（{reference}）。請打開代理中心查看條款並接受或拒絕。',
    },
  },
  MY: {
    contract_offer: {
      title: 'Tawaran kontrak baharu',
      content:
        'Upline anda telah menawarkan kontrak ({reference}) kepada anda pada {time}. Buka pusat ejen untuk membaca terma dan menerima atau menolaknya.',
      contentWithDetail:
        'Upline anda {detail} telah menawarkan kontrak ({reference}) kepada anda pada {time}. Buka pusat ejen untuk membaca terma dan menerima atau menolaknya.',
    },
  },
  ID: {
    contract_offer: {
      title: 'Tawaran kontrak baru',
      content:
        'Upline Anda menawarkan kontrak ({reference}) kepada Anda pada {time}. Buka pusat agen untuk membaca ketentuannya lalu menerima atau menolaknya.',
      contentWithDetail:
        'Upline Anda {detail} menawarkan kontrak ({reference}) kepada Anda pada {time}. Buka pusat agen untuk membaca ketentuannya lalu menerima atau menolaknya.',
    },
  },
  VI: {
    contract_offer: {
      title: 'Đề nghị hợp đồng mới',
      content:
        'Tuyến trên của bạn đã đề nghị bạn một hợp đồng ({reference}) lúc {time}. Mở trung tâm đại lý để đọc điều khoản và chấp nhận hoặc từ chối.',
      contentWithDetail:
        'Tuyến trên {detail} của bạn đã đề nghị bạn một hợp đồng ({reference}) lúc {time}. Mở trung tâm đại lý để đọc điều khoản và chấp nhận hoặc từ chối.',
    },
  },
  TH: {
    contract_offer: {
      title: 'ข้อเสนอสัญญาใหม่',
      content:
        'อัพไลน์ของคุณได้เสนอสัญญา ({reference}) ให้คุณเมื่อ {time} เปิดศูนย์เอเจนต์เพื่ออ่านเงื่อนไขและยอมรับหรือปฏิเสธ',
      contentWithDetail:
        'อัพไลน์ของคุณ {detail} ได้เสนอสัญญา ({reference}) ให้คุณเมื่อ {time} เปิดศูนย์เอเจนต์เพื่ออ่านเงื่อนไขและยอมรับหรือปฏิเสธ',
    },
  },
  JA: {
    contract_offer: {
      title: '新しい契約のオファー',
      content:
        '{time} にアップラインから契約のオファー（{reference}）が届きました。エージェントセンターで条件を確認し、承諾または拒否してください。',
      contentWithDetail:
        '{time} にアップライン {detail} から契約のオファー（{reference}）が届きました。エージェントセンターで条件を確認し、承諾または拒否してください。',
    },
  },
  ES: {
    contract_offer: {
      title: 'Nueva oferta de contrato',
      content:
        'Tu agente superior te ofreció un contrato ({reference}) el {time}. Abre el centro de agentes para leer las condiciones y aceptarlo o rechazarlo.',
      contentWithDetail:
        'Tu agente superior {detail} te ofreció un contrato ({reference}) el {time}. Abre el centro de agentes para leer las condiciones y aceptarlo o rechazarlo.',
    },
  },
};
