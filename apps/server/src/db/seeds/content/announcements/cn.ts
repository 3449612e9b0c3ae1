import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const cn: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: '周二系统例行维护',
    lead: '为升级系统，支付将于<strong>周二 03:00-05:00（GMT+8）</strong>暂停。',
    points: ['升级期间游戏照常开放。', '03:00 前的存款将照常到账。'],
  },
  'b-new-payment': {
    title: '新增电子钱包存款',
    lead: '现可使用<strong>电子钱包</strong>存款，3 分钟内到账。',
    points: ['最低存款 RM 10。', '所有电子钱包存款免手续费。'],
    link: { href: '/help', text: '如何存款' },
  },
  'b-security': {
    title: '保护您的账户安全',
    lead: '我们的工作人员<strong>绝不会</strong>索取您的密码或验证码。',
    points: ['请使用至少 8 位的独立密码。', '在共用设备上请记得退出登录。'],
  },
  'b-app-release': {
    title: 'App 新版本 3.2',
    lead: '<strong>3.2</strong> 版本带来更快的游戏加载和深色模式。',
    points: ['需要 iOS 17 或更高版本。', '安卓用户可在下载页面更新。'],
    link: { href: '/down', text: '立即下载' },
  },
  'b-support-hours': {
    title: '全天候客服',
    lead: '我们的团队<strong>每天 24 小时</strong>、每周 7 天为您服务。',
    points: ['在线客服 1 分钟内回复。', '也可通过 Telegram 和 WhatsApp 联系我们。'],
  },
  'pl-vip-upgrade': {
    title: 'VIP 等级全面升级',
    lead: 'VIP 会员现可享受<strong>更高的每日提款额度</strong>。',
    points: ['5 级及以上会员享有专属 VIP 客服。', '每周一评定升级。'],
  },
  'pl-verify-account': {
    title: '验证您的手机号码',
    lead: '验证手机号码，<strong>保障提款安全</strong>。',
    points: ['打开 我的账户 > 安全中心。', '输入我们通过短信发送的验证码。'],
  },
  'pl-responsible': {
    title: '理性游戏',
    lead: '您可随时设置<strong>存款限额</strong>或暂停游戏。',
    points: ['限额从次日起生效。', '可申请自我排除。'],
    link: { href: 'https://www.gamblingtherapy.org/', text: '获取免费帮助' },
  },
  'pu-welcome': {
    title: '欢迎来到 Portal',
    lead: '新会员可获得高达 RM 1,000 的 <strong>100% 首存奖金</strong>。',
    points: ['存款至少 RM 30。', '提款前需完成 15 倍流水。'],
    link: { href: '/promotions', text: '查看全部优惠' },
  },
  'pu-weekend-event': {
    title: '周末老虎机竞赛',
    lead: '本周末玩任意老虎机，争夺 <strong>RM 50,000</strong> 奖池。',
    points: ['前 100 名玩家获奖。', '结果于周一公布。'],
  },
  'pr-weekly-reload': {
    title: '每周充值奖金 30%',
    lead: '每周一首次存款可获得<strong>额外 30%</strong> 奖金。',
    points: ['最高奖金 RM 300。', '适用于老虎机和捕鱼游戏。'],
    link: { href: '/promotions', text: '立即领取' },
  },
  'pr-cashback': {
    title: '每日返水高达 1%',
    lead: '每天按有效投注获得<strong>无上限返水</strong>。',
    points: ['每天 12:00 自动发放。', '无流水要求。'],
  },
  'pr-referral': {
    title: '邀请好友，赚取奖励',
    lead: '每位好友注册并存款，您可获得 <strong>RM 20</strong>。',
    points: ['在邀请好友页面分享您的链接。', '邀请人数不设上限。'],
  },
  'h-new-games': {
    title: '本月 20 款新游戏',
    lead: '探索来自 Aurora Gaming 和 Lotus Live 的 <strong>20 款新游戏</strong>。',
    points: ['带购买功能的新老虎机。', '两张全新真人百家乐桌。'],
    link: { href: '/rng', text: '试玩新老虎机' },
  },
  'h-tournament': {
    title: '牌王锦标赛',
    lead: '参加<strong>牌王锦标赛</strong>，瓜分 RM 20,000 奖金。',
    points: ['资格赛全周进行。', '决赛于周日现场直播。'],
  },
};
