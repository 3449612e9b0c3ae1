import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fairSeedHash } from '@portal/shared/crypto/fair-draw';
import { drawSheet } from '@portal/shared/lottery/draw';
import { PRIZE_TIERS } from '@portal/shared/lottery/prize-structures';
import type { OperatorDraw } from '@portal/shared/schemas/lottery';
import { Badge } from '../../components/ui/primitives';

export type FairVerdict = 'ok' | 'mismatch' | 'pending';

/**
 * The provably fair checks of a fast draw, run here with the shared code the server drew with:
 * sha256(seed) equals the committed hash, and the seed with the draw id gives the published sheet.
 */
export function fairChecks(draw: OperatorDraw): { hash: FairVerdict; sheet: FairVerdict } {
  if (!draw.seed || !draw.seedHash) return { hash: 'pending', sheet: 'pending' };
  let hash: FairVerdict = 'mismatch';
  let sheet: FairVerdict = 'mismatch';
  try {
    hash = fairSeedHash(draw.seed) === draw.seedHash.toLowerCase() ? 'ok' : 'mismatch';
    const recomputed = drawSheet(draw.seed, draw.drawId, draw.region);
    sheet = PRIZE_TIERS.every(
      (tier) => (recomputed[tier] ?? []).join(',') === (draw.sheet?.[tier] ?? []).join(','),
    )
      ? 'ok'
      : 'mismatch';
  } catch {
    // A seed that is not 64 hex characters matches nothing.
  }
  return { hash, sheet };
}

export function useFairChecks(draw: OperatorDraw) {
  // The seed and the sheet decide the checks; recomputed only when they change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => fairChecks(draw), [draw.seed, draw.seedHash, draw.sheet, draw.drawId]);
}

export function FairBadge({ verdict, label }: { verdict: FairVerdict; label: string }) {
  const { t } = useTranslation('lottery');
  const tone = verdict === 'ok' ? 'success' : verdict === 'mismatch' ? 'danger' : 'neutral';
  return (
    <span>
      <span className="visually-hidden">{label}: </span>
      <Badge tone={tone}>{t(`fair.${verdict}`)}</Badge>
    </span>
  );
}
