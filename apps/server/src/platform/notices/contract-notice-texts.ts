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
  KO: {
    contract_offer: {
      title: '새 계약 제안',
      content:
        '{time}에 상위 회원이 계약({reference})을 제안했습니다. 에이전트 센터에서 조건을 확인하고 수락 또는 거절해 주세요.',
      contentWithDetail:
        '{time}에 상위 회원 {detail}님이 계약({reference})을 제안했습니다. 에이전트 센터에서 조건을 확인하고 수락 또는 거절해 주세요.',
    },
  },
  HI: {
    contract_offer: {
      title: 'नया कॉन्ट्रैक्ट ऑफ़र',
      content:
        'आपके अपलाइन ने {time} को आपको एक कॉन्ट्रैक्ट ({reference}) ऑफ़र किया है। शर्तें पढ़ने और इसे स्वीकार या अस्वीकार करने के लिए एजेंट सेंटर खोलें।',
      contentWithDetail:
        'आपके अपलाइन {detail} ने {time} को आपको एक कॉन्ट्रैक्ट ({reference}) ऑफ़र किया है। शर्तें पढ़ने और इसे स्वीकार या अस्वीकार करने के लिए एजेंट सेंटर खोलें।',
    },
  },
  BN: {
    contract_offer: {
      title: 'নতুন চুক্তির প্রস্তাব',
      content:
        'আপনার আপলাইন {time}-এ আপনাকে একটি চুক্তির ({reference}) প্রস্তাব দিয়েছে। শর্তগুলো পড়ে গ্রহণ বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।',
      contentWithDetail:
        'আপনার আপলাইন {detail} {time}-এ আপনাকে একটি চুক্তির ({reference}) প্রস্তাব দিয়েছে। শর্তগুলো পড়ে গ্রহণ বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।',
    },
  },
  KM: {
    contract_offer: {
      title: 'ការផ្តល់កិច្ចសន្យាថ្មី',
      content:
        'ខ្សែលើរបស់អ្នកបានផ្តល់កិច្ចសន្យា ({reference}) ជូនអ្នកនៅ {time}។ សូមបើកមជ្ឈមណ្ឌលភ្នាក់ងារ ដើម្បីអានលក្ខខណ្ឌ ហើយទទួលយក ឬបដិសេធវា។',
      contentWithDetail:
        'ខ្សែលើរបស់អ្នក {detail} បានផ្តល់កិច្ចសន្យា ({reference}) ជូនអ្នកនៅ {time}។ សូមបើកមជ្ឈមណ្ឌលភ្នាក់ងារ ដើម្បីអានលក្ខខណ្ឌ ហើយទទួលយក ឬបដិសេធវា។',
    },
  },
  LO: {
    contract_offer: {
      title: 'ຂໍ້ສະເໜີສັນຍາໃໝ່',
      content:
        'ສາຍເທິງຂອງທ່ານໄດ້ສະເໜີສັນຍາ ({reference}) ໃຫ້ທ່ານເມື່ອ {time}. ເປີດສູນຕົວແທນເພື່ອອ່ານເງື່ອນໄຂ ແລະ ຍອມຮັບ ຫຼື ປະຕິເສດ.',
      contentWithDetail:
        'ສາຍເທິງຂອງທ່ານ {detail} ໄດ້ສະເໜີສັນຍາ ({reference}) ໃຫ້ທ່ານເມື່ອ {time}. ເປີດສູນຕົວແທນເພື່ອອ່ານເງື່ອນໄຂ ແລະ ຍອມຮັບ ຫຼື ປະຕິເສດ.',
    },
  },
  MM: {
    contract_offer: {
      title: 'စာချုပ် ကမ်းလှမ်းချက်အသစ်',
      content:
        'သင့်အထက်လိုင်းက {time} တွင် သင့်ထံ စာချုပ်တစ်ခု ({reference}) ကမ်းလှမ်းထားပါသည်။ စည်းကမ်းချက်များကို ဖတ်ပြီး လက်ခံရန် သို့မဟုတ် ငြင်းပယ်ရန် အေးဂျင့်စင်တာကို ဖွင့်ပါ။',
      contentWithDetail:
        'သင့်အထက်လိုင်း {detail} က {time} တွင် သင့်ထံ စာချုပ်တစ်ခု ({reference}) ကမ်းလှမ်းထားပါသည်။ စည်းကမ်းချက်များကို ဖတ်ပြီး လက်ခံရန် သို့မဟုတ် ငြင်းပယ်ရန် အေးဂျင့်စင်တာကို ဖွင့်ပါ။',
    },
  },
  PT: {
    contract_offer: {
      title: 'Nova oferta de contrato',
      content:
        'Seu superior ofereceu a você um contrato ({reference}) em {time}. Abra a central do agente para ler os termos e aceitar ou recusar.',
      contentWithDetail:
        'Seu superior {detail} ofereceu a você um contrato ({reference}) em {time}. Abra a central do agente para ler os termos e aceitar ou recusar.',
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
