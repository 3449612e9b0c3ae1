import type { GameCategory } from '@portal/shared/constants/site';

export interface VendorSeed {
  vassalage: string;
  title: string;
  /** How many games the demo catalogue gives the vendor in this category. */
  games: number;
  /**
   * The card count of a vendor whose games are not in the catalogue (the lottery's own, listed by
   * the lottery menus); a catalogue vendor's cards are its enabled games.
   */
  cards?: number;
  isHot?: boolean;
  maintenance?: boolean;
}

/** SPORTS vendors that are the e-sports lobby (site setting `esportsProviders`). */
export const ESPORTS_VENDORS = ['TF', 'IA'];
/** SPORTS vendors that are the cockfight lobby /sv3 (site setting `cockfightProviders`). */
export const COCKFIGHT_VENDORS = ['SV3'];
/** The lottery vendors: no generated games, only the lottery's own (lotteryCatalogue). */
export const LOTTERY_VENDORS = ['LOTT', 'ELOTT'];

/**
 * Invented vendors (no real brands). RNG has more than 11 to exercise the nav cap and LIVE more
 * than 8 to show the vendor arrows; the same vendor may appear in two categories.
 */
export const demoVendors: Record<GameCategory, VendorSeed[]> = {
  RNG: [
    { vassalage: 'AURORA', title: 'Aurora Gaming', games: 30, isHot: true },
    { vassalage: 'JADEDRAGON', title: 'Jade Dragon Slots', games: 26, isHot: true },
    { vassalage: 'NEBULA', title: 'Nebula Play', games: 20 },
    { vassalage: 'GOLDLANTERN', title: 'Golden Lantern', games: 22, isHot: true },
    { vassalage: 'STARFALL', title: 'Starfall Studios', games: 18 },
    { vassalage: 'TIGERREEL', title: 'Tiger Reel', games: 24 },
    { vassalage: 'CORALBAY', title: 'Coral Bay Games', games: 14 },
    { vassalage: 'EMBERSTONE', title: 'Emberstone', games: 12 },
    { vassalage: 'LUCKYORCHID', title: 'Lucky Orchid', games: 16 },
    { vassalage: 'MONSOON', title: 'Monsoon Spins', games: 15 },
    { vassalage: 'PIXELPAGODA', title: 'Pixel Pagoda', games: 10 },
    { vassalage: 'SILVERKOI', title: 'Silver Koi', games: 12 },
    { vassalage: 'THUNDERPEAK', title: 'Thunder Peak', games: 8, maintenance: true },
  ],
  LIVE: [
    { vassalage: 'LOTUSLIVE', title: 'Lotus Live', games: 10, isHot: true },
    { vassalage: 'CRIMSONTABLE', title: 'Crimson Table', games: 8, isHot: true },
    { vassalage: 'VELVETROOM', title: 'Velvet Room Live', games: 7 },
    { vassalage: 'HARBORLIGHTS', title: 'Harbor Lights Casino', games: 9 },
    { vassalage: 'SAPPHIREDEAL', title: 'Sapphire Deal', games: 6 },
    { vassalage: 'MOONRISE', title: 'Moonrise Live', games: 6 },
    { vassalage: 'ROYALTEAK', title: 'Royal Teak', games: 6 },
    { vassalage: 'OPALLOUNGE', title: 'Opal Lounge', games: 6 },
    { vassalage: 'AURORALIVE', title: 'Aurora Live', games: 7 },
  ],
  SPORTS: [
    { vassalage: 'KINETIC', title: 'Kinetic Sports', games: 3, isHot: true },
    { vassalage: 'APEXARENA', title: 'Apex Arena', games: 2 },
    { vassalage: 'FIELDLINE', title: 'Fieldline Bet', games: 1 },
    { vassalage: 'MATCHDAY', title: 'Matchday Pro', games: 2 },
    { vassalage: 'TF', title: 'Titan Forge Esports', games: 3, isHot: true },
    { vassalage: 'IA', title: 'Iron Apex Esports', games: 2 },
    { vassalage: 'SV3', title: 'Spur Valley Derby', games: 2 },
  ],
  FISH: [
    { vassalage: 'REEFHUNTER', title: 'Reef Hunter', games: 10, isHot: true },
    { vassalage: 'DEEPBLUE', title: 'Deep Blue Arcade', games: 8 },
    { vassalage: 'JADEDRAGON', title: 'Jade Dragon Fishing', games: 6 },
    { vassalage: 'PEARLDIVER', title: 'Pearl Diver', games: 6 },
    { vassalage: 'AURORA', title: 'Aurora Fishing', games: 6 },
  ],
  PVP: [
    { vassalage: 'TABLEKINGS', title: 'Table Kings', games: 14, isHot: true },
    { vassalage: 'MAHJONGGARDEN', title: 'Mahjong Garden', games: 10 },
    { vassalage: 'RIVERCARD', title: 'River Card Club', games: 12 },
    { vassalage: 'DOMINOBAY', title: 'Domino Bay', games: 8 },
    { vassalage: 'TIGERREEL', title: 'Tiger Reel Cards', games: 8 },
    { vassalage: 'LANTERNCARDS', title: 'Lantern Cards', games: 10 },
  ],
  LOTT: [
    { vassalage: 'LOTT', title: 'Portal Lotto', games: 0, cards: 12, isHot: true },
    { vassalage: 'FORTUNEDRAW', title: 'Fortune Draw', games: 8 },
    { vassalage: 'LUCKYNUMBERS', title: 'Lucky Numbers Hall', games: 8 },
  ],
  ELOTT: [
    { vassalage: 'ELOTT', title: 'Portal E-Lotto', games: 0, cards: 9, isHot: true },
    { vassalage: 'QUICKPICK', title: 'Quick Pick Express', games: 6 },
    { vassalage: 'RAPIDBALL', title: 'Rapid Ball', games: 6 },
  ],
};

/**
 * Vassalage tiles: a card in `category` that opens `vassalage`'s own game list (in `opens`) in a
 * popup. The demo puts one in FISH for each fishing vendor that also makes slots.
 */
export const demoVassalageTiles: {
  category: GameCategory;
  vassalage: string;
  opens: GameCategory;
}[] = [
  { category: 'FISH', vassalage: 'AURORA', opens: 'RNG' },
  { category: 'FISH', vassalage: 'JADEDRAGON', opens: 'RNG' },
];

/** Games seeded under maintenance (besides every game of a vendor under maintenance). */
export const demoMaintenanceGames = ['AURORA-RNG-003', 'LOTUSLIVE-LIVE-004'];
