import { useTranslation } from 'react-i18next';
import type { BetKind, SideChoice } from '@portal/shared/lottery/bet-types';
import { parseLanguage } from '@portal/shared/constants/languages';
import { lotteryGameName } from '@portal/shared/lottery/game-names';
import { BET_NAMES, CHOICE_NAMES, PLAY_TYPES, type PlayView } from './bet-names';
import styles from './components/lottery.module.css';

const PLAY_TYPE_TERMS = Object.fromEntries(
  PLAY_TYPES.map((type) => [type.view, type.name]),
) as Record<PlayView, string>;

/**
 * Names in the member's language: games (the North and the fast draws translated, provinces as
 * printed), bets, play types and choices. `text` forms read as one string (the translated name,
 * then the Vietnamese term after a middle dot outside Vietnamese) for labels and lists.
 */
export function useLotteryNames() {
  const { t, i18n } = useTranslation('lottery');
  const language = parseLanguage(i18n.language);
  const withTerm = (name: string, term: string) =>
    language === 'VI' || name === term ? name : `${name} · ${term}`;
  return {
    language,
    game: (game: { gameCode: string; name: string }) =>
      lotteryGameName(game.gameCode, game.name, language),
    bet: (kind: BetKind) => t(`names.${kind}`),
    betText: (kind: BetKind) => withTerm(t(`names.${kind}`), BET_NAMES[kind]),
    playType: (view: PlayView) => t(`playTypeNames.${view}`),
    playTypeText: (view: PlayView) => withTerm(t(`playTypeNames.${view}`), PLAY_TYPE_TERMS[view]),
    choice: (choice: SideChoice) => t(`choiceNames.${choice}`),
    choiceText: (choice: SideChoice) => withTerm(t(`choiceNames.${choice}`), CHOICE_NAMES[choice]),
  };
}

/** A translated name with the Vietnamese term beneath it, in Vietnamese (lang="vi"). */
export function TermName({ name, term }: { name: string; term: string }) {
  const { i18n } = useTranslation();
  if (parseLanguage(i18n.language) === 'VI' || name === term) return <>{name}</>;
  return (
    <span className={styles.termName}>
      <span>{name}</span>
      {/* Read as "Special prize · Đề"; the line break shows the same on screen. */}
      <span className="visually-hidden"> · </span>
      <span className={styles.term} lang="vi">
        {term}
      </span>
    </span>
  );
}
