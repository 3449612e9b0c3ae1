import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { helpItemHref, type HelpNavigation } from '../help-selection';

interface HelpChoiceProps {
  navigation: HelpNavigation;
  topicId: number;
  itemId?: number | undefined;
  className: string | undefined;
  current: boolean;
  children: ReactNode;
}

/** A topic or item of the help navigation: a link on the help page, a button in the modal. */
export function HelpChoice({
  navigation,
  topicId,
  itemId,
  className,
  current,
  children,
}: HelpChoiceProps) {
  const ariaCurrent = current ? 'page' : undefined;
  if (navigation.kind === 'modal') {
    return (
      <button
        type="button"
        className={className}
        aria-current={ariaCurrent}
        onClick={() => navigation.onSelect(topicId, itemId)}
      >
        {children}
      </button>
    );
  }
  return (
    <Link
      className={className}
      to={helpItemHref(navigation.pathname, topicId, itemId)}
      aria-current={ariaCurrent}
    >
      {children}
    </Link>
  );
}
