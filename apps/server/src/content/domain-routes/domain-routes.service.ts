import type { z } from 'zod';
import type { domainRouteValueSchema } from '@portal/shared/schemas/system';
import type { DomainRoutesRepository } from './domain-routes.repository.js';

type DomainRouteValue = z.infer<typeof domainRouteValueSchema>;
type DomainType = DomainRouteValue['domainList'][number]['type'];

export class DomainRoutesService {
  constructor(private readonly repository: DomainRoutesRepository) {}

  /** The operator's alternative domains (site, H5, API) for visitors whose domain is blocked. */
  async getRoutes(): Promise<DomainRouteValue> {
    const rows = await this.repository.listEnabled();
    return {
      domainList: rows.map((row) => ({ domain: row.domain, type: row.type as DomainType })),
    };
  }
}
