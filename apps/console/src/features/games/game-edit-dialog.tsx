import { useTranslation } from 'react-i18next';
import { GAME_CLASSIFIES } from '@portal/shared/schemas/games';
import { updateGamePayloadSchema, type OperatorGame } from '@portal/shared/schemas/games-operator';
import { Field, FieldRow, SelectInput, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert, Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useUpdateGame } from './games-calls';

/** A game's minimum bet, classify tab and place in the lobby's order. */
export function GameEditDialog({
  game,
  onClose,
}: {
  game: OperatorGame | null;
  onClose: () => void;
}) {
  if (!game) return null;
  return <GameEditForm key={game.id} game={game} onClose={onClose} />;
}

function GameEditForm({ game, onClose }: { game: OperatorGame; onClose: () => void }) {
  const { t } = useTranslation('games');
  const { t: common } = useTranslation();
  const toast = useToast();
  const update = useUpdateGame();
  const tile = game.kind === 'VASSALAGE';
  const classifiable = !tile && game.category === 'RNG';
  const form = useZodForm(updateGamePayloadSchema, {
    sort: game.sort,
    ...(tile ? {} : { minBet: game.minBet.toFixed(2) }),
    ...(classifiable ? { classify: game.classify } : {}),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (change) => {
    // A refusal shows in the dialog (update.error), which stays open.
    const saved = await update.mutateAsync({ id: game.id, change }).catch(() => null);
    if (!saved) return;
    toast(t('catalogue.saved', { name: saved.name }));
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('catalogue.editTitle', { name: game.name })}
      description={`${game.nodeId} · ${game.vendorTitle} · ${t(`category.${game.category}`)}`}
    >
      <form onSubmit={submit} noValidate>
        {tile ? <Notice>{t('catalogue.tileHint')}</Notice> : null}
        <FieldRow>
          {tile ? null : (
            <Field
              label={t('catalogue.minBet')}
              hint={t('catalogue.minBetHint')}
              error={errors.minBet && t('catalogue.invalid')}
            >
              {(props) => <TextInput {...props} inputMode="decimal" {...form.register('minBet')} />}
            </Field>
          )}
          <Field
            label={t('catalogue.order')}
            hint={t('catalogue.orderHint')}
            error={errors.sort && t('catalogue.invalid')}
          >
            {(props) => (
              <TextInput
                {...props}
                type="number"
                min={0}
                {...form.register('sort', {
                  setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
                })}
              />
            )}
          </Field>
        </FieldRow>
        {classifiable ? (
          <Field label={t('catalogue.classify')} error={errors.classify && t('catalogue.invalid')}>
            {(props) => (
              <SelectInput
                {...props}
                {...form.register('classify', {
                  setValueAs: (value: string | null) => (value ? value : null),
                })}
              >
                <option value="">{t('classify.none')}</option>
                {GAME_CLASSIFIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`classify.${value}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </Field>
        ) : tile ? null : (
          <Notice>{t('catalogue.classifyOnlyRng')}</Notice>
        )}
        <ErrorAlert error={update.error} />
        <DialogFooter>
          <Button onClick={onClose}>{common('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {common('action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
