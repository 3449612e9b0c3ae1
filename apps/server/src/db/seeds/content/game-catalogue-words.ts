import type { Language } from '@portal/shared/constants/languages';
import type { Texts } from '../seed-types.js';

/**
 * The words demo game names are built from: an adjective and a noun per language, joined the way
 * each language orders them (see `nameOrder`). Japanese adjectives carry their attributive form
 * (の, い) so that they join a noun directly.
 */

/** adj-noun: "Golden Dragon", 黄金龙; noun-adj: "Naga Emas", "Rồng Vàng", มังกรทองคำ. */
export const nameOrder: Record<Language, { order: 'adj-noun' | 'noun-adj'; joiner: string }> = {
  EN: { order: 'adj-noun', joiner: ' ' },
  CN: { order: 'adj-noun', joiner: '' },
  TY: { order: 'adj-noun', joiner: '' },
  JA: { order: 'adj-noun', joiner: '' },
  MY: { order: 'noun-adj', joiner: ' ' },
  ID: { order: 'noun-adj', joiner: ' ' },
  VI: { order: 'noun-adj', joiner: ' ' },
  TH: { order: 'noun-adj', joiner: '' },
  KM: { order: 'noun-adj', joiner: '' },
};

const w = (
  EN: string,
  CN: string,
  TY: string,
  JA: string,
  MY: string,
  ID: string,
  VI: string,
  TH: string,
): Texts => ({ EN, CN, TY, JA, MY, ID, VI, TH });

export const adjectives: Texts[] = [
  w('Golden', '黄金', '黃金', '黄金の', 'Emas', 'Emas', 'Vàng', 'ทองคำ'),
  w('Lucky', '幸运', '幸運', '幸運の', 'Bertuah', 'Beruntung', 'May Mắn', 'นำโชค'),
  w('Mighty', '威猛', '威猛', '最強の', 'Perkasa', 'Perkasa', 'Dũng Mãnh', 'ทรงพลัง'),
  w('Wild', '狂野', '狂野', 'ワイルド', 'Liar', 'Liar', 'Hoang Dã', 'ดุดัน'),
  w('Royal', '皇家', '皇家', 'ロイヤル', 'Diraja', 'Kerajaan', 'Hoàng Gia', 'หลวง'),
  w('Mystic', '神秘', '神秘', '神秘の', 'Mistik', 'Mistis', 'Huyền Bí', 'ลึกลับ'),
  w('Red', '红', '紅', '赤い', 'Merah', 'Merah', 'Đỏ', 'แดง'),
  w('Silver', '白银', '白銀', '銀の', 'Perak', 'Perak', 'Bạc', 'เงิน'),
  w('Eternal', '永恒', '永恆', '永遠の', 'Abadi', 'Abadi', 'Vĩnh Cửu', 'นิรันดร์'),
  w('Blazing', '烈焰', '烈焰', '燃える', 'Membara', 'Membara', 'Rực Lửa', 'เพลิง'),
  w('Hidden', '隐秘', '隱秘', '隠された', 'Tersembunyi', 'Tersembunyi', 'Ẩn Giấu', 'ลับ'),
  w('Thunder', '雷霆', '雷霆', '雷の', 'Guruh', 'Guntur', 'Sấm Sét', 'สายฟ้า'),
  w('Jade', '翡翠', '翡翠', '翡翠の', 'Jed', 'Giok', 'Ngọc Bích', 'หยก'),
  w('Imperial', '帝王', '帝王', '皇帝の', 'Empayar', 'Kekaisaran', 'Đế Vương', 'จักรพรรดิ'),
  w('Diamond', '钻石', '鑽石', 'ダイヤの', 'Berlian', 'Berlian', 'Kim Cương', 'เพชร'),
  w('Midnight', '午夜', '午夜', '真夜中の', 'Tengah Malam', 'Tengah Malam', 'Nửa Đêm', 'เที่ยงคืน'),
];

/** The kinds of names: themes with nouns combine with `adjectives`; the others are whole names. */
export type CombinedTheme = 'slot' | 'live' | 'fish' | 'pvp' | 'lottery';
export type FixedTheme = 'sports' | 'esports' | 'cockfight';
export type NameTheme = CombinedTheme | FixedTheme;

