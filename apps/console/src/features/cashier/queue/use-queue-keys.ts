import { useEffect, useRef, useState } from 'react';

/** A letter key that acts on the order the keyboard is on (`c` confirms a deposit). */
export interface QueueAction<T> {
  key: string;
  /** The text the shortcuts list shows. */
  label: string;
  /** Whether it applies to this order (its state and the role's permission). */
  applies: (row: T) => boolean;
  run: (row: T) => void;
}

/** Typing in a field, or a dialog on screen, takes the keys away from the queue. */
function keysBelongElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * A clerk's keys on a queue: j or ↓ and k or ↑ move between orders, Enter opens the one the
 * keyboard is on, `?` lists the keys, and each action's letter runs it on that order. Returns
 * the order the keyboard is on (the first one until the clerk moves).
 */
export function useQueueKeys<T>({
  rows,
  getId,
  onOpen,
  onHelp,
  actions,
}: {
  rows: readonly T[];
  getId: (row: T) => string;
  onOpen: (row: T) => void;
  onHelp: () => void;
  actions: readonly QueueAction<T>[];
}): { activeId: string | null; setActiveId: (id: string) => void } {
  const [chosen, setChosen] = useState<string | null>(null);
  const index = Math.max(
    0,
    rows.findIndex((row) => getId(row) === chosen),
  );
  const active = rows[index];
  const activeId = active ? getId(active) : null;

  // The listener reads the latest rows and handlers without being added again each render.
  const latest = useRef({ rows, index, active, getId, onOpen, onHelp, actions });
  latest.current = { rows, index, active, getId, onOpen, onHelp, actions };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (keysBelongElsewhere(event)) return;
      const { rows, index, active, getId, onOpen, onHelp, actions } = latest.current;
      const move = (to: number) => {
        const row = rows[Math.min(rows.length - 1, Math.max(0, to))];
        if (!row) return;
        event.preventDefault();
        setChosen(getId(row));
      };
      if (event.key === 'j' || event.key === 'ArrowDown') return move(index + 1);
      if (event.key === 'k' || event.key === 'ArrowUp') return move(index - 1);
      if (event.key === '?') {
        event.preventDefault();
        return onHelp();
      }
      if (!active) return;
      if (event.key === 'Enter') {
        // Enter on a button or link is that control's own.
        if ((event.target as HTMLElement | null)?.closest('button, a')) return;
        event.preventDefault();
        return onOpen(active);
      }
      const action = actions.find((candidate) => candidate.key === event.key.toLowerCase());
      if (action && action.applies(active)) {
        event.preventDefault();
        action.run(active);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Keep the order the keyboard is on in view as it moves.
  useEffect(() => {
    if (!activeId) return;
    const row = document.querySelector('tr[data-active]');
    if (row && 'scrollIntoView' in row) row.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return { activeId, setActiveId: setChosen };
}
