import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { settingDefinitions, type SettingKey, type SettingValue } from './settings.definitions.js';
import type { SettingsRepository } from './settings.repository.js';

type SettingValues<K extends SettingKey> = { [P in K]: SettingValue<P> };

/**
 * Typed access to the operator settings. Reads go to the database every time: the admin command
 * runs in another process, and a change must show at once on every server instance.
 */
export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  async get<K extends SettingKey>(key: K, executor?: Executor): Promise<SettingValue<K>> {
    const values = await this.getMany([key], executor);
    return values[key];
  }

  async getMany<K extends SettingKey>(
    keys: readonly K[],
    executor?: Executor,
  ): Promise<SettingValues<K>> {
    const stored = await this.repository.findMany(keys, executor);
    const result = {} as SettingValues<K>;
    for (const key of keys) {
      result[key] = this.parse(key, stored.has(key) ? stored.get(key) : undefined);
    }
    return result;
  }

  /** Validates and stores a value, in the caller's transaction when given one (`executor`). */
  async set<K extends SettingKey>(
    key: K,
    value: SettingValue<K>,
    executor?: Executor,
  ): Promise<SettingValue<K>> {
    const parsed = settingDefinitions[key].schema.safeParse(value);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        path: [key, ...issue.path].join('.'),
        reason: issue.code,
      }));
      throw new AppError('VALIDATION_FAILED', {}, details);
    }
    await this.repository.save(key, parsed.data, executor);
    return parsed.data as SettingValue<K>;
  }

  /** Reads, changes and writes one setting; `change` gets the current (or fallback) value. */
  async update<K extends SettingKey>(
    key: K,
    change: (current: SettingValue<K>) => SettingValue<K>,
  ): Promise<SettingValue<K>> {
    return this.set(key, change(await this.get(key)));
  }

  private parse<K extends SettingKey>(key: K, raw: unknown): SettingValue<K> {
    const definition = settingDefinitions[key];
    if (raw === undefined) return structuredClone(definition.fallback) as SettingValue<K>;
    const parsed = definition.schema.safeParse(raw);
    // A row edited by hand into something invalid is a server fault, not the visitor's.
    if (!parsed.success) {
      throw new Error(`Stored setting "${key}" is invalid: ${parsed.error.message}`);
    }
    return parsed.data as SettingValue<K>;
  }
}
