import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const ty: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: '週二系統例行維護',
    lead: '為升級系統，支付將於<strong>週二 03:00-05:00（GMT+8）</strong>暫停。',
    points: ['升級期間遊戲照常開放。', '03:00 前的存款將照常入帳。'],
  },
  'b-new-payment': {
    title: '新增電子錢包存款',
    lead: '現可使用<strong>電子錢包</strong>存款，3 分鐘內入帳。',
    points: ['最低存款 RM 10。', '所有電子錢包存款免手續費。'],
    link: { href: '/help', text: '如何存款' },
  },
  'b-security': {
    title: '保護您的帳戶安全',
    lead: '我們的工作人員<strong>絕不會</strong>索取您的密碼或驗證碼。',
    points: ['請使用至少 8 位的獨立密碼。', '在共用裝置上請記得登出。'],
  },
  'b-app-release': {
    title: 'App 新版本 3.2',
    lead: '<strong>3.2</strong> 版本帶來更快的遊戲載入與深色模式。',
    points: ['需要 iOS 17 或更新版本。', 'Android 使用者可在下載頁面更新。'],
    link: { href: '/down', text: '立即下載' },
  },
  'b-support-hours': {
    title: '全天候客服',
    lead: '我們的團隊<strong>每天 24 小時</strong>、每週 7 天為您服務。',
    points: ['線上客服 1 分鐘內回覆。', '也可透過 Telegram 和 WhatsApp 聯絡我們。'],
  },
  'pl-vip-upgrade': {
    title: 'VIP 等級全面升級',
    lead: 'VIP 會員現可享受<strong>更高的每日提款額度</strong>。',
    points: ['5 級及以上會員享有專屬 VIP 客服。', '每週一評定升級。'],
  },
  'pl-verify-account': {
    title: '驗證您的手機號碼',
    lead: '驗證手機號碼，<strong>保障提款安全</strong>。',
    points: ['開啟 我的帳戶 > 安全中心。', '輸入我們以簡訊傳送的驗證碼。'],
  },
  'pl-responsible': {
    title: '理性遊戲',
    lead: '您可隨時設定<strong>存款限額</strong>或暫停遊戲。',
    points: ['限額自隔日起生效。', '可申請自我排除。'],
    link: { href: 'https://www.gamblingtherapy.org/', text: '取得免費協助' },
  },
  'pu-welcome': {
    title: '歡迎來到 Portal',
    lead: '新會員可獲得最高 RM 1,000 的 <strong>100% 首存獎金</strong>。',
    points: ['存款至少 RM 30。', '提款前需完成 15 倍流水。'],
    link: { href: '/promotions', text: '查看全部優惠' },
  },
  'pu-weekend-event': {
    title: '週末老虎機競賽',
    lead: '本週末玩任意老虎機，爭奪 <strong>RM 50,000</strong> 獎池。',
    points: ['前 100 名玩家獲獎。', '結果於週一公布。'],
  },
  'pr-weekly-reload': {
    title: '每週儲值獎金 30%',
    lead: '每週一首次存款可獲得<strong>額外 30%</strong> 獎金。',
    points: ['最高獎金 RM 300。', '適用於老虎機和捕魚遊戲。'],
    link: { href: '/promotions', text: '立即領取' },
  },
  'pr-cashback': {
    title: '每日返水最高 1%',
    lead: '每天依有效投注獲得<strong>無上限返水</strong>。',
    points: ['每天 12:00 自動發放。', '無流水要求。'],
  },
  'pr-referral': {
    title: '邀請好友，賺取獎勵',
    lead: '每位好友註冊並存款，您可獲得 <strong>RM 20</strong>。',
    points: ['在邀請好友頁面分享您的連結。', '邀請人數不設上限。'],
  },
  'h-new-games': {
    title: '本月 20 款新遊戲',
    lead: '探索來自 Aurora Gaming 和 Lotus Live 的 <strong>20 款新遊戲</strong>。',
    points: ['附購買功能的新老虎機。', '兩張全新真人百家樂桌。'],
    link: { href: '/rng', text: '試玩新老虎機' },
  },
  'h-tournament': {
    title: '牌王錦標賽',
    lead: '參加<strong>牌王錦標賽</strong>，瓜分 RM 20,000 獎金。',
    points: ['資格賽全週進行。', '決賽於週日現場直播。'],
  },
};