export const nouns: Record<CombinedTheme, Texts[]> = {
  slot: [
    w('Dragon', '龙', '龍', 'ドラゴン', 'Naga', 'Naga', 'Rồng', 'มังกร'),
    w('Phoenix', '凤凰', '鳳凰', 'フェニックス', 'Feniks', 'Feniks', 'Phượng Hoàng', 'หงส์'),
    w('Tiger', '虎', '虎', '虎', 'Harimau', 'Harimau', 'Hổ', 'เสือ'),
    w('Lotus', '莲花', '蓮花', '蓮', 'Teratai', 'Teratai', 'Hoa Sen', 'บัว'),
    w('Pearl', '珍珠', '珍珠', '真珠', 'Mutiara', 'Mutiara', 'Ngọc Trai', 'ไข่มุก'),
    w('Treasure', '宝藏', '寶藏', '財宝', 'Harta Karun', 'Harta Karun', 'Kho Báu', 'สมบัติ'),
    w('Fortune', '财富', '財富', 'フォーチュン', 'Kekayaan', 'Kekayaan', 'Tài Lộc', 'โชคลาภ'),
    w('Temple', '神殿', '神殿', '神殿', 'Kuil', 'Kuil', 'Đền Thờ', 'วิหาร'),
    w('Koi', '锦鲤', '錦鯉', '鯉', 'Ikan Koi', 'Ikan Koi', 'Cá Koi', 'ปลาคาร์ป'),
    w('Lantern', '灯笼', '燈籠', '提灯', 'Tanglung', 'Lentera', 'Đèn Lồng', 'โคม'),
    w('Panda', '熊猫', '熊貓', 'パンダ', 'Panda', 'Panda', 'Gấu Trúc', 'แพนด้า'),
    w('Gems', '宝石', '寶石', '宝石', 'Permata', 'Permata', 'Đá Quý', 'อัญมณี'),
  ],
  live: [
    w('Roulette', '轮盘', '輪盤', 'ルーレット', 'Rolet', 'Rolet', 'Roulette', 'รูเล็ต'),
    w('Wheel', '转轮', '轉輪', 'ホイール', 'Roda', 'Roda', 'Vòng Quay', 'วงล้อ'),
    w('Table', '赌台', '賭台', 'テーブル', 'Meja', 'Meja', 'Bàn', 'โต๊ะ'),
    w('Palace', '宫殿', '宮殿', 'パレス', 'Istana', 'Istana', 'Cung Điện', 'พระราชวัง'),
    w('Casino', '娱乐场', '娛樂場', 'カジノ', 'Kasino', 'Kasino', 'Sòng Bài', 'คาสิโน'),
    w('Spin', '旋转', '旋轉', 'スピン', 'Putaran', 'Putaran', 'Lượt Quay', 'การหมุน'),
    w('Club', '俱乐部', '俱樂部', 'クラブ', 'Kelab', 'Klub', 'Câu Lạc Bộ', 'คลับ'),
    w('Hall', '大厅', '大廳', 'ホール', 'Dewan', 'Aula', 'Sảnh', 'ห้องโถง'),
  ],
  fish: [
    w('Reef', '珊瑚礁', '珊瑚礁', 'リーフ', 'Terumbu', 'Terumbu Karang', 'Rạn San Hô', 'แนวปะการัง'),
    w('Shark', '鲨鱼', '鯊魚', 'シャーク', 'Jerung', 'Hiu', 'Cá Mập', 'ฉลาม'),
    w('Whale', '鲸鱼', '鯨魚', 'クジラ', 'Ikan Paus', 'Paus', 'Cá Voi', 'วาฬ'),
    w('Octopus', '章鱼', '章魚', 'タコ', 'Sotong Kurita', 'Gurita', 'Bạch Tuộc', 'หมึกยักษ์'),
    w('Mermaid', '美人鱼', '美人魚', '人魚', 'Duyung', 'Putri Duyung', 'Nàng Tiên Cá', 'นางเงือก'),
    w('Ocean', '海洋', '海洋', 'オーシャン', 'Lautan', 'Samudra', 'Đại Dương', 'มหาสมุทร'),
    w('Crab', '螃蟹', '螃蟹', 'カニ', 'Ketam', 'Kepiting', 'Cua', 'ปู'),
    w('Fishing', '捕鱼', '捕魚', 'フィッシング', 'Memancing', 'Memancing', 'Câu Cá', 'ตกปลา'),
  ],
  pvp: [
    w('Poker', '扑克', '撲克', 'ポーカー', 'Poker', 'Poker', 'Poker', 'โป๊กเกอร์'),
    w('Mahjong', '麻将', '麻將', '麻雀', 'Mahjong', 'Mahjong', 'Mạt Chược', 'ไพ่นกกระจอก'),
    w('Dominoes', '多米诺', '多米諾', 'ドミノ', 'Domino', 'Domino', 'Đô-mi-nô', 'โดมิโน'),
    w('Baccarat', '百家乐', '百家樂', 'バカラ', 'Bakarat', 'Bakarat', 'Baccarat', 'บาคาร่า'),
    w(
      'Blackjack',
      '二十一点',
      '二十一點',
      'ブラックジャック',
      'Blackjack',
      'Blackjack',
      'Xì Dách',
      'แบล็คแจ็ค',
    ),
    w('Showdown', '对决', '對決', '対決', 'Pertarungan', 'Pertarungan', 'Đối Đầu', 'การประลอง'),
    w(
      'Dragon Tiger',
      '龙虎',
      '龍虎',
      'ドラゴンタイガー',
      'Naga Harimau',
      'Naga Harimau',
      'Rồng Hổ',
      'มังกรเสือ',
    ),
    w('Cards', '纸牌', '紙牌', 'カード', 'Kad', 'Kartu', 'Bài', 'ไพ่'),
  ],
  lottery: [
    w('Draw', '抽奖', '抽獎', '抽選', 'Cabutan', 'Undian', 'Quay Thưởng', 'จับรางวัล'),
    w('Lotto', '乐透', '樂透', 'ロト', 'Loto', 'Lotre', 'Xổ Số', 'ลอตโต้'),
    w('Numbers', '号码', '號碼', 'ナンバーズ', 'Nombor', 'Nomor', 'Con Số', 'ตัวเลข'),
    w('Ball', '彩球', '彩球', 'ボール', 'Bola', 'Bola', 'Quả Cầu', 'ลูกบอล'),
    w('Keno', '基诺', '基諾', 'キノ', 'Keno', 'Keno', 'Keno', 'คีโน'),
    w('Bingo', '宾果', '賓果', 'ビンゴ', 'Bingo', 'Bingo', 'Bingo', 'บิงโก'),
    w('Jackpot', '头奖', '頭獎', 'ジャックポット', 'Jackpot', 'Jackpot', 'Độc Đắc', 'แจ็คพอต'),
    w('Ticket', '彩票', '彩票', 'チケット', 'Tiket', 'Tiket', 'Vé Số', 'สลาก'),
  ],
};

