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
