import type { PromotionTexts } from '../promotions.js';

export const en: PromotionTexts = {
  'promo-welcome-100': {
    title: '100% Welcome Bonus',
    summary: 'Double your first deposit, up to RM 1,000.00.',
    content: {
      lead: 'Choose this bonus on the deposit page and we match your <strong>first deposit 100%</strong>, up to RM 1,000.00.',
      points: [
        'Minimum deposit RM 50.00.',
        'Turnover: 8 times your deposit plus the bonus, within 30 days.',
        'Slots, fishing, sports and card games count in full; live casino counts half; lottery does not count.',
        'The bonus waits in your bonus wallet and moves to your main wallet once the turnover is met.',
        'Withdrawals open once the turnover is met, or when you give the bonus up in Bonus details.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Weekly Reload Bonus 30%',
    summary: '30% on one deposit every week, up to RM 300.00.',
    content: {
      lead: 'Once a week (weeks start on Monday, GMT+8) we add <strong>30%</strong> to the deposit you choose it with, up to RM 300.00.',
      points: [
        'Minimum deposit RM 100.00.',
        'Turnover: 5 times your deposit plus the bonus, within 7 days.',
        'Live casino counts half; lottery does not count.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Derby Day Cashback',
    summary: '5% of your daily net loss on sports, back every morning.',
    content: {
      lead: 'Join once and every morning at 08:00 (GMT+8) we pay <strong>5% of the previous day’s net loss</strong> on sports as a bonus, up to RM 500.00 a day.',
      points: [
        'Net loss is your settled sports stakes minus what they paid out that day.',
        'Cashback under RM 1.00 is not paid.',
        'Turnover: 1 time the cashback, within 7 days.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Reef Hunter Bonus',
    summary: '10% extra on every deposit you play on fishing games.',
    content: {
      lead: 'Choose it with any deposit of RM 30.00 or more and get <strong>10% extra</strong>, up to RM 200.00.',
      points: [
        'Only fishing games count towards the turnover: 5 times your deposit plus the bonus, within 7 days.',
        'Take it again with your next deposit once the last one is done.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Zalo Friend Reward up to RM 131.00',
    summary: 'Add our Zalo or WhatsApp, send a screenshot, get up to RM 131.00.',
    content: {
      lead: 'Add our official account on Zalo or WhatsApp, then apply here with your ID and a <strong>screenshot of the chat</strong>.',
      points: [
        'Customer service checks each application and approves a reward of up to RM 131.00.',
        'PNG or JPG screenshots, at most 3, each up to 5 MB; a remark of up to 140 characters.',
        'Turnover: 1 time the reward, within 14 days. Once per member.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Monthly Lucky Draw',
    summary: 'Join the draw; winners claim their prize here.',
    content: {
      lead: 'Join to enter this month’s draw. Winners are told in their message centre and <strong>claim the prize on this page</strong>.',
      points: [
        'A prize is claimed once and arrives as a bonus with 1 time turnover, within 14 days.',
        'Winners are drawn by customer service at the end of the month.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'VIP Daily Rebate',
    summary: 'Up to 0.5% of your valid bets back every day, straight to your wallet.',
    content: {
      lead: 'For VIP rank 3 and above: every morning we pay a rebate on the <strong>previous day’s valid bets</strong>, with no turnover to play.',
      points: [
        'Slots, fishing and sports 0.5%; live casino 0.4%; card games 0.3%.',
        'Up to RM 2,000.00 a day; rebates under RM 1.00 are not paid.',
      ],
    },
  },
};
