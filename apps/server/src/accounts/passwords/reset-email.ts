import type { Language } from '@portal/shared/constants/languages';

interface ResetEmailText {
  subject: string;
  /** Placeholders: {account}, {minutes}, {link}. */
  body: string;
}

const texts: Record<Language, ResetEmailText> = {
  EN: {
    subject: 'Reset your password',
    body:
      'Hello {account},\n\nWe received a request to reset your password. Open this link within ' +
      '{minutes} minutes to choose a new password:\n\n{link}\n\nIf you did not ask for this, ' +
      'ignore this email: your password stays the same.',
  },
  CN: {
    subject: '重置密码',
    body:
      '{account}，您好！\n\n我们收到了重置您密码的请求。请在 {minutes} 分钟内打开以下链接设置新密码：' +
      '\n\n{link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  MY: {
    subject: 'Tetapkan semula kata laluan anda',
    body:
      'Hai {account},\n\nKami menerima permintaan untuk menetapkan semula kata laluan anda. Buka ' +
      'pautan ini dalam masa {minutes} minit untuk memilih kata laluan baharu:\n\n{link}\n\nJika ' +
      'anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda tidak berubah.',
  },
  VI: {
    subject: 'Đặt lại mật khẩu',
    body:
      'Xin chào {account},\n\nChúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn. Hãy mở ' +
      'liên kết này trong vòng {minutes} phút để chọn mật khẩu mới:\n\n{link}\n\nNếu bạn không ' +
      'yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  TH: {
    subject: 'รีเซ็ตรหัสผ่านของคุณ',
    body:
      'สวัสดี {account}\n\nเราได้รับคำขอรีเซ็ตรหัสผ่านของคุณ โปรดเปิดลิงก์นี้ภายใน {minutes} นาที' +
      'เพื่อตั้งรหัสผ่านใหม่:\n\n{link}\n\nหากคุณไม่ได้ส่งคำขอนี้ โปรดเพิกเฉยต่ออีเมลนี้ ' +
      'รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  ID: {
    subject: 'Atur ulang kata sandi Anda',
    body:
      'Halo {account},\n\nKami menerima permintaan untuk mengatur ulang kata sandi Anda. Buka ' +
      'tautan ini dalam {minutes} menit untuk memilih kata sandi baru:\n\n{link}\n\nJika Anda ' +
      'tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
  },
  JA: {
    subject: 'パスワードの再設定',
    body:
      '{account} 様\n\nパスワード再設定のご依頼を受け付けました。{minutes} 分以内に次のリンクを開き、' +
      '新しいパスワードを設定してください。\n\n{link}\n\nお心当たりがない場合は、このメールを' +
      '無視してください。パスワードは変更されません。',
  },
  TY: {
    subject: '重設密碼',
    body:
      '{account}，您好！\n\n我們收到了重設您密碼的請求。請在 {minutes} 分鐘內開啟以下連結設定新密碼：' +
      '\n\n{link}\n\n如果這不是您本人的操作，請忽略此郵件，您的密碼不會改變。',
  },
  KO: {
    subject: '비밀번호 재설정',
    body:
      '{account}님, 안녕하세요.\n\n비밀번호 재설정 요청을 받았습니다. {minutes}분 이내에 아래 링크를 열어 ' +
      '새 비밀번호를 설정해 주세요.\n\n{link}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. ' +
      '비밀번호는 변경되지 않습니다.',
  },
  HI: {
    subject: 'अपना पासवर्ड रीसेट करें',
    body:
      'नमस्ते {account},\n\nहमें आपका पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए ' +
      '{minutes} मिनट के अंदर यह लिंक खोलें:\n\n{link}\n\nअगर आपने यह अनुरोध नहीं किया है, तो ' +
      'इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  },
  BN: {
    subject: 'আপনার পাসওয়ার্ড রিসেট করুন',
    body:
      'হ্যালো {account},\n\nআমরা আপনার পাসওয়ার্ড রিসেটের একটি অনুরোধ পেয়েছি। নতুন পাসওয়ার্ড বেছে নিতে ' +
      '{minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:\n\n{link}\n\nআপনি এটি না চেয়ে থাকলে ' +
      'এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড একই থাকবে।',
  },
  KM: {
    subject: 'កំណត់ពាក្យសម្ងាត់របស់អ្នកឡើងវិញ',
    body:
      'សួស្តី {account}\n\nយើងបានទទួលសំណើកំណត់ពាក្យសម្ងាត់របស់អ្នកឡើងវិញ។ សូមបើកតំណនេះក្នុងរយៈពេល ' +
      '{minutes} នាទី ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី៖\n\n{link}\n\nប្រសិនបើអ្នកមិនបានស្នើសុំទេ ' +
      'សូមមិនអើពើអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅតែដដែល។',
  },
  LO: {
    subject: 'ຕັ້ງລະຫັດຜ່ານໃໝ່',
    body:
      'ສະບາຍດີ {account},\n\nພວກເຮົາໄດ້ຮັບຄຳຂໍຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ. ກະລຸນາເປີດລິ້ງນີ້ພາຍໃນ ' +
      '{minutes} ນາທີ ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່:\n\n{link}\n\nຖ້າທ່ານບໍ່ໄດ້ສົ່ງຄຳຂໍນີ້, ' +
      'ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້: ລະຫັດຜ່ານຂອງທ່ານຈະບໍ່ປ່ຽນແປງ.',
  },
  MM: {
    subject: 'သင့်စကားဝှက် ပြန်သတ်မှတ်ရန်',
    body:
      'မင်္ဂလာပါ {account}၊\n\nသင့်စကားဝှက် ပြန်သတ်မှတ်ရန် တောင်းဆိုမှုကို လက်ခံရရှိပါသည်။ စကားဝှက်အသစ် ရွေးရန် ' +
      '{minutes} မိနစ်အတွင်း ဤလင့်ခ်ကို ဖွင့်ပါ:\n\n{link}\n\nသင် တောင်းဆိုခဲ့ခြင်း မရှိပါက ' +
      'ဤအီးမေးလ်ကို လျစ်လျူရှုပါ: သင့်စကားဝှက် မပြောင်းလဲပါ။',
  },
  PT: {
    subject: 'Redefina sua senha',
    body:
      'Olá, {account},\n\nRecebemos um pedido para redefinir sua senha. Abra este link em até ' +
      '{minutes} minutos para escolher uma nova senha:\n\n{link}\n\nSe você não fez este pedido, ' +
      'ignore este e-mail: sua senha continua a mesma.',
  },
  ES: {
    subject: 'Restablece tu contraseña',
    body:
      'Hola, {account}:\n\nRecibimos una solicitud para restablecer tu contraseña. Abre este enlace en ' +
      'los próximos {minutes} minutos para elegir una nueva contraseña:\n\n{link}\n\nSi no lo ' +
      'solicitaste, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
};

/** The password-reset email in the language the member used to ask for it. */
export function resetEmail(
  language: Language,
  values: { account: string; minutes: number; link: string },
): ResetEmailText {
  const text = texts[language];
  const fill = (template: string) =>
    template.replace(/\{(account|minutes|link)\}/g, (_whole, name: keyof typeof values) =>
      String(values[name]),
    );
  return { subject: fill(text.subject), body: fill(text.body) };
}
