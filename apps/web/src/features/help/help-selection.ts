import type { HelpTopic } from '@portal/shared/schemas/system';
import { paths } from '../../config/paths';

export type HelpItem = HelpTopic['items'][number];

export interface HelpSelection {
  topic: HelpTopic;
  /** Undefined only when the topic has no items. */
  item: HelpItem | undefined;
}

/** Where a choice in the help centre leads: an address of the help page, or (in the modal) a call. */
export type HelpNavigation =
  | { kind: 'page'; pathname: string }
  | { kind: 'modal'; onSelect: (topicId: number, itemId?: number) => void };

function toId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

const isHelpmc = (pathname: string) =>
  pathname === paths.helpmc || pathname.startsWith(`${paths.helpmc}/`);

/**
 * The requested topic and item: /help/<topicId>/<itemId> on the help page; ?topic=&item= on
 * /helpmc, whose route has no sub-paths.
 */
export function helpIdsFromLocation(
  pathname: string,
  search: string,
): { topicId: number | null; itemId: number | null } {
  if (isHelpmc(pathname)) {
    const query = new URLSearchParams(search);
    return { topicId: toId(query.get('topic')), itemId: toId(query.get('item')) };
  }
  const [, , topic, item] = pathname.split('/');
  return { topicId: toId(topic), itemId: toId(item) };
}

/** The address of a help item on the same help page (help or helpmc) as `pathname`. */
export function helpItemHref(pathname: string, topicId: number, itemId?: number): string {
  if (isHelpmc(pathname)) {
    return `${paths.helpmc}?topic=${topicId}${itemId === undefined ? '' : `&item=${itemId}`}`;
  }
  return `${paths.help}/${topicId}${itemId === undefined ? '' : `/${itemId}`}`;
}

/** Unknown or missing ids fall back to the first topic, and to the topic's first item. */
export function resolveHelpSelection(
  topics: readonly HelpTopic[],
  topicId: number | null,
  itemId: number | null,
): HelpSelection | null {
  const topic = topics.find((t) => t.id === topicId) ?? topics[0];
  if (!topic) return null;
  const item = topic.items.find((i) => i.id === itemId) ?? topic.items[0];
  return { topic, item };
}
