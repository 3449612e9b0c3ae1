import type { registrationFieldNames } from '@portal/shared/schemas/system';
import { patternById } from '@portal/shared/validation/patterns';
import type { Texts } from '../seed-types.js';

type Field = (typeof registrationFieldNames)[number];

/** Hints with (min)/(max) placeholders; the site fills them in (spec section 5). */
const hints = {
  username: {
    EN: 'Username must be (min)-(max) letters or digits, starting with a letter.',
    CN: '用户名须为 (min)-(max) 位字母或数字，并以字母开头。',
    MY: 'Nama pengguna mesti (min)-(max) huruf atau digit, bermula dengan huruf.',
    VI: 'Tên đăng nhập gồm (min)-(max) chữ cái hoặc số, bắt đầu bằng chữ cái.',
    TH: 'ชื่อผู้ใช้ต้องเป็นตัวอักษรหรือตัวเลข (min)-(max) ตัว และขึ้นต้นด้วยตัวอักษร',
    ID: 'Nama pengguna harus (min)-(max) huruf atau angka, diawali huruf.',
    JA: 'ユーザー名は英字で始まる(min)〜(max)文字の英数字にしてください。',
    TY: '使用者名稱須為 (min)-(max) 位字母或數字，並以字母開頭。',
    ES: 'El nombre de usuario debe tener de (min) a (max) letras o dígitos y empezar por una letra.',
  },
  password: {
    EN: 'Password must be (min)-(max) digits or letters.',
    CN: '密码须为 (min)-(max) 位数字或字母。',
    MY: 'Kata laluan mesti (min)-(max) digit atau huruf.',
    VI: 'Mật khẩu phải gồm (min)-(max) chữ số hoặc chữ cái.',
    TH: 'รหัสผ่านต้องเป็นตัวเลขหรือตัวอักษร (min)-(max) ตัว',
    ID: 'Kata sandi harus (min)-(max) angka atau huruf.',
    JA: 'パスワードは(min)〜(max)文字の数字または英字にしてください。',
    TY: '密碼須為 (min)-(max) 位數字或字母。',
    ES: 'La contraseña debe tener de (min) a (max) dígitos o letras.',
  },
  confirm: {
    EN: 'Enter the same password again.',
    CN: '请再次输入相同的密码。',
    MY: 'Masukkan kata laluan yang sama sekali lagi.',
    VI: 'Nhập lại đúng mật khẩu.',
    TH: 'กรอกรหัสผ่านเดิมอีกครั้ง',
    ID: 'Masukkan kata sandi yang sama sekali lagi.',
    JA: '同じパスワードをもう一度入力してください。',
    TY: '請再次輸入相同的密碼。',
    ES: 'Introduce de nuevo la misma contraseña.',
  },
  fullName: {
    EN: 'Real name as on your bank account, (min)-(max) letters.',
    CN: '请填写与银行账户一致的真实姓名，(min)-(max) 个字母。',
    MY: 'Nama sebenar seperti dalam akaun bank, (min)-(max) huruf.',
    VI: 'Họ tên thật như trên tài khoản ngân hàng, (min)-(max) chữ cái.',
    TH: 'ชื่อจริงตามบัญชีธนาคาร (min)-(max) ตัวอักษร',
    ID: 'Nama asli sesuai rekening bank, (min)-(max) huruf.',
    JA: '銀行口座と同じ本名を(min)〜(max)文字で入力してください。',
    TY: '請填寫與銀行帳戶一致的真實姓名，(min)-(max) 個字母。',
    ES: 'Nombre real como figura en tu cuenta bancaria, de (min) a (max) letras.',
  },
  email: {
    EN: 'Enter a valid email address.',
    CN: '请输入有效的电子邮箱。',
    MY: 'Masukkan alamat e-mel yang sah.',
    VI: 'Nhập địa chỉ email hợp lệ.',
    TH: 'กรอกอีเมลที่ถูกต้อง',
    ID: 'Masukkan alamat email yang valid.',
    JA: '有効なメールアドレスを入力してください。',
    TY: '請輸入有效的電子郵件。',
    ES: 'Introduce un correo electrónico válido.',
  },
  digits: {
    EN: 'Enter (min)-(max) digits.',
    CN: '请输入 (min)-(max) 位数字。',
    MY: 'Masukkan (min)-(max) digit.',
    VI: 'Nhập (min)-(max) chữ số.',
    TH: 'กรอกตัวเลข (min)-(max) หลัก',
    ID: 'Masukkan (min)-(max) angka.',
    JA: '(min)〜(max)桁の数字を入力してください。',
    TY: '請輸入 (min)-(max) 位數字。',
    ES: 'Introduce de (min) a (max) dígitos.',
  },
  phone: {
    EN: 'Enter a valid phone number of (min)-(max) digits.',
    CN: '请输入 (min)-(max) 位有效手机号码。',
    MY: 'Masukkan nombor telefon yang sah, (min)-(max) digit.',
    VI: 'Nhập số điện thoại hợp lệ gồm (min)-(max) chữ số.',
    TH: 'กรอกเบอร์โทรศัพท์ที่ถูกต้อง (min)-(max) หลัก',
    ID: 'Masukkan nomor ponsel yang valid, (min)-(max) angka.',
    JA: '(min)〜(max)桁の有効な電話番号を入力してください。',
    TY: '請輸入 (min)-(max) 位有效手機號碼。',
    ES: 'Introduce un número de teléfono válido de (min) a (max) dígitos.',
  },
  code: {
    EN: 'Up to (max) letters or digits.',
    CN: '最多 (max) 位字母或数字。',
    MY: 'Sehingga (max) huruf atau digit.',
    VI: 'Tối đa (max) chữ cái hoặc chữ số.',
    TH: 'ตัวอักษรหรือตัวเลขไม่เกิน (max) ตัว',
    ID: 'Maksimal (max) huruf atau angka.',
    JA: '(max)文字以内の英数字。',
    TY: '最多 (max) 位字母或數字。',
    ES: 'Hasta (max) letras o dígitos.',
  },
  handle: {
    EN: '(min)-(max) characters without spaces.',
    CN: '(min)-(max) 个字符，不含空格。',
    MY: '(min)-(max) aksara tanpa ruang.',
    VI: '(min)-(max) ký tự, không có khoảng trắng.',
    TH: '(min)-(max) อักขระ ไม่มีช่องว่าง',
    ID: '(min)-(max) karakter tanpa spasi.',
    JA: 'スペースなしの(min)〜(max)文字。',
    TY: '(min)-(max) 個字元，不含空格。',
    ES: 'De (min) a (max) caracteres sin espacios.',
  },
  any: {
    EN: 'Up to (max) characters.',
    CN: '最多 (max) 个字符。',
    MY: 'Sehingga (max) aksara.',
    VI: 'Tối đa (max) ký tự.',
    TH: 'ไม่เกิน (max) อักขระ',
    ID: 'Maksimal (max) karakter.',
    JA: '(max)文字以内。',
    TY: '最多 (max) 個字元。',
    ES: 'Hasta (max) caracteres.',
  },
} satisfies Record<string, Texts>;

