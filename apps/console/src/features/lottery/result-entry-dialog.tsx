import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRIZE_STRUCTURES,
  type PrizeTier,
  type ResultSheet,
} from '@portal/shared/lottery/prize-structures';
import type { OperatorDraw } from '@portal/shared/schemas/lottery';
import { Field, TextInput } from '../../components/form/fields';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import styles from './lottery.module.css';

const splitNumbers = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The first person's entry of a traditional draw's result: one field per prize tier, checked
 * against the region's structure (count and digits) before the call; the server checks again.
 */
export function ResultEntryDialog({
  draw,
  open,
  onOpenChange,
  onSubmit,
}: {
  draw: OperatorDraw;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (sheet: ResultSheet) => Promise<unknown>;
}) {
  const { t } = useTranslation('lottery');
  const { t: common } = useTranslation();
  const shapes = PRIZE_STRUCTURES[draw.region];
  const initial = () =>
    Object.fromEntries(
      shapes.map(({ tier }) => [tier, (draw.sheet?.[tier] ?? []).join(' ')]),
    ) as Record<PrizeTier, string>;
  const [texts, setTexts] = useState<Record<PrizeTier, string>>(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (open) {
      setTexts(initial());
      setChecked(false);
      setError(null);
    }
    // Reset when the dialog opens; the draw's sheet is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const invalid = (tier: PrizeTier, count: number, digits: number) => {
    const numbers = splitNumbers(texts[tier] ?? '');
    return numbers.length !== count || numbers.some((n) => !new RegExp(`^\\d{${digits}}$`).test(n));
  };
  const hasProblems = shapes.some(({ tier, count, digits }) => invalid(tier, count, digits));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (hasProblems) return;
    const sheet = Object.fromEntries(
      shapes.map(({ tier }) => [tier, splitNumbers(texts[tier] ?? '')]),
    ) as ResultSheet;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(sheet);
      onOpenChange(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('entry.title', { id: draw.drawId })}
      description={t('entry.description')}
      size="wide"
    >
      <form onSubmit={submit} noValidate>
        <div className={styles.entryGrid}>
          {shapes.map(({ tier, count, digits }) => {
            const hint = t('entry.tierHint', { count, digits });
            return (
              <Field
                key={tier}
                label={t(`tier.${tier}`)}
                hint={hint}
                error={checked && invalid(tier, count, digits) ? hint : undefined}
              >
                {(props) => (
                  <TextInput
                    {...props}
                    inputMode="numeric"
                    autoComplete="off"
                    className={styles.mono}
                    value={texts[tier] ?? ''}
                    onChange={(event) =>
                      setTexts((current) => ({ ...current, [tier]: event.target.value }))
                    }
                  />
                )}
              </Field>
            );
          })}
        </div>
        {checked && hasProblems ? (
          <p className={styles.problems} role="alert">
            {t('entry.problems', { region: t(`region.${draw.region}`) })}
          </p>
        ) : null}
        <div style={{ marginTop: 12 }}>
          <ErrorAlert error={error} />
        </div>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>{common('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {t('entry.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
