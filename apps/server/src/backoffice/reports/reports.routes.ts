import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bonusCostQuerySchema,
  bonusCostValueSchema,
  commissionsQuerySchema,
  commissionsValueSchema,
  ggrReportQuerySchema,
  ggrReportValueSchema,
  manualBonusesQuerySchema,
  manualBonusesValueSchema,
  type BonusCostRow,
  type CommissionRow,
  type GgrRow,
  type ManualBonus,
} from '@portal/shared/schemas/operator-reports';
import { everyPage, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { ReportsService } from './reports.service.js';

const tags = ['operator'];

const GGR_CSV: CsvColumn<GgrRow>[] = [
  { header: 'label', value: (row) => row.label },
  { header: 'category', value: (row) => row.category },
  { header: 'vendor', value: (row) => row.vendor },
  { header: 'bets', value: (row) => row.bets.toFixed(2) },
  { header: 'payouts', value: (row) => row.payouts.toFixed(2) },
  { header: 'ggr', value: (row) => row.ggr.toFixed(2) },
  { header: 'rounds', value: (row) => row.rounds },
  { header: 'players', value: (row) => row.players },
];

const BONUS_COST_CSV: CsvColumn<BonusCostRow>[] = [
  { header: 'label', value: (row) => row.label },
  { header: 'promotionId', value: (row) => row.promotionId },
  { header: 'source', value: (row) => row.source },
  { header: 'granted', value: (row) => row.granted.toFixed(2) },
  { header: 'grantedCount', value: (row) => row.grantedCount },
  { header: 'returned', value: (row) => row.returned.toFixed(2) },
  { header: 'returnedCount', value: (row) => row.returnedCount },
  { header: 'released', value: (row) => row.released.toFixed(2) },
  { header: 'netCost', value: (row) => row.netCost.toFixed(2) },
  { header: 'members', value: (row) => row.members },
  { header: 'deposits', value: (row) => row.deposits.toFixed(2) },
];

const MANUAL_CSV: CsvColumn<ManualBonus>[] = [
  { header: 'bonusNo', value: (row) => row.bonusNo },
  { header: 'account', value: (row) => row.account },
  { header: 'amount', value: (row) => row.amount.toFixed(2) },
  { header: 'state', value: (row) => row.state },
  { header: 'reason', value: (row) => row.reason },
  { header: 'issuedAt', value: (row) => row.issuedAt },
];

const COMMISSION_CSV: CsvColumn<CommissionRow>[] = [
  { header: 'label', value: (row) => row.label },
  { header: 'kind', value: (row) => row.kind },
  { header: 'settlements', value: (row) => row.settlements },
  { header: 'paidCount', value: (row) => row.paidCount },
  { header: 'validBets', value: (row) => row.validBets.toFixed(2) },
  { header: 'gross', value: (row) => row.gross.toFixed(2) },
  { header: 'paid', value: (row) => row.paid.toFixed(2) },
];

/**
 * The console's reports (reports.read): GGR, promotion and bonus cost, bonuses by hand and
 * agent commissions over a range of site days; `format=csv` streams every row of the filter.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  const config = Roles.can('reports.read');

  app.get(
    '/wps/operator/reports/ggr',
    {
      config,
      schema: {
        tags,
        summary:
          'Gross gaming revenue of settled rounds by vendor, game or site day (GMT+8), with ' +
          'totals; `format=csv` streams every row',
        querystring: ggrReportQuerySchema,
        response: jsonResponses(ggrReportValueSchema),
      },
    },
    async (request, reply) => {
      const { query, language } = request;
      if (query.format !== 'csv') return ok(await reports.ggr(query, language));
      await reports.ggr({ ...query, pageSize: 1 }, language); // refuses a bad range before streaming
      const rows = everyPage(
        async (page, pageSize) => (await reports.ggr({ ...query, page, pageSize }, language)).list,
      );
      return sendCsv(reply, `ggr-by-${query.by ?? 'vendor'}`, GGR_CSV, rows);
    },
  );

  app.get(
    '/wps/operator/reports/bonus-cost',
    {
      config,
      schema: {
        tags,
        summary:
          'Bonuses granted, returned and released per promotion (or source) or site day, ' +
          'with the deposits of the members paid; `format=csv` streams every row',
        querystring: bonusCostQuerySchema,
        response: jsonResponses(bonusCostValueSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.format !== 'csv') return ok(await reports.bonusCost(query));
      await reports.bonusCost({ ...query, pageSize: 1 });
      const rows = everyPage(
        async (page, pageSize) => (await reports.bonusCost({ ...query, page, pageSize })).list,
      );
      return sendCsv(reply, `bonus-cost-by-${query.by ?? 'promotion'}`, BONUS_COST_CSV, rows);
    },
  );

  app.get(
    '/wps/operator/reports/manual-bonuses',
    {
      config,
      schema: {
        tags,
        summary: 'Bonuses granted by hand in a range of site days; `format=csv` streams them',
        querystring: manualBonusesQuerySchema,
        response: jsonResponses(manualBonusesValueSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.format !== 'csv') return ok(await reports.manualBonuses(query));
      await reports.manualBonuses({ ...query, pageSize: 1 });
      const rows = everyPage(
        async (page, pageSize) => (await reports.manualBonuses({ ...query, page, pageSize })).list,
      );
      return sendCsv(reply, 'manual-bonuses', MANUAL_CSV, rows);
    },
  );

  app.get(
    '/wps/operator/reports/commissions',
    {
      config,
      schema: {
        tags,
        summary:
          'Salaries and dividends settled per agent and kind, or per site day of the period ' +
          'start and kind; `format=csv` streams every row',
        querystring: commissionsQuerySchema,
        response: jsonResponses(commissionsValueSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (query.format !== 'csv') return ok(await reports.commissions(query));
      await reports.commissions({ ...query, pageSize: 1 });
      const rows = everyPage(
        async (page, pageSize) => (await reports.commissions({ ...query, page, pageSize })).list,
      );
      return sendCsv(reply, `commissions-by-${query.by ?? 'agent'}`, COMMISSION_CSV, rows);
    },
  );
};
