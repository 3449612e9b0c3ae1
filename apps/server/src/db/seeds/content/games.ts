import type { GameCategory } from '@portal/shared/constants/site';

export interface VendorSeed {
  vassalage: string;
  title: string;
  cards: number;
  isHot?: boolean;
  maintenance?: boolean;
}

/**
 * Invented vendors (no real brands). RNG has more than 11 to exercise the nav cap and LIVE more
 * than 8 to show the vendor arrows; the same vendor may appear in two categories.
 */
export const demoVendors: Record<GameCategory, VendorSeed[]> = {
  RNG: [
    { vassalage: 'AURORA', title: 'Aurora Gaming', cards: 148, isHot: true },
    { vassalage: 'JADEDRAGON', title: 'Jade Dragon Slots', cards: 96, isHot: true },
    { vassalage: 'NEBULA', title: 'Nebula Play', cards: 72 },
    { vassalage: 'GOLDLANTERN', title: 'Golden Lantern', cards: 64, isHot: true },
    { vassalage: 'STARFALL', title: 'Starfall Studios', cards: 58 },
    { vassalage: 'TIGERREEL', title: 'Tiger Reel', cards: 83 },
    { vassalage: 'CORALBAY', title: 'Coral Bay Games', cards: 41 },
    { vassalage: 'EMBERSTONE', title: 'Emberstone', cards: 37 },
    { vassalage: 'LUCKYORCHID', title: 'Lucky Orchid', cards: 52 },
    { vassalage: 'MONSOON', title: 'Monsoon Spins', cards: 45 },
    { vassalage: 'PIXELPAGODA', title: 'Pixel Pagoda', cards: 29 },
    { vassalage: 'SILVERKOI', title: 'Silver Koi', cards: 33 },
    { vassalage: 'THUNDERPEAK', title: 'Thunder Peak', cards: 26, maintenance: true },
  ],
  LIVE: [
    { vassalage: 'LOTUSLIVE', title: 'Lotus Live', cards: 24, isHot: true },
    { vassalage: 'CRIMSONTABLE', title: 'Crimson Table', cards: 18, isHot: true },
    { vassalage: 'VELVETROOM', title: 'Velvet Room Live', cards: 16 },
    { vassalage: 'HARBORLIGHTS', title: 'Harbor Lights Casino', cards: 20 },
    { vassalage: 'SAPPHIREDEAL', title: 'Sapphire Deal', cards: 12 },
    { vassalage: 'MOONRISE', title: 'Moonrise Live', cards: 14 },
    { vassalage: 'ROYALTEAK', title: 'Royal Teak', cards: 10 },
    { vassalage: 'OPALLOUNGE', title: 'Opal Lounge', cards: 9 },
    { vassalage: 'AURORALIVE', title: 'Aurora Live', cards: 15 },
  ],
  SPORTS: [
    { vassalage: 'KINETIC', title: 'Kinetic Sports', cards: 1, isHot: true },
    { vassalage: 'APEXARENA', title: 'Apex Arena', cards: 1 },
    { vassalage: 'FIELDLINE', title: 'Fieldline Bet', cards: 1 },
    { vassalage: 'MATCHDAY', title: 'Matchday Pro', cards: 1 },
  ],
  FISH: [
    { vassalage: 'REEFHUNTER', title: 'Reef Hunter', cards: 8, isHot: true },
    { vassalage: 'DEEPBLUE', title: 'Deep Blue Arcade', cards: 6 },
    { vassalage: 'JADEDRAGON', title: 'Jade Dragon Fishing', cards: 5 },
    { vassalage: 'PEARLDIVER', title: 'Pearl Diver', cards: 4 },
    { vassalage: 'AURORA', title: 'Aurora Fishing', cards: 3 },
  ],
  PVP: [
    { vassalage: 'TABLEKINGS', title: 'Table Kings', cards: 22, isHot: true },
    { vassalage: 'MAHJONGGARDEN', title: 'Mahjong Garden', cards: 11 },
    { vassalage: 'RIVERCARD', title: 'River Card Club', cards: 17 },
    { vassalage: 'DOMINOBAY', title: 'Domino Bay', cards: 8 },
    { vassalage: 'TIGERREEL', title: 'Tiger Reel Cards', cards: 9 },
    { vassalage: 'LANTERNCARDS', title: 'Lantern Cards', cards: 13 },
  ],
  LOTT: [
    { vassalage: 'LOTT', title: 'Portal Lotto', cards: 12, isHot: true },
    { vassalage: 'FORTUNEDRAW', title: 'Fortune Draw', cards: 8 },
    { vassalage: 'LUCKYNUMBERS', title: 'Lucky Numbers Hall', cards: 10 },
  ],
  ELOTT: [
    { vassalage: 'ELOTT', title: 'Portal E-Lotto', cards: 9, isHot: true },
    { vassalage: 'QUICKPICK', title: 'Quick Pick Express', cards: 6 },
    { vassalage: 'RAPIDBALL', title: 'Rapid Ball', cards: 5 },
  ],
};
