import { useTranslation } from 'react-i18next';
import { describeResult, spellKey } from '../result-summary';
import styles from './round-result.module.css';

/** The outcome of one round as the provider summarised it: values, grids and lists. */
export function RoundResult({ result }: { result: Record<string, unknown> | null }) {
  const { t } = useTranslation('bets');
  if (!result || Object.keys(result).length === 0) {
    return <p className={styles.noResult}>{t('result.none')}</p>;
  }
  const lines = describeResult(result, {
    label: (key) => t(`result.keys.${key}`, { defaultValue: spellKey(key) }),
    yes: t('result.yes'),
    no: t('result.no'),
  });
  return (
    <dl className={styles.result}>
      {lines.map((line) => {
        const label = t(`result.keys.${line.key}`, { defaultValue: spellKey(line.key) });
        return (
          <div key={line.key} className={styles.resultLine}>
            <dt>{label}</dt>
            <dd>
              {line.kind === 'text' && line.text}
              {line.kind === 'grid' && (
                <table className={styles.resultGrid}>
                  <caption className={styles.srOnly}>{label}</caption>
                  <tbody>
                    {line.rows.map((row, rowIndex) => (
                      <tr key={rowIndex}>
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {line.kind === 'list' && (
                <ul className={styles.resultList}>
                  {line.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
