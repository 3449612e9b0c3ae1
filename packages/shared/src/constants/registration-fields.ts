/**
 * Every field of the registration user (spec section 3) that the operator's rules can switch on.
 * Plain data without zod, so the registration form's bundle can use it.
 */
export const registrationFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
