import type { HelpTexts } from '../help.js';

export const ty: HelpTexts = {
  topics: {
    deposit: '存款',
    withdrawal: '提款',
    account: '帳戶',
    responsible: '理性遊戲',
    terms: '條款與隱私',
  },
  items: {
    'deposit-methods': {
      title: '如何存款？',
      lead: '在頂部列開啟<strong>存款</strong>，選擇方式並輸入金額。',
      points: [
        '支援銀行轉帳、電子錢包和網路銀行。',
        '大多數存款 3 分鐘內入帳。',
        '最低存款 RM 10。',
      ],
    },
    'deposit-not-credited': {
      title: '我的存款尚未入帳',
      lead: '存款通常幾分鐘內入帳。若超過 <strong>15 分鐘</strong>仍未入帳：',
      points: [
        '核對金額和附言是否完全一致。',
        '保留您的銀行收據。',
        '透過線上客服將收據傳給我們。',
      ],
    },
    'withdrawal-how': {
      title: '如何提款？',
      lead: '在會員中心開啟<strong>提款</strong>並選擇您的銀行帳戶。',
      points: ['請先完成所有獎金的流水要求。', '提款 24 小時處理。', '需要輸入支付密碼。'],
    },
    'withdrawal-receipt': {
      title: '確認提款入帳',
      lead: '提款後，請確認款項<strong>是否已入帳</strong>。',
      points: [
        '如只收到部分款項，請記錄實際入帳金額。',
        '如未收到，請上傳銀行對帳單作為憑證。',
        '超過等待時間未確認的提款視為已入帳。',
      ],
    },
    'account-register': {
      title: '註冊帳戶',
      lead: '點擊<strong>註冊</strong>，設定使用者名稱和密碼，並同意條款。',
      points: ['您必須年滿 18 歲。', '每人僅限一個帳戶。', '手機註冊可能需要簡訊驗證碼。'],
    },
    'account-password': {
      title: '忘記密碼',
      lead: '在登入視窗使用<strong>忘記密碼</strong>。',
      points: ['透過電子郵件和使用者名稱重設。', '或透過手機簡訊驗證碼重設。'],
    },
    'responsible-limits': {
      title: '存款限額與暫停',
      lead: '遊戲應當是娛樂。您可以設定<strong>每日、每週或每月</strong>存款限額。',
      points: ['降低限額立即生效。', '提高限額 24 小時後生效。', '可暫停 1 天至 6 個月。'],
    },
    'responsible-support': {
      title: '尋求協助',
      lead: '如果遊戲不再有趣，請找人聊聊。協助<strong>免費且保密</strong>。',
      points: ['客服可應您的要求關閉帳戶。'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy：免費支援' },
    },
    'terms-general': {
      title: '條款與條件',
      lead: '使用本網站即表示您接受我們的<strong>條款與條件</strong>。',
      points: [
        '獎金有流水要求。',
        '重複帳戶可能被關閉。',
        '營運商持有馬爾他、英屬維京群島和菲律賓的執照。',
      ],
    },
    'terms-privacy': {
      title: '隱私權政策',
      lead: '您的資料受 <strong>128 位元加密</strong>保護，絕不出售。',
      points: ['我們只保存營運帳戶所需的資料。', '您可隨時索取您的資料副本。'],
    },
  },
};
