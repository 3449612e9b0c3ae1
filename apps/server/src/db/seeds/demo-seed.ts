import { loadConfig } from '../../config.js';
import { rebuildAgencyFigures } from '../../agency/reports/figures-rebuild.js';
import type { DB } from '../database.js';
import { seedAgentAnnouncements } from './seed-agent-announcements.js';
import { seedAgency } from './seed-agency.js';
import { seedContracts } from './seed-contracts.js';
import { seedAnnouncements } from './seed-announcements.js';
import { seedBanners } from './seed-banners.js';
import { seedDepositChannels } from './seed-deposit-channels.js';
import { seedGames } from './seed-games.js';
import { seedHelp } from './seed-help.js';
import { seedMembers, type MemberSeedConfig } from './seed-members.js';
import { seedMissions } from './seed-missions.js';
import { seedModules } from './seed-modules.js';
import { seedPoints } from './seed-points.js';
import { seedPromotions } from './seed-promotions.js';
import { seedRewards } from './seed-rewards.js';
import {
  seedAppResources,
  seedCustomerServices,
  seedDomainRoutes,
  seedRegistrationRules,
} from './seed-services.js';
import { seedSettings } from './seed-settings.js';
import { seedStaff } from './seed-staff.js';
import { seedWallets } from './seed-wallets.js';

/**
 * Loads the demo data. Every row is keyed by a natural key (code, field, mod_id...) and inserted
 * only when missing, so running it at every start changes nothing and never undoes an
 * operator's change. Modules come before game categories, which reference them. `config` gives
 * the weak default password and hashing cost of the demo accounts (the defaults when absent).
 */
export async function seedDemo(db: DB, config: MemberSeedConfig = loadConfig({})): Promise<void> {
  const teamSeeded = await db.transaction().execute(async (trx) => {
    await seedSettings(trx);
    await seedModules(trx);
    await seedGames(trx);
    await seedBanners(trx);
    await seedAnnouncements(trx);
    await seedHelp(trx);
    await seedCustomerServices(trx);
    await seedAppResources(trx);
    await seedRegistrationRules(trx);
    await seedDomainRoutes(trx);
    await seedMembers(trx, config);
    await seedStaff(trx, config);
    await seedWallets(trx);
    await seedDepositChannels(trx, config);
    await seedPromotions(trx);
    await seedPoints(trx);
    await seedRewards(trx);
    await seedMissions(trx);
    await seedAgentAnnouncements(trx);
    const seeded = await seedAgency(trx, config);
    await seedContracts(trx);
    return seeded;
  });
  // The team's history was written as raw records: the agent reports' figures are built from them.
  if (teamSeeded) await rebuildAgencyFigures(db);
}
