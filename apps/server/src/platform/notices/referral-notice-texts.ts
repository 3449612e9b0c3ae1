import type { Language } from '@portal/shared/constants/languages';
import type { NoticeText } from './notice-texts.js';

/**
 * The referrer's reward for a friend who qualified (invite friends, decision 028): the amount,
 * the reward's reference (a bonus number or the ledger reference) and, as {detail}, the
 * friend's masked account.
 */
export const referralNoticeTexts: Record<Language, Record<'referral_reward', NoticeText>> = {
  EN: {
    referral_reward: {
      title: 'Referral reward',
      content:
        'A friend you invited qualified. Your reward of {amount} ({reference}) was paid at {time}.',
      contentWithDetail:
        'Your friend {detail} qualified. Your reward of {amount} ({reference}) was paid at {time}.',
    },
  },
  CN: {
    referral_reward: {
      title: '推荐奖励',
      content: '您邀请的好友已达标。您的奖励 {amount}（{reference}）已于 {time} 发放。',
      contentWithDetail:
        '您的好友 {detail} 已达标。您的奖励 {amount}（{reference}）已于 {time} 发放。',
    },
  },
  TY: {
    referral_reward: {
      title: '推薦獎勵',
      content: '您邀請的好友已達標。您的獎勵 {amount}（{reference}）已於 {time} 發放。',
      contentWithDetail:
        '您的好友 {detail} 已達標。您的獎勵 {amount}（{reference}）已於 {time} 發放。',
    },
  },
  MY: {
    referral_reward: {
      title: 'Ganjaran rujukan',
      content:
        'Rakan yang anda jemput telah layak. Ganjaran anda sebanyak {amount} ({reference}) telah dibayar pada {time}.',
      contentWithDetail:
        'Rakan anda {detail} telah layak. Ganjaran anda sebanyak {amount} ({reference}) telah dibayar pada {time}.',
    },
  },
  ID: {
    referral_reward: {
      title: 'Hadiah referal',
      content:
        'Teman yang Anda undang telah memenuhi syarat. Hadiah Anda sebesar {amount} ({reference}) dibayarkan pada {time}.',
      contentWithDetail:
        'Teman Anda {detail} telah memenuhi syarat. Hadiah Anda sebesar {amount} ({reference}) dibayarkan pada {time}.',
    },
  },
  VI: {
    referral_reward: {
      title: 'Thưởng giới thiệu',
      content:
        'Một người bạn bạn mời đã đạt điều kiện. Phần thưởng {amount} ({reference}) của bạn đã được trả lúc {time}.',
      contentWithDetail:
        'Bạn của bạn {detail} đã đạt điều kiện. Phần thưởng {amount} ({reference}) của bạn đã được trả lúc {time}.',
    },
  },
  TH: {
    referral_reward: {
      title: 'รางวัลการแนะนำ',
      content: 'เพื่อนที่คุณเชิญผ่านเงื่อนไขแล้ว รางวัลของคุณ {amount} ({reference}) ได้จ่ายเมื่อ {time}',
      contentWithDetail:
        'เพื่อนของคุณ {detail} ผ่านเงื่อนไขแล้ว รางวัลของคุณ {amount} ({reference}) ได้จ่ายเมื่อ {time}',
    },
  },
  JA: {
    referral_reward: {
      title: '紹介報酬',
      content:
        '招待したお友達が条件を達成しました。報酬 {amount}（{reference}）を {time} にお支払いしました。',
      contentWithDetail:
        'お友達 {detail} が条件を達成しました。報酬 {amount}（{reference}）を {time} にお支払いしました。',
    },
  },
  KO: {
    referral_reward: {
      title: '친구 추천 보상',
      content:
        '초대한 친구가 조건을 충족했습니다. 보상 {amount}({reference})이(가) {time}에 지급되었습니다.',
      contentWithDetail:
        '친구 {detail}님이 조건을 충족했습니다. 보상 {amount}({reference})이(가) {time}에 지급되었습니다.',
    },
  },
  HI: {
    referral_reward: {
      title: 'रेफ़रल रिवॉर्ड',
      content:
        'आपका आमंत्रित एक दोस्त क्वालिफ़ाई हो गया। {amount} का आपका रिवॉर्ड ({reference}) {time} को दे दिया गया।',
      contentWithDetail:
        'आपका दोस्त {detail} क्वालिफ़ाई हो गया। {amount} का आपका रिवॉर्ड ({reference}) {time} को दे दिया गया।',
    },
  },
  BN: {
    referral_reward: {
      title: 'রেফারেল রিওয়ার্ড',
      content:
        'আপনার আমন্ত্রিত একজন বন্ধু যোগ্য হয়েছে। আপনার {amount} রিওয়ার্ড ({reference}) {time}-এ দেওয়া হয়েছে।',
      contentWithDetail:
        'আপনার বন্ধু {detail} যোগ্য হয়েছে। আপনার {amount} রিওয়ার্ড ({reference}) {time}-এ দেওয়া হয়েছে।',
    },
  },
  KM: {
    referral_reward: {
      title: 'រង្វាន់ណែនាំមិត្តភក្តិ',
      content:
        'មិត្តភក្តិដែលអ្នកបានអញ្ជើញមានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ហើយ។ រង្វាន់របស់អ្នកចំនួន {amount} ({reference}) ត្រូវបានបើកនៅ {time}។',
      contentWithDetail:
        'មិត្តភក្តិរបស់អ្នក {detail} មានលក្ខណៈសម្បត្តិគ្រប់គ្រាន់ហើយ។ រង្វាន់របស់អ្នកចំនួន {amount} ({reference}) ត្រូវបានបើកនៅ {time}។',
    },
  },
  LO: {
    referral_reward: {
      title: 'ລາງວັນແນະນຳໝູ່',
      content: 'ໝູ່ທີ່ທ່ານເຊີນຜ່ານເງື່ອນໄຂແລ້ວ. ລາງວັນ {amount} ({reference}) ຂອງທ່ານຈ່າຍແລ້ວເມື່ອ {time}.',
      contentWithDetail:
        'ໝູ່ຂອງທ່ານ {detail} ຜ່ານເງື່ອນໄຂແລ້ວ. ລາງວັນ {amount} ({reference}) ຂອງທ່ານຈ່າຍແລ້ວເມື່ອ {time}.',
    },
  },
  MM: {
    referral_reward: {
      title: 'မိတ်ဆက်ခ ဆုလာဘ်',
      content:
        'သင်ဖိတ်ခေါ်ထားသော သူငယ်ချင်းတစ်ဦး အရည်အချင်းပြည့်ပါပြီ။ သင့်ဆုလာဘ် {amount} ({reference}) ကို {time} တွင် ပေးချေပြီးပါပြီ။',
      contentWithDetail:
        'သင့်သူငယ်ချင်း {detail} အရည်အချင်းပြည့်ပါပြီ။ သင့်ဆုလာဘ် {amount} ({reference}) ကို {time} တွင် ပေးချေပြီးပါပြီ။',
    },
  },
  PT: {
    referral_reward: {
      title: 'Recompensa de indicação',
      content:
        'Um amigo que você indicou se qualificou. Sua recompensa de {amount} ({reference}) foi paga em {time}.',
      contentWithDetail:
        'Seu amigo {detail} se qualificou. Sua recompensa de {amount} ({reference}) foi paga em {time}.',
    },
  },
  ES: {
    referral_reward: {
      title: 'Recompensa por referido',
      content:
        'Un amigo que invitaste cumplió los requisitos. Tu recompensa de {amount} ({reference}) se pagó el {time}.',
      contentWithDetail:
        'Tu amigo {detail} cumplió los requisitos. Tu recompensa de {amount} ({reference}) se pagó el {time}.',
    },
  },
};
