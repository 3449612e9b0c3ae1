import { cidrMatcher, matchesAnyCidr } from '../../lib/cidr.js';
import type { RegionRestrictionSetting } from '../../platform/settings/settings.definitions.js';

/**
 * A client is region-blocked when the restriction is on, its IP lies in a blocked range and
 * in no allowed range (allowed ranges carve exceptions out of blocked ones).
 */
export function isRegionBlocked(setting: RegionRestrictionSetting, ip: string): boolean {
  if (!setting.enabled) return false;
  return matchesAnyCidr(ip, setting.blockedCidrs) && !matchesAnyCidr(ip, setting.allowedCidrs);
}

/** `isRegionBlocked` for one setting, its ranges parsed once. */
export function regionBlocker(setting: RegionRestrictionSetting): (ip: string) => boolean {
  if (!setting.enabled) return () => false;
  const blocked = cidrMatcher(setting.blockedCidrs);
  const allowed = cidrMatcher(setting.allowedCidrs);
  return (ip) => blocked(ip) && !allowed(ip);
}
