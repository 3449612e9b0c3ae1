import type { Language } from '@portal/shared/constants/languages';

interface CodeTexts {
  subject: string;
  body: (code: string, minutes: number) => string;
}

/** The text of a verification code in each interface language (SMS body and email). */
const texts: Record<Language, CodeTexts> = {
  EN: {
    subject: 'Your verification code',
    body: (code, minutes) =>
      `Your verification code is ${code}. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  CN: {
    subject: '您的验证码',
    body: (code, minutes) => `您的验证码是 ${code}，${minutes} 分钟内有效。`,
  },
  MY: {
    subject: 'Kod pengesahan anda',
    body: (code, minutes) =>
      `Kod pengesahan anda ialah ${code}. Kod ini tamat dalam ${minutes} minit.`,
  },
  VI: {
    subject: 'Mã xác minh của bạn',
    body: (code, minutes) => `Mã xác minh của bạn là ${code}. Mã sẽ hết hạn sau ${minutes} phút.`,
  },
  TH: {
    subject: 'รหัสยืนยันของคุณ',
    body: (code, minutes) => `รหัสยืนยันของคุณคือ ${code} รหัสจะหมดอายุใน ${minutes} นาที`,
  },
  ID: {
    subject: 'Kode verifikasi Anda',
    body: (code, minutes) =>
      `Kode verifikasi Anda adalah ${code}. Kode ini kedaluwarsa dalam ${minutes} menit.`,
  },
  JA: {
    subject: '認証コード',
    body: (code, minutes) => `認証コードは ${code} です。有効期限は ${minutes} 分です。`,
  },
  TY: {
    subject: '您的驗證碼',
    body: (code, minutes) => `您的驗證碼是 ${code}，${minutes} 分鐘內有效。`,
  },
  KO: {
    subject: '인증번호 안내',
    body: (code, minutes) => `인증번호는 ${code}입니다. ${minutes}분 후에 만료됩니다.`,
  },
  HI: {
    subject: 'आपका सत्यापन कोड',
    body: (code, minutes) => `आपका सत्यापन कोड ${code} है। यह ${minutes} मिनट में समाप्त हो जाएगा।`,
  },
  BN: {
    subject: 'আপনার ভেরিফিকেশন কোড',
    body: (code, minutes) => `আপনার ভেরিফিকেশন কোড ${code}। এটির মেয়াদ ${minutes} মিনিটে শেষ হবে।`,
  },
  KM: {
    subject: 'លេខកូដផ្ទៀងផ្ទាត់របស់អ្នក',
    body: (code, minutes) =>
      `លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ លេខកូដនេះនឹងផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
  },
  LO: {
    subject: 'ລະຫັດຢືນຢັນຂອງທ່ານ',
    body: (code, minutes) => `ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ ${code}. ລະຫັດຈະໝົດອາຍຸໃນ ${minutes} ນາທີ.`,
  },
  MM: {
    subject: 'သင့်အတည်ပြုကုဒ်',
    body: (code, minutes) => `သင့်အတည်ပြုကုဒ်မှာ ${code} ဖြစ်ပါသည်။ ${minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။`,
  },
  PT: {
    subject: 'Seu código de verificação',
    body: (code, minutes) =>
      `Seu código de verificação é ${code}. Ele expira em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
  ES: {
    subject: 'Tu código de verificación',
    body: (code, minutes) =>
      `Tu código de verificación es ${code}. Caduca en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
};

export function codeMessage(
  language: Language,
  code: string,
  minutes: number,
): { subject: string; body: string } {
  const text = texts[language];
  return { subject: text.subject, body: text.body(code, minutes) };
}
