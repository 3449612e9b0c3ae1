import { Suspense, useEffect } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useLaunchDialogs } from '../hooks/use-launch-dialogs';

const LaunchDialogs = lazyComponent(() =>
  import('./launch-dialogs').then((module) => module.LaunchDialogs),
);

/**
 * LaunchDialogs for pages that must stay light on first load (home): the dialogs' code (the modal,
 * the vendor popup, the maintenance list) loads only once a launch raises one.
 */
export function LaunchDialogsHost() {
  const open = useLaunchDialogs((state) => state.dialog !== null);
  const close = useLaunchDialogs((state) => state.close);
  // Leaving the page closes whatever was open.
  useEffect(() => close, [close]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LaunchDialogs />
    </Suspense>
  );
}
