import { useEffect, useRef } from 'react';
import { useLaunchGame } from '../hooks/use-launch-game';
import type { LaunchRequest } from '../hooks/use-launch-on-demand';

/** Carries out each new request of useLaunchOnDemand and reports the launch in progress. */
export function Launcher({
  request,
  onPending,
}: {
  request: LaunchRequest;
  onPending: (nodeId: string | null) => void;
}) {
  const { launch, pendingNodeId } = useLaunchGame();
  const done = useRef(0);
  useEffect(() => {
    if (request.serial === done.current) return;
    done.current = request.serial;
    void launch(request.game);
  }, [request, launch]);
  useEffect(() => onPending(pendingNodeId), [pendingNodeId, onPending]);
  return null;
}
