import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/get-hot-games';
import { FlameIcon } from './game-icons';
import { GameRowSection } from './game-row-section';
import styles from './home-sections.module.css';

/** The home page's row of the site's hot games; each card launches its game. Hidden when empty. */
export function HotGames() {
  const { t } = useTranslation('games');
  const hot = useHotGames({});
  return (
    <GameRowSection
      id="hot-games-title"
      title={t('hot.title')}
      icon={<FlameIcon className={styles.flame} />}
      games={hot}
    />
  );
}
