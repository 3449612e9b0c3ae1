import type { SeedDb, Texts } from './seed-types.js';

interface DemoMission {
  names: Texts;
  descriptions: Texts;
  period: 'daily' | 'weekly' | 'once';
  condition:
    'deposit_total' | 'valid_turnover' | 'rounds_played' | 'login_streak' | 'friends_first_deposit';
  /** Minor units for money conditions, a count otherwise. */
  target: bigint;
  reward:
    | { type: 'points'; points: bigint }
    | { type: 'ticket'; kind: string }
    | { type: 'bonus'; amount: bigint; turnoverMultiple: number };
}

const MISSIONS: DemoMission[] = [
  {
    names: {
      EN: 'Deposit 100 today',
      CN: '今日存款 100',
      TY: '今日存款 100',
      MY: 'Deposit 100 hari ini',
      ID: 'Deposit 100 hari ini',
      VI: 'Nạp 100 hôm nay',
      TH: 'ฝาก 100 วันนี้',
      JA: '本日 100 入金',
      KO: '오늘 100 입금하기',
      HI: 'आज 100 जमा करें',
      BN: 'আজ 100 ডিপোজিট করুন',
      KM: 'ដាក់ប្រាក់ 100 ថ្ងៃនេះ',
      LO: 'ຝາກ 100 ມື້ນີ້',
      MM: 'ယနေ့ 100 ငွေသွင်းပါ',
    },
    descriptions: {
      EN: 'Deposit a total of 100.00 during the day.',
      CN: '当天累计存款 100.00。',
      TY: '當天累計存款 100.00。',
      MY: 'Deposit sejumlah 100.00 dalam hari ini.',
      ID: 'Deposit total 100.00 dalam hari ini.',
      VI: 'Nạp tổng cộng 100.00 trong ngày.',
      TH: 'ฝากรวม 100.00 ภายในวัน',
      JA: '1日の入金合計 100.00。',
      KO: '하루 동안 누적 100.00 입금하세요.',
      HI: 'दिन में कुल 100.00 जमा करें।',
      BN: 'দিনের মধ্যে মোট 100.00 ডিপোজিট করুন।',
      KM: 'ដាក់ប្រាក់សរុប 100.00 ក្នុងថ្ងៃនេះ។',
      LO: 'ຝາກເງິນລວມ 100.00 ພາຍໃນມື້.',
      MM: 'တစ်ရက်အတွင်း စုစုပေါင်း 100.00 ငွေသွင်းပါ။',
    },
    period: 'daily',
    condition: 'deposit_total',
    target: 10_000n,
    reward: { type: 'points', points: 100n },
  },
  {
    names: {
      EN: 'Bet 500 today',
      CN: '今日有效投注 500',
      TY: '今日有效投注 500',
      MY: 'Pertaruhan 500 hari ini',
      ID: 'Taruhan 500 hari ini',
      VI: 'Cược 500 hôm nay',
      TH: 'เดิมพัน 500 วันนี้',
      JA: '本日 500 ベット',
      KO: '오늘 500 베팅하기',
      HI: 'आज 500 की बेट लगाएं',
      BN: 'আজ 500 বাজি ধরুন',
      KM: 'ភ្នាល់ 500 ថ្ងៃនេះ',
      LO: 'ເດີມພັນ 500 ມື້ນີ້',
      MM: 'ယနေ့ 500 လောင်းပါ',
    },
    descriptions: {
      EN: 'Reach 500.00 of valid bets in any game during the day.',
      CN: '当天在任意游戏中有效投注达到 500.00。',
      TY: '當天在任意遊戲中有效投注達到 500.00。',
      MY: 'Capai pertaruhan sah 500.00 dalam mana-mana permainan hari ini.',
      ID: 'Capai taruhan valid 500.00 di permainan apa pun hari ini.',
      VI: 'Đạt 500.00 cược hợp lệ ở bất kỳ trò chơi nào trong ngày.',
      TH: 'ทำยอดเดิมพันที่ถูกต้อง 500.00 ในเกมใดก็ได้ภายในวัน',
      JA: '1日の有効ベット合計 500.00 を達成。',
      KO: '하루 동안 모든 게임에서 유효 베팅 500.00을 달성하세요.',
      HI: 'दिन में किसी भी गेम में 500.00 की वैध बेट तक पहुँचें।',
      BN: 'দিনের মধ্যে যেকোনো গেমে 500.00 বৈধ বাজিতে পৌঁছান।',
      KM: 'ភ្នាល់ត្រឹមត្រូវឱ្យដល់ 500.00 លើហ្គេមណាមួយក្នុងថ្ងៃនេះ។',
      LO: 'ມີຍອດເດີມພັນທີ່ມີຜົນ 500.00 ໃນເກມໃດກໍໄດ້ພາຍໃນມື້.',
      MM: 'တစ်ရက်အတွင်း မည်သည့်ဂိမ်းတွင်မဆို တရားဝင်လောင်းကြေး 500.00 ပြည့်အောင် လောင်းပါ။',
    },
    period: 'daily',
    condition: 'valid_turnover',
    target: 50_000n,
    reward: { type: 'bonus', amount: 500n, turnoverMultiple: 1 },
  },
  {
    names: {
      EN: 'Play 50 rounds this week',
      CN: '本周游戏 50 局',
      TY: '本週遊戲 50 局',
      MY: 'Main 50 pusingan minggu ini',
      ID: 'Main 50 ronde minggu ini',
      VI: 'Chơi 50 ván tuần này',
      TH: 'เล่น 50 รอบในสัปดาห์นี้',
      JA: '今週 50 ラウンドプレイ',
      KO: '이번 주 50라운드 플레이하기',
      HI: 'इस हफ़्ते 50 राउंड खेलें',
      BN: 'এই সপ্তাহে 50 রাউন্ড খেলুন',
      KM: 'លេង 50 ជុំក្នុងសប្តាហ៍នេះ',
      LO: 'ຫຼິ້ນ 50 ຮອບໃນອາທິດນີ້',
      MM: 'ဤအပတ် ပွဲ 50 ပွဲ ကစားပါ',
    },
    descriptions: {
      EN: 'Play 50 settled rounds from Monday to Sunday.',
      CN: '周一至周日完成 50 局已结算游戏。',
      TY: '週一至週日完成 50 局已結算遊戲。',
      MY: 'Main 50 pusingan selesai dari Isnin hingga Ahad.',
      ID: 'Main 50 ronde selesai dari Senin sampai Minggu.',
      VI: 'Chơi 50 ván đã kết toán từ thứ Hai đến Chủ nhật.',
      TH: 'เล่นให้ครบ 50 รอบที่ชำระแล้วตั้งแต่วันจันทร์ถึงวันอาทิตย์',
      JA: '月曜から日曜までに確定済みラウンドを 50 回プレイ。',
      KO: '월요일부터 일요일까지 정산된 라운드 50회를 플레이하세요.',
      HI: 'सोमवार से रविवार तक 50 सेटल राउंड खेलें।',
      BN: 'সোমবার থেকে রবিবারের মধ্যে 50টি নিষ্পত্তি হওয়া রাউন্ড খেলুন।',
      KM: 'លេង 50 ជុំដែលបានទូទាត់ ពីថ្ងៃច័ន្ទដល់ថ្ងៃអាទិត្យ។',
      LO: 'ຫຼິ້ນ 50 ຮອບທີ່ຄິດໄລ່ແລ້ວ ຕັ້ງແຕ່ວັນຈັນ ຫາ ວັນອາທິດ.',
      MM: 'တနင်္လာမှ တနင်္ဂနွေအထိ ရှင်းပြီးသော ပွဲ 50 ပွဲ ကစားပါ။',
    },
    period: 'weekly',
    condition: 'rounds_played',
    target: 50n,
    reward: { type: 'ticket', kind: 'prize_wheel' },
  },
  {
    names: {
      EN: 'Sign in 3 days in a row',
      CN: '连续登录 3 天',
      TY: '連續登入 3 天',
      MY: 'Log masuk 3 hari berturut-turut',
      ID: 'Masuk 3 hari berturut-turut',
      VI: 'Đăng nhập 3 ngày liên tiếp',
      TH: 'เข้าสู่ระบบติดต่อกัน 3 วัน',
      JA: '3 日連続ログイン',
      KO: '3일 연속 접속하기',
      HI: 'लगातार 3 दिन साइन इन करें',
      BN: 'টানা 3 দিন সাইন ইন করুন',
      KM: 'ចូលគណនី 3 ថ្ងៃជាប់ៗគ្នា',
      LO: 'ເຂົ້າສູ່ລະບົບ 3 ມື້ຕິດຕໍ່ກັນ',
      MM: 'ဆက်တိုက် 3 ရက် အကောင့်ဝင်ပါ',
    },
    descriptions: {
      EN: 'Sign in on three consecutive days this week.',
      CN: '本周连续三天登录。',
      TY: '本週連續三天登入。',
      MY: 'Log masuk tiga hari berturut-turut minggu ini.',
      ID: 'Masuk tiga hari berturut-turut minggu ini.',
      VI: 'Đăng nhập ba ngày liên tiếp trong tuần này.',
      TH: 'เข้าสู่ระบบสามวันติดต่อกันในสัปดาห์นี้',
      JA: '今週 3 日連続でログイン。',
      KO: '이번 주에 3일 연속으로 로그인하세요.',
      HI: 'इस हफ़्ते लगातार तीन दिन साइन इन करें।',
      BN: 'এই সপ্তাহে পরপর তিন দিন সাইন ইন করুন।',
      KM: 'ចូលគណនីបីថ្ងៃជាប់ៗគ្នាក្នុងសប្តាហ៍នេះ។',
      LO: 'ເຂົ້າສູ່ລະບົບສາມມື້ຕິດຕໍ່ກັນໃນອາທິດນີ້.',
      MM: 'ဤအပတ်တွင် ဆက်တိုက် သုံးရက် အကောင့်ဝင်ပါ။',
    },
    period: 'weekly',
    condition: 'login_streak',
    target: 3n,
    reward: { type: 'ticket', kind: 'golden_egg' },
  },
  {
    names: {
      EN: 'Invite a friend',
      CN: '邀请一位好友',
      TY: '邀請一位好友',
      MY: 'Jemput seorang rakan',
      ID: 'Undang seorang teman',
      VI: 'Mời một người bạn',
      TH: 'ชวนเพื่อนหนึ่งคน',
      JA: '友達を招待',
      KO: '친구 초대하기',
      HI: 'एक दोस्त को आमंत्रित करें',
      BN: 'একজন বন্ধুকে আমন্ত্রণ জানান',
      KM: 'អញ្ជើញមិត្តភក្តិ',
      LO: 'ເຊີນໝູ່',
      MM: 'သူငယ်ချင်း ဖိတ်ခေါ်ပါ',
    },
    descriptions: {
      EN: 'A friend you invited makes their first deposit.',
      CN: '您邀请的好友完成首次存款。',
      TY: '您邀請的好友完成首次存款。',
      MY: 'Rakan yang anda jemput membuat deposit pertama.',
      ID: 'Teman yang Anda undang melakukan deposit pertama.',
      VI: 'Người bạn bạn mời nạp tiền lần đầu.',
      TH: 'เพื่อนที่คุณชวนฝากเงินครั้งแรก',
      JA: '招待した友達が初回入金を完了。',
      KO: '초대한 친구가 첫 입금을 합니다.',
      HI: 'आपका आमंत्रित दोस्त अपनी पहली जमा करता है।',
      BN: 'আপনার আমন্ত্রিত একজন বন্ধু তার প্রথম ডিপোজিট করবে।',
      KM: 'មិត្តភក្តិដែលអ្នកបានអញ្ជើញដាក់ប្រាក់លើកដំបូង។',
      LO: 'ໝູ່ທີ່ທ່ານເຊີນຝາກເງິນຄັ້ງທຳອິດ.',
      MM: 'သင်ဖိတ်ခေါ်ထားသော သူငယ်ချင်းတစ်ဦး ပထမဆုံး ငွေသွင်းပါ။',
    },
    period: 'once',
    condition: 'friends_first_deposit',
    target: 1n,
    reward: { type: 'points', points: 500n },
  },
];

/**
 * The missions' demo data (docs/decisions/030-missions.md): a daily deposit, a daily turnover, a
 * weekly rounds count, a three-day login streak and an invitation. Only when there are none.
 */
export async function seedMissions(db: SeedDb): Promise<void> {
  const existing = await db.selectFrom('missions').select('id').limit(1).execute();
  if (existing.length > 0) return;
  await db
    .insertInto('missions')
    .values(
      MISSIONS.map((mission, index) => ({
        names: JSON.stringify(mission.names),
        descriptions: JSON.stringify(mission.descriptions),
        period: mission.period,
        condition: mission.condition,
        category_code: null,
        target: mission.target,
        reward_type: mission.reward.type,
        reward_points: mission.reward.type === 'points' ? mission.reward.points : null,
        reward_ticket_kind: mission.reward.type === 'ticket' ? mission.reward.kind : null,
        reward_count: mission.reward.type === 'ticket' ? 1 : null,
        reward_amount: mission.reward.type === 'bonus' ? mission.reward.amount : null,
        reward_turnover_multiple:
          mission.reward.type === 'bonus' ? mission.reward.turnoverMultiple : null,
        starts_at: null,
        ends_at: null,
        sort_order: index + 1,
        active: 1,
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}
