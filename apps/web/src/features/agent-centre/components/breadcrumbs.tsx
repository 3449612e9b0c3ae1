import { useTranslation } from 'react-i18next';
import styles from './agency.module.css';

interface BreadcrumbsProps {
  /** The agent first, then each member down to the level shown. */
  trail: readonly { id: number; account: string }[];
  /** Goes back up to a level: null for the agent's own. */
  onSelect: (id: number | null) => void;
}

/** The way down the tree to the level shown; every step above it leads back up. */
export function Breadcrumbs({ trail, onSelect }: BreadcrumbsProps) {
  const { t } = useTranslation('agency');
  if (trail.length <= 1) return null;
  return (
    <nav aria-label={t('tree.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={step.id}>
              {last ? (
                <span aria-current="location">{step.account}</span>
              ) : (
                <button type="button" onClick={() => onSelect(index === 0 ? null : step.id)}>
                  {step.account}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
