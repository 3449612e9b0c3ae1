import type { Generated } from 'kysely';
import type { Flag, Timestamps } from '../../db/columns.js';

export interface DomainRoutesTable extends Timestamps {
  id: Generated<number>;
  domain: string;
  type: string;
  enabled: Flag;
  sort: number;
}

export interface DomainRouteTables {
  domain_routes: DomainRoutesTable;
}
