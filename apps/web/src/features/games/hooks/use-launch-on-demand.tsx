import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { LaunchTarget } from '../launch-target';

const Launcher = lazyComponent(() => import('../components/launcher').then((m) => m.Launcher));

export interface LaunchRequest {
  game: LaunchTarget;
  /** Counts the clicks, so the same game clicked twice is launched twice. */
  serial: number;
}

/**
 * useLaunchGame for a page that must stay light on its first load (home): the flow's code (the
 * launch call, the real-money gate, the member's type) loads with the first click, which it
 * then carries out. Render `launcher` for it to run; the card shows the launch as pending from
 * the click on.
 */
export function useLaunchOnDemand(): {
  launch: (game: LaunchTarget) => void;
  pendingNodeId: string | null;
  launcher: ReactNode;
} {
  const [request, setRequest] = useState<LaunchRequest | null>(null);
  const [pendingNodeId, setPendingNodeId] = useState<string | null>(null);
  const launch = useCallback((game: LaunchTarget) => {
    setPendingNodeId(game.nodeId);
    setRequest((previous) => ({ game, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  const launcher = request && (
    <Suspense fallback={null}>
      <Launcher request={request} onPending={setPendingNodeId} />
    </Suspense>
  );
  return { launch, pendingNodeId, launcher };
}
