import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@portal/shared/constants/languages';
import { usePopularGames } from '../api/get-popular-games';
import { TrophyIcon } from './game-icons';
import { GameRowSection } from './game-row-section';
import styles from './home-sections.module.css';

/**
 * The signed-in member's row of the site's most played games: loaded at login (spec section 4),
 * shown on the home page. Hidden when empty.
 */
export function PopularGames() {
  const { t, i18n } = useTranslation('games');
  const popular = usePopularGames(parseLanguage(i18n.resolvedLanguage ?? i18n.language));
  return (
    <GameRowSection
      id="popular-games-title"
      title={t('popular.title')}
      icon={<TrophyIcon className={styles.trophy} />}
      games={popular}
    />
  );
}
