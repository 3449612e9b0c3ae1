import type { HelpTexts } from '../help.js';

export const ko: HelpTexts = {
  topics: {
    deposit: '입금',
    withdrawal: '출금',
    account: '계정',
    responsible: '책임감 있는 게임',
    terms: '이용약관 및 개인정보',
  },
  items: {
    'deposit-methods': {
      title: '입금은 어떻게 하나요?',
      lead: '상단 바에서 <strong>입금</strong>을 열고 입금 수단을 선택한 뒤 금액을 입력하세요.',
      points: [
        '계좌 이체, 전자지갑, 인터넷 뱅킹을 지원합니다.',
        '대부분의 입금은 3분 이내에 반영됩니다.',
        '최소 입금액은 RM 10입니다.',
      ],
    },
    'deposit-not-credited': {
      title: '입금이 반영되지 않았어요',
      lead: '입금은 보통 몇 분 안에 반영됩니다. <strong>15분</strong>이 지나도 반영되지 않았다면:',
      points: [
        '금액과 참조 번호가 정확히 일치하는지 확인하세요.',
        '은행 영수증을 보관하세요.',
        '실시간 상담으로 고객센터에 영수증을 보내 주세요.',
      ],
    },
    'withdrawal-how': {
      title: '출금은 어떻게 하나요?',
      lead: '회원 센터에서 <strong>출금</strong>을 열고 은행 계좌를 선택하세요.',
      points: [
        '먼저 보너스의 롤링 조건을 모두 달성하세요.',
        '출금은 연중무휴 24시간 처리됩니다.',
        '결제 비밀번호가 필요합니다.',
      ],
    },
    'withdrawal-receipt': {
      title: '출금 수령 확인하기',
      lead: '출금 후에는 금액을 <strong>받았는지</strong> 확인해 주세요.',
      points: [
        '일부만 입금되었다면 받은 금액을 입력하세요.',
        '전혀 입금되지 않았다면 은행 거래 내역을 증빙으로 업로드하세요.',
        '확인하지 않은 출금은 대기 시간이 지나면 수령한 것으로 처리됩니다.',
      ],
    },
    'account-register': {
      title: '계정 만들기',
      lead: '<strong>회원가입</strong>을 누르고 아이디와 비밀번호를 정한 뒤 이용약관에 동의하세요.',
      points: [
        '만 18세 이상이어야 합니다.',
        '1인 1계정만 가능합니다.',
        '휴대폰으로 가입할 때는 SMS 인증번호가 필요할 수 있습니다.',
      ],
    },
    'account-password': {
      title: '비밀번호를 잊어버렸어요',
      lead: '로그인 창에서 <strong>비밀번호를 잊으셨나요?</strong>를 누르세요.',
      points: [
        '아이디로 이메일을 통해 재설정할 수 있습니다.',
        '또는 휴대폰 SMS 인증번호로 재설정할 수 있습니다.',
      ],
    },
    'responsible-limits': {
      title: '입금 한도 및 휴식',
      lead: '게임은 즐거워야 합니다. <strong>일간, 주간 또는 월간</strong> 입금 한도를 설정할 수 있습니다.',
      points: [
        '한도를 낮추면 즉시 적용됩니다.',
        '한도를 높이면 24시간 후에 적용됩니다.',
        '1일부터 6개월까지 휴식할 수 있습니다.',
      ],
    },
    'responsible-support': {
      title: '도움 받기',
      lead: '게임이 더 이상 즐겁지 않다면 누군가와 이야기해 보세요. 상담은 <strong>무료이며 비밀이 보장</strong>됩니다.',
      points: ['요청하시면 고객센터에서 계정을 폐쇄해 드립니다.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: 무료 상담' },
    },
    'terms-general': {
      title: '이용약관',
      lead: '사이트를 이용하면 <strong>이용약관</strong>에 동의하는 것으로 간주됩니다.',
      points: [
        '보너스에는 롤링 조건이 있습니다.',
        '중복 계정으로 확인된 계정은 폐쇄될 수 있습니다.',
        '운영사는 몰타, 영국령 버진아일랜드, 필리핀의 라이선스를 보유하고 있습니다.',
      ],
    },
    'terms-privacy': {
      title: '개인정보 처리방침',
      lead: '고객님의 데이터는 <strong>128비트 암호화</strong>로 보호되며 절대 판매되지 않습니다.',
      points: [
        '계정 운영에 필요한 데이터만 보관합니다.',
        '언제든지 본인 데이터의 사본을 요청할 수 있습니다.',
      ],
    },
  },
};