/** Whole names for the themes with few games a vendor. */
export const fixedNames: Record<FixedTheme, Texts[]> = {
  sports: [
    w(
      'Premier Football',
      '超级足球',
      '超級足球',
      'プレミアサッカー',
      'Bola Sepak Perdana',
      'Sepak Bola Utama',
      'Bóng Đá Ngoại Hạng',
      'ฟุตบอลพรีเมียร์',
    ),
    w(
      'Pro Basketball',
      '职业篮球',
      '職業籃球',
      'プロバスケットボール',
      'Bola Keranjang Pro',
      'Bola Basket Pro',
      'Bóng Rổ Chuyên Nghiệp',
      'บาสเกตบอลอาชีพ',
    ),
    w(
      'Tennis Open',
      '网球公开赛',
      '網球公開賽',
      'テニスオープン',
      'Tenis Terbuka',
      'Tenis Terbuka',
      'Quần Vợt Mở Rộng',
      'เทนนิสโอเพ่น',
    ),
    w('Horse Racing', '赛马', '賽馬', '競馬', 'Lumba Kuda', 'Pacuan Kuda', 'Đua Ngựa', 'แข่งม้า'),
  ],
  esports: [
    w(
      'MOBA League',
      'MOBA联赛',
      'MOBA聯賽',
      'MOBAリーグ',
      'Liga MOBA',
      'Liga MOBA',
      'Giải MOBA',
      'ลีก MOBA',
    ),
    w(
      'Battle Arena Cup',
      '竞技场杯',
      '競技場盃',
      'バトルアリーナカップ',
      'Piala Arena Pertempuran',
      'Piala Arena Pertempuran',
      'Cúp Đấu Trường',
      'ถ้วยแบทเทิลอารีน่า',
    ),
    w(
      'Tactical Shooter Series',
      '战术射击系列赛',
      '戰術射擊系列賽',
      'タクティカルシューターシリーズ',
      'Siri Penembak Taktikal',
      'Seri Penembak Taktis',
      'Giải Bắn Súng Chiến Thuật',
      'ซีรีส์เกมยิงแทคติคอล',
    ),
  ],
  cockfight: [
    w(
      'Cockfight Grand Derby',
      '斗鸡大赛',
      '鬥雞大賽',
      '闘鶏グランドダービー',
      'Derby Agung Sabung Ayam',
      'Derby Akbar Sabung Ayam',
      'Đại Hội Đá Gà',
      'ศึกไก่ชนใหญ่',
    ),
    w(
      'Cockfight Arena Live',
      '斗鸡竞技场直播',
      '鬥雞競技場直播',
      '闘鶏アリーナライブ',
      'Arena Sabung Ayam Langsung',
      'Arena Sabung Ayam Langsung',
      'Đấu Trường Đá Gà Trực Tiếp',
      'สนามไก่ชนสด',
    ),
  ],
};

/** The word after a vendor's name on a vassalage tile: "Aurora Gaming Game Hall". */
export const gameHall: Texts = w(
  'Game Hall',
  '游戏大厅',
  '遊戲大廳',
  'ゲームホール',
  'Dewan Permainan',
  'Aula Permainan',
  'Sảnh Trò Chơi',
  'ห้องเกม',
);
