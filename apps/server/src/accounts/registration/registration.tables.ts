import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface RegistrationRulesTable extends Timestamps {
  id: Generated<number>;
  field: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface RegistrationRuleTranslationsTable {
  rule_id: number;
  lang: string;
  message: string;
}

export interface RegistrationTables {
  registration_rules: RegistrationRulesTable;
  registration_rule_translations: RegistrationRuleTranslationsTable;
}
