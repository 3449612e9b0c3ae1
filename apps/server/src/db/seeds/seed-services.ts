import { nowIso } from '../time.js';
import { demoRegistrationRules } from './content/registration-rules.js';
import { demoAppResources, demoCustomerServices, demoDomainRoutes } from './content/services.js';
import type { SeedDb } from './seed-types.js';

export async function seedCustomerServices(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, entry] of demoCustomerServices.entries()) {
    await db
      .insertInto('customer_services')
      .values({
        code: entry.code,
        cs_type: entry.csType,
        path: entry.path,
        icon: entry.icon,
        min_vip_rank: entry.minVipRank,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await db
      .selectFrom('customer_services')
      .select('id')
      .where('code', '=', entry.code)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_service_translations')
      .values(
        Object.entries(entry.titles).map(([lang, title]) => ({
          customer_service_id: row.id,
          lang,
          title,
        })),
      )
      .onConflict((oc) => oc.columns(['customer_service_id', 'lang']).doNothing())
      .execute();
  }
}

export async function seedAppResources(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, resource] of demoAppResources.entries()) {
    await db
      .insertInto('app_resources')
      .values({
        resource_type: resource.resourceType,
        url: resource.url,
        qr_code_url: null,
        label_name_en: resource.labelNameEn,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('resource_type').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_resources')
      .select('id')
      .where('resource_type', '=', resource.resourceType)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('app_resource_translations')
      .values(
        Object.entries(resource.labels).map(([lang, label]) => ({
          resource_id: row.id,
          lang,
          label_name: label,
        })),
      )
      .onConflict((oc) => oc.columns(['resource_id', 'lang']).doNothing())
      .execute();
  }
}

export async function seedRegistrationRules(db: SeedDb): Promise<void> {
  const now = nowIso();
  for (const [index, rule] of demoRegistrationRules.entries()) {
    await db
      .insertInto('registration_rules')
      .values({
        field: rule.field,
        enabled: rule.enabled ? 1 : 0,
        required: rule.required ? 1 : 0,
        accepted_pattern: rule.acceptedPattern,
        pattern_id: rule.patternId,
        min_length: rule.minLength,
        max_length: rule.maxLength,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('field').doNothing())
      .execute();
    const row = await db
      .selectFrom('registration_rules')
      .select('id')
      .where('field', '=', rule.field)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('registration_rule_translations')
      .values(
        Object.entries(rule.messages).map(([lang, message]) => ({
          rule_id: row.id,
          lang,
          message,
        })),
      )
      .onConflict((oc) => oc.columns(['rule_id', 'lang']).doNothing())
      .execute();
  }
}

export async function seedDomainRoutes(db: SeedDb): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('domain_routes')
    .values(
      demoDomainRoutes.map((route, index) => ({
        domain: route.domain,
        type: route.type,
        enabled: 1,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('domain').doNothing())
    .execute();
}
