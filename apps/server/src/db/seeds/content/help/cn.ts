import type { HelpTexts } from '../help.js';

export const cn: HelpTexts = {
  topics: {
    deposit: '存款',
    withdrawal: '提款',
    account: '账户',
    responsible: '理性游戏',
    terms: '条款与隐私',
  },
  items: {
    'deposit-methods': {
      title: '如何存款？',
      lead: '在顶部栏打开<strong>存款</strong>，选择方式并输入金额。',
      points: [
        '支持银行转账、电子钱包和网上银行。',
        '大多数存款 3 分钟内到账。',
        '最低存款 RM 10。',
      ],
    },
    'deposit-not-credited': {
      title: '我的存款还没到账',
      lead: '存款通常几分钟内到账。若超过 <strong>15 分钟</strong>仍未到账：',
      points: [
        '核对金额和附言是否完全一致。',
        '保留您的银行回单。',
        '通过在线客服发送回单给我们。',
      ],
    },
    'withdrawal-how': {
      title: '如何提款？',
      lead: '在会员中心打开<strong>提款</strong>并选择您的银行账户。',
      points: ['请先完成所有奖金的流水要求。', '提款 24 小时处理。', '需要输入支付密码。'],
    },
    'withdrawal-receipt': {
      title: '确认提款到账',
      lead: '提款后，请确认款项<strong>是否已到账</strong>。',
      points: [
        '如只收到部分款项，请记录实际到账金额。',
        '如未收到，请上传银行流水作为凭证。',
        '超过等待时间未确认的提款视为已到账。',
      ],
    },
    'account-register': {
      title: '注册账户',
      lead: '点击<strong>注册</strong>，设置用户名和密码，并同意条款。',
      points: ['您必须年满 18 岁。', '每人仅限一个账户。', '手机注册可能需要短信验证码。'],
    },
    'account-password': {
      title: '忘记密码',
      lead: '在登录窗口使用<strong>忘记密码</strong>。',
      points: ['通过邮箱和用户名重置。', '或通过手机短信验证码重置。'],
    },
    'responsible-limits': {
      title: '存款限额与暂停',
      lead: '游戏应当是娱乐。您可以设置<strong>每日、每周或每月</strong>存款限额。',
      points: ['降低限额立即生效。', '提高限额 24 小时后生效。', '可暂停 1 天至 6 个月。'],
    },
    'responsible-support': {
      title: '寻求帮助',
      lead: '如果游戏不再有趣，请与人倾诉。帮助<strong>免费且保密</strong>。',
      points: ['客服可应您的要求关闭账户。'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy：免费支持' },
    },
    'terms-general': {
      title: '条款与条件',
      lead: '使用本网站即表示您接受我们的<strong>条款与条件</strong>。',
      points: [
        '奖金有流水要求。',
        '重复账户可能被关闭。',
        '运营商持有马耳他、英属维尔京群岛和菲律宾的牌照。',
      ],
    },
    'terms-privacy': {
      title: '隐私政策',
      lead: '您的数据受 <strong>128 位加密</strong>保护，绝不出售。',
      points: ['我们只保存运营账户所需的数据。', '您可随时索取您的数据副本。'],
    },
  },
};