export interface RegistrationRuleSeed {
  field: Field;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  messages: Texts;
}

const rule = (
  field: Field,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
  messages: Texts,
): RegistrationRuleSeed => ({
  field,
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  messages,
});

/** The catalogue source of a pattern id, so the server sends exactly what the site checks. */
const catalogue = (patternId: number) => patternById(patternId)!.source;

/** Every field of registrationFieldNames; patternIds index the catalogue of spec section 5. */
export const demoRegistrationRules: RegistrationRuleSeed[] = [
  rule('username', true, true, catalogue(1), 1, 6, 16, hints.username),
  rule('password', true, true, catalogue(4), 4, 6, 20, hints.password),
  rule('confirmPassword', true, true, catalogue(4), 4, 6, 20, hints.confirm),
  rule('payeeName', true, false, catalogue(7), 7, 2, 50, hints.fullName),
  rule('email', true, false, catalogue(3), 3, 5, 64, hints.email),
  rule('qqNum', false, false, catalogue(5), 5, 5, 12, hints.digits),
  rule('mobileNum', true, true, catalogue(5), 5, 8, 12, hints.phone),
  rule('recommenderId', false, false, catalogue(4), 4, 0, 20, hints.code),
  rule('captcha', true, true, catalogue(5), 5, 4, 4, hints.digits),
  rule('verificationCode', true, false, '*', 0, 0, 255, hints.any),
  rule('affiliateCode', true, false, catalogue(4), 4, 0, 20, hints.code),
  rule('paymentPassword', false, false, catalogue(5), 5, 6, 6, hints.digits),
  rule('line', false, false, catalogue(8), 8, 3, 30, hints.handle),
  rule('whatsapp', true, false, catalogue(5), 5, 8, 15, hints.digits),
  rule('facebook', false, false, catalogue(8), 8, 3, 50, hints.handle),
  rule('wechat', false, false, catalogue(8), 8, 3, 30, hints.handle),
  rule('idNumber', false, false, catalogue(4), 4, 6, 20, hints.code),
  rule('referralCode', true, false, catalogue(4), 4, 0, 20, hints.code),
];
