import type { WhitelabelNode } from '@portal/shared/schemas/system';
import { isModuleEnabled } from '../../api/get-whitelabel';

/**
 * Counters a menu entry may show as a badge (only when above 0). The contract ones are flags
 * (something waits for the agent's answer), shown as a dot rather than a number.
 */
export type BadgeKind =
  | 'reward'
  | 'mission'
  | 'unread'
  | 'dividendRequest'
  | 'salaryRequest'
  | 'hourlyRequest'
  | 'realtimeRequest';
export type Badges = Partial<Record<BadgeKind, number>>;

/** Agent pages that exist only when the matching contract or salary feature is on. */
export type AgentFeature = 'contract' | 'salary' | 'hourlySalary' | 'realtimeSalary';

export interface CentreEntry {
  /** Translation key in the `member` namespace. */
  label: string;
  /** The page the entry opens (spec section 2, page keys). */
  page: string;
  /** The whitelabel module that switches the entry on (seeded under MEMBERCENTER / AGENTCENTER). */
  module: string;
  badge?: BadgeKind;
  /** The badge is a flag: a dot that says something waits for an answer, not a count. */
  badgeDot?: boolean;
  feature?: AgentFeature;
  /** A flag of the member's info that must be on (spec section 3: toUpline). */
  memberFlag?: MemberFlag;
}

/** Member-info flags that show or hide a page for one member. */
export type MemberFlag = 'toUpline';

export interface Visibility {
  /** The site's whitelabel module tree. */
  tree: readonly WhitelabelNode[];
  /** Page keys that have a screen on this site. */
  built: ReadonlySet<string>;
  /** Agent contract and salary features that are on. */
  features?: Partial<Record<AgentFeature, boolean>>;
  /** The member's info; entries that need a flag stay hidden until it is known to be on. */
  member?: Partial<Record<MemberFlag, boolean>> | null;
}

/**
 * Entries a member sees: the page has a screen, its module is on (a module is on only when its
 * parents are), its feature, if it needs one, is on, and so is its member flag.
 */
export function visibleEntries(
  menu: readonly CentreEntry[],
  { tree, built, features = {}, member }: Visibility,
): CentreEntry[] {
  return menu.filter(
    (entry) =>
      built.has(entry.page) &&
      isModuleEnabled(tree, entry.module) &&
      (entry.feature === undefined || features[entry.feature] === true) &&
      (entry.memberFlag === undefined || member?.[entry.memberFlag] === true),
  );
}

/** The page to show: the one asked for when visible, else the default, else the first. */
export function resolvePage(
  entries: readonly CentreEntry[],
  requested: string | null | undefined,
  fallback: string,
): CentreEntry | undefined {
  return (
    entries.find((entry) => entry.page === requested) ??
    entries.find((entry) => entry.page === fallback) ??
    entries[0]
  );
}

/** A badge's text, or null when there is nothing to show (0, negative or unknown). */
export function badgeText(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
