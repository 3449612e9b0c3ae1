import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_XIEN_NUMBERS,
  PICK_DIGITS,
  SIDE_CHOICES,
  validateSelection,
  type BetKind,
  type Selection,
  type SideKind,
} from '@portal/shared/lottery/bet-types';
import type { OpenNumeroValue } from '@portal/shared/schemas/lottery';
import { type PlayType, type PlayView, PLAY_TYPES } from '../bet-names';
import { TermName, useLotteryNames } from '../lottery-names';
import { BetSlip } from './bet-slip';
import { NumberPicker } from './number-picker';
import { PasteBox } from './paste-box';
import { QuickPicks } from './quick-picks';
import styles from './lottery.module.css';

interface BetPanelProps {
  open: OpenNumeroValue;
  closed: boolean;
  playType: PlayType;
  onPlayType: (view: PlayView) => void;
  symbol: string;
}

const isSide = (kind: BetKind): kind is SideKind => kind === 'big_small' || kind === 'odd_even';

function buildSelection(kind: BetKind, picks: readonly string[]): Selection | null {
  const input = isSide(kind) ? { kind, choices: picks } : { kind, numbers: [...picks].sort() };
  const check = validateSelection(input);
  return check.ok ? check.selection : null;
}

/** Play types, the bet kind, the pickers and the slip of the open draw. */
export function BetPanel({ open, closed, playType, onPlayType, symbol }: BetPanelProps) {
  const { t } = useTranslation('lottery');
  const names = useLotteryNames();
  const offered = new Set(open.odds.map((entry) => entry.kind));
  const kinds = (playType.kinds as readonly BetKind[]).filter((kind) => offered.has(kind));
  const [chosenKind, setKind] = useState<BetKind | null>(null);
  const kind = chosenKind !== null && kinds.includes(chosenKind) ? chosenKind : (kinds[0] ?? null);
  const [picks, setPicks] = useState<string[]>([]);

  const handleKind = (next: BetKind) => {
    setKind(next);
    setPicks([]);
  };
  const handlePlayType = (view: PlayView) => {
    onPlayType(view);
    setKind(null);
    setPicks([]);
  };
  const toggle = (value: string) =>
    setPicks((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );
  const add = (numbers: string[]) =>
    setPicks((current) => [...current, ...numbers.filter((n) => !current.includes(n))]);

  const digits = kind && !isSide(kind) ? PICK_DIGITS[kind] : null;
  const maxNumbers = kind?.startsWith('xien') ? MAX_XIEN_NUMBERS : digits ? 10 ** digits : 0;
  const selection = kind ? buildSelection(kind, picks) : null;

  return (
    <section className={styles.card} aria-labelledby="lottery-bet-title">
      <h2 id="lottery-bet-title" className={styles.cardTitle}>
        {t('bet.title')}
      </h2>
      <div className={styles.tabs} role="group" aria-label={t('bet.playTypes')}>
        {PLAY_TYPES.map((type) => (
          <button
            key={type.view}
            type="button"
            className={styles.tab}
            aria-pressed={type.view === playType.view}
            onClick={() => handlePlayType(type.view)}
          >
            <TermName name={names.playType(type.view)} term={type.name} />
          </button>
        ))}
      </div>
      <p className={styles.muted}>{t(`views.${playType.view}`)}</p>
      {kinds.length === 0 || !kind ? (
        <p>{t('bet.notOffered')}</p>
      ) : (
        <>
          <div className={styles.kinds} role="radiogroup" aria-label={t('bet.kind')}>
            {kinds.map((item) => (
              <label key={item} className={styles.kind}>
                <input
                  type="radio"
                  name="lottery-kind"
                  checked={item === kind}
                  onChange={() => handleKind(item)}
                />
                <span>
                  <strong>{names.betText(item)}</strong>
                  <small className={styles.muted}>{t(`kinds.${item}`)}</small>
                </span>
              </label>
            ))}
          </div>
          {isSide(kind) ? (
            <div className={styles.sides} role="group" aria-label={names.betText(kind)}>
              {SIDE_CHOICES[kind].map((choice) => (
                <button
                  key={choice}
                  type="button"
                  className={styles.side}
                  aria-pressed={picks.includes(choice)}
                  onClick={() => toggle(choice)}
                >
                  <strong>{names.choiceText(choice)}</strong>
                  <small>{t(`choices.${choice}`)}</small>
                </button>
              ))}
            </div>
          ) : (
            digits && (
              <>
                <NumberPicker key={kind} digits={digits} picked={picks} onToggle={toggle} />
                <QuickPicks digits={digits} max={maxNumbers} onPick={setPicks} />
                <PasteBox digits={digits} onAdd={add} />
              </>
            )
          )}
          <BetSlip
            kind={kind}
            picks={picks}
            selection={selection}
            open={open}
            closed={closed}
            symbol={symbol}
            onPlaced={() => setPicks([])}
          />
        </>
      )}
    </section>
  );
}
