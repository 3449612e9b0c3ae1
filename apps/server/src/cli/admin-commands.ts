import type { Config } from '../config.js';
import { parseArgs } from 'node:util';
import { isLanguage, type Language } from '@portal/shared/constants/languages';
import { formatMoney } from '@portal/shared/money';
import type { RegisterFlags } from '@portal/shared/schemas/system';
import type { DB } from '../db/database.js';
import { parseAmount } from '../lib/amount.js';
import { migrateToLatest } from '../db/migrate.js';
import { registerFlagProblems } from '@portal/shared/validation/register-flags';
import { seedDemo } from '../db/seeds/demo-seed.js';
import type { LocalizedText } from '../i18n/translate.js';
import type { Services } from '../compose.js';
import { ADMIN_USAGE, UsageError } from './admin-usage.js';
import { runMemberCommand } from './member-command.js';
import { runRegionCommand } from './region-command.js';
import { runStaffCommand } from './staff-command.js';
import { runWalletCommand } from './wallet-command.js';
import { runReportsCommand } from './reports-command.js';
import { runAuditCommand } from './audit-command.js';

export interface AdminContext {
  db: DB;
  config: Config;
  services: Pick<
    Services,
    | 'settings'
    | 'whitelabel'
    | 'members'
    | 'passwords'
    | 'sessions'
    | 'staff'
    | 'ledger'
    | 'auditChain'
  >;
}

const registerFlags: (keyof RegisterFlags)[] = [
  'pwdEnabled',
  'hasFreePlay',
  'mobileReg',
  'mobileRegPass',
  'usernameEnabled',
  'showVerCodeLogin',
];

export function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`Expected "on" or "off", got "${value ?? ''}".`);
}

function withLanguage(
  current: LocalizedText | undefined,
  text: string,
  language?: Language,
): LocalizedText {
  if (!language) return text;
  const map = typeof current === 'object' ? { ...current } : current ? { EN: current } : {};
  return { ...map, [language]: text };
}

/** Runs one admin command and returns what to print; throws UsageError on bad input. */
export async function runAdminCommand(argv: string[], context: AdminContext): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      title: { type: 'string' },
      info: { type: 'string' },
      until: { type: 'string' },
      lang: { type: 'string' },
      'public-key': { type: 'string' },
      id: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  const { settings, whitelabel } = context.services;
  switch (command) {
    case 'maintenance': {
      if (!onOff(rest[0])) {
        await settings.set('maintenance', { enabled: false });
        return 'Maintenance is off.';
      }
      const language = values.lang?.toUpperCase();
      if (language !== undefined && !isLanguage(language))
        throw new UsageError(`Unknown language "${values.lang}".`);
      const current = await settings.get('maintenance');
      const next = await settings.set('maintenance', {
        enabled: true,
        title:
          values.title === undefined
            ? current.title
            : withLanguage(current.title, values.title, language),
        info:
          values.info === undefined
            ? current.info
            : withLanguage(current.info, values.info, language),
        until: values.until ?? current.until ?? null,
      });
      return `Maintenance is on.\n${JSON.stringify(next, null, 2)}`;
    }
    case 'region':
      return runRegionCommand(rest, settings);
    case 'member':
      return runMemberCommand(rest, context);
    case 'staff':
      return runStaffCommand(rest, context);
    case 'wallet':
      return runWalletCommand(rest, context);
    case 'reports':
      return runReportsCommand(rest, context);
    case 'audit':
      return runAuditCommand(rest, values, context);
    case 'module': {
      if (rest[0] === 'list') return JSON.stringify(await whitelabel.getModuleTree(), null, 2);
      const [modId, state] = rest;
      if (!modId) throw new UsageError('Name the module: module <modId> on|off');
      await whitelabel.setModuleEnabled(modId, onOff(state));
      return `Module ${modId} is ${state}.`;
    }
    case 'setting':
      return runSettingCommand(rest, context);
    case 'cdn': {
      const [which, list] = rest;
      if (which === 'reset') {
        await settings.set('cdns', null);
        return 'CDN lists come from the environment again.';
      }
      if ((which !== 'image' && which !== 'launch') || list === undefined) {
        throw new UsageError('Use: cdn image|launch <origin,...> or cdn reset');
      }
      const origins =
        list === 'none'
          ? []
          : list
              .split(',')
              .map((o) => o.trim().replace(/\/+$/, ''))
              .filter(Boolean);
      const current = (await settings.get('cdns')) ?? { imageCDNs: [], launchGameCDNs: [] };
      const next = await settings.set('cdns', {
        ...current,
        ...(which === 'image' ? { imageCDNs: origins } : { launchGameCDNs: origins }),
      });
      return JSON.stringify(next, null, 2);
    }
    case 'show': {
      const stored = await settings.getMany([
        'maintenance',
        'regionRestriction',
        'site',
        'register',
        'analytics',
        'cdns',
        'brand',
        'balanceAdjustment',
      ]);
      const modules = await whitelabel.getModuleTree();
      return JSON.stringify({ ...stored, modules }, null, 2);
    }
    case 'migrate': {
      const applied = await migrateToLatest(context.db);
      return applied.length > 0 ? applied.join('\n') : 'No pending migrations.';
    }
    case 'seed':
      await seedDemo(context.db, context.config);
      return 'Demo data present.';
    case undefined:
    case 'help':
      return ADMIN_USAGE;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

const REGISTER_FLAG_PROBLEMS = {
  no_login_method: 'Password login can be off only while showVerCodeLogin is on.',
  no_sign_up_method: 'Sign-up with a username can be off only while mobileReg is on.',
};

async function runSettingCommand(
  args: string[],
  { services: { settings } }: AdminContext,
): Promise<string> {
  const [name, value] = args;
  if (name === 'loginedToHomePage') {
    const site = await settings.update('site', (current) => ({
      ...current,
      loginedToHomePage: onOff(value),
    }));
    return `loginedToHomePage is ${site.loginedToHomePage ? 'on' : 'off'}.`;
  }
  if (registerFlags.includes(name as keyof RegisterFlags)) {
    const flag = name as keyof RegisterFlags;
    const register = await settings.update('register', (current) => {
      const next = { ...current, [flag]: onOff(value) };
      const [problem] = registerFlagProblems(next);
      if (problem) throw new UsageError(REGISTER_FLAG_PROBLEMS[problem.reason]);
      return next;
    });
    return `${flag} is ${register[flag] ? 'on' : 'off'}.`;
  }
  if (name === 'gtagId' && value) {
    await settings.set('analytics', { gtagId: value === 'none' ? null : value });
    return `gtagId is ${value}.`;
  }
  if (name === 'brand' && value) {
    await settings.set('brand', { name: value });
    return `Brand name is ${value}.`;
  }
  if (name === 'adjustmentApproval' && value) {
    const threshold = parseAmount(value);
    if (threshold < 0n) throw new UsageError('The threshold cannot be below zero.');
    await settings.set('balanceAdjustment', { approvalThresholdMinor: Number(threshold) });
    return `Balance adjustments above ${formatMoney(threshold)} wait for a second staff member.`;
  }
  throw new UsageError(`Unknown setting "${name ?? ''}" or missing value.`);
}
