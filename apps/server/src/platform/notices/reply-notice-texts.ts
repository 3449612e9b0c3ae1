import type { Language } from '@portal/shared/constants/languages';
import type { NoticeText } from './notice-texts.js';

/**
 * The operator's reply to a member's feedback: the reply ({reply}) and, below it, the start of
 * what the member wrote ({feedback}), so they know which message is answered.
 */
export const replyNoticeTexts: Record<Language, Record<'feedback_reply', NoticeText>> = {
  EN: {
    feedback_reply: {
      title: 'Reply to your feedback',
      content: '{reply}\n\nYour feedback ({reference}): "{feedback}"',
    },
  },
  CN: {
    feedback_reply: {
      title: '意见反馈回复',
      content: '{reply}\n\n您的反馈（{reference}）：“{feedback}”',
    },
  },
  MY: {
    feedback_reply: {
      title: 'Balasan kepada maklum balas anda',
      content: '{reply}\n\nMaklum balas anda ({reference}): "{feedback}"',
    },
  },
  VI: {
    feedback_reply: {
      title: 'Phản hồi cho góp ý của bạn',
      content: '{reply}\n\nGóp ý của bạn ({reference}): "{feedback}"',
    },
  },
  TH: {
    feedback_reply: {
      title: 'ตอบกลับความคิดเห็นของคุณ',
      content: '{reply}\n\nความคิดเห็นของคุณ ({reference}): "{feedback}"',
    },
  },
  ID: {
    feedback_reply: {
      title: 'Balasan untuk masukan Anda',
      content: '{reply}\n\nMasukan Anda ({reference}): "{feedback}"',
    },
  },
  JA: {
    feedback_reply: {
      title: 'ご意見への返信',
      content: '{reply}\n\nお客様のご意見（{reference}）：「{feedback}」',
    },
  },
  TY: {
    feedback_reply: {
      title: '意見回饋回覆',
      content: '{reply}\n\n您的回饋（{reference}）：「{feedback}」',
    },
  },
  KO: {
    feedback_reply: {
      title: '보내주신 의견에 대한 답변',
      content: '{reply}\n\n보내주신 의견 ({reference}): "{feedback}"',
    },
  },
  HI: {
    feedback_reply: {
      title: 'आपके फीडबैक का जवाब',
      content: '{reply}\n\nआपका फीडबैक ({reference}): "{feedback}"',
    },
  },
  BN: {
    feedback_reply: {
      title: 'আপনার মতামতের উত্তর',
      content: '{reply}\n\nআপনার মতামত ({reference}): "{feedback}"',
    },
  },
  KM: {
    feedback_reply: {
      title: 'ការឆ្លើយតបចំពោះមតិយោបល់របស់អ្នក',
      content: '{reply}\n\nមតិយោបល់របស់អ្នក ({reference})៖ "{feedback}"',
    },
  },
  LO: {
    feedback_reply: {
      title: 'ຕອບກັບຄຳຕິຊົມຂອງທ່ານ',
      content: '{reply}\n\nຄຳຕິຊົມຂອງທ່ານ ({reference}): "{feedback}"',
    },
  },
  MM: {
    feedback_reply: {
      title: 'သင့်အကြံပြုချက်အတွက် အကြောင်းပြန်စာ',
      content: '{reply}\n\nသင့်အကြံပြုချက် ({reference}): "{feedback}"',
    },
  },
  PT: {
    feedback_reply: {
      title: 'Resposta à sua mensagem',
      content: '{reply}\n\nSua mensagem ({reference}): "{feedback}"',
    },
  },
  ES: {
    feedback_reply: {
      title: 'Respuesta a tus comentarios',
      content: '{reply}\n\nTus comentarios ({reference}): «{feedback}»',
    },
  },
};
