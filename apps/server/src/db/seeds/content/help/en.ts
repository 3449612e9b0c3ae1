import type { HelpTexts } from '../help.js';

export const en: HelpTexts = {
  topics: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    account: 'Account',
    responsible: 'Responsible Gaming',
    terms: 'Terms and Privacy',
  },
  items: {
    'deposit-methods': {
      title: 'How do I deposit?',
      lead: 'Open <strong>Deposit</strong> from the top bar, choose a method and enter the amount.',
      points: [
        'Bank transfer, e-wallets and online banking are supported.',
        'Most deposits arrive within 3 minutes.',
        'The minimum deposit is RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'My deposit has not arrived',
      lead: 'Deposits normally arrive in minutes. If yours has not after <strong>15 minutes</strong>:',
      points: [
        'Check that the amount and reference match exactly.',
        'Keep your bank receipt.',
        'Send the receipt to customer service by live chat.',
      ],
    },
    'withdrawal-how': {
      title: 'How do I withdraw?',
      lead: 'Open <strong>Withdrawal</strong> in your member centre and choose your bank account.',
      points: [
        'Complete the turnover of any bonus first.',
        'Withdrawals are processed 24/7.',
        'Your payment password is required.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Confirming a withdrawal receipt',
      lead: 'After a withdrawal, confirm whether the money <strong>was received</strong>.',
      points: [
        'If only part arrived, record the amount received.',
        'If nothing arrived, upload your bank statement as proof.',
        'Unconfirmed withdrawals count as received after the waiting time.',
      ],
    },
    'account-register': {
      title: 'Creating an account',
      lead: 'Press <strong>Register</strong>, choose a username and password, and accept the terms.',
      points: [
        'You must be 18 or older.',
        'One account per person.',
        'Mobile registration may need an SMS code.',
      ],
    },
    'account-password': {
      title: 'I forgot my password',
      lead: 'Use <strong>Forgot password</strong> on the login window.',
      points: ['Reset it by email with your username.', 'Or reset it by phone with an SMS code.'],
    },
    'responsible-limits': {
      title: 'Deposit limits and breaks',
      lead: 'Gaming should be fun. You can set <strong>daily, weekly or monthly</strong> deposit limits.',
      points: [
        'Lower limits apply immediately.',
        'Higher limits apply after 24 hours.',
        'You can take a break from 1 day to 6 months.',
      ],
    },
    'responsible-support': {
      title: 'Getting help',
      lead: 'If gaming is no longer fun, talk to someone. Help is <strong>free and confidential</strong>.',
      points: ['Our customer service can close your account on request.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: free support' },
    },
    'terms-general': {
      title: 'Terms and conditions',
      lead: 'By using the site you accept our <strong>terms and conditions</strong>.',
      points: [
        'Bonuses have turnover requirements.',
        'Accounts found to be duplicated may be closed.',
        'The operator is licensed in Malta, the British Virgin Islands and the Philippines.',
      ],
    },
    'terms-privacy': {
      title: 'Privacy policy',
      lead: 'Your data is protected with <strong>128-bit encryption</strong> and never sold.',
      points: [
        'We keep only the data needed to run your account.',
        'You can ask for a copy of your data at any time.',
      ],
    },
  },
};
