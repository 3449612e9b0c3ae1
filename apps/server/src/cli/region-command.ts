import { isValidCidr, normalizeCidr } from '../lib/cidr.js';
import type { SettingsService } from '../platform/settings/settings.service.js';
import { UsageError } from './admin-usage.js';

function cidrArgument(value: string | undefined): string {
  if (!value || !isValidCidr(value)) {
    throw new UsageError(`Expected an IP address or CIDR range, got "${value ?? ''}".`);
  }
  return normalizeCidr(value);
}

const add = (list: string[], cidr: string) => (list.includes(cidr) ? list : [...list, cidr]);
const remove = (list: string[], cidr: string) => list.filter((item) => item !== cidr);

/** region on|off|block|allow|unblock|disallow|clear */
export async function runRegionCommand(args: string[], settings: SettingsService): Promise<string> {
  const [action, value] = args;
  const next = await settings.update('regionRestriction', (current) => {
    switch (action) {
      case 'on':
      case 'off':
        return { ...current, enabled: action === 'on' };
      case 'block':
        return { ...current, blockedCidrs: add(current.blockedCidrs, cidrArgument(value)) };
      case 'allow':
        return { ...current, allowedCidrs: add(current.allowedCidrs, cidrArgument(value)) };
      case 'unblock':
        return { ...current, blockedCidrs: remove(current.blockedCidrs, cidrArgument(value)) };
      case 'disallow':
        return { ...current, allowedCidrs: remove(current.allowedCidrs, cidrArgument(value)) };
      case 'clear':
        return { ...current, blockedCidrs: [], allowedCidrs: [] };
      default:
        throw new UsageError(
          'Use: region on|off|block <cidr>|allow <cidr>|unblock <cidr>|disallow <cidr>|clear',
        );
    }
  });
  return `Region restriction is ${next.enabled ? 'on' : 'off'}.\n${JSON.stringify(next, null, 2)}`;
}
