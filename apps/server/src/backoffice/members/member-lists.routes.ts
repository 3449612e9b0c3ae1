import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  memberBetPageSchema,
  memberBonusPageSchema,
  memberDepositPageSchema,
  memberIdParamsSchema,
  memberLedgerPageSchema,
  memberListQuerySchema,
  memberLoginPageSchema,
  memberNotePageSchema,
  memberSessionPageSchema,
  memberWithdrawalPageSchema,
} from '@portal/shared/schemas/operator-members';
import type { CsvColumn } from '../../lib/csv.js';
import { jsonResponses } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import { moneyCell, pageOrCsv, type ListPage } from './list-reply.js';
import type { MemberDeskService } from './member-desk.service.js';
import type { MemberListsService } from './member-lists.service.js';

const tags = ['operator'];

type Row<S extends z.ZodType> = z.infer<S> extends { list: (infer T)[] } ? T : never;

interface ListSpec<S extends z.ZodType> {
  path: string;
  summary: string;
  schema: S;
  columns: readonly CsvColumn<Row<S>>[];
  fetch: (
    lists: MemberListsService,
  ) => (memberId: number, page: number, pageSize: number) => Promise<ListPage<Row<S>>>;
}

const spec = <S extends z.ZodType>(list: ListSpec<S>) => list;

/** Every list of the member page: its path under /wps/operator/members/:id, and its CSV columns. */
const LISTS = [
  spec({
    path: 'ledger',
    summary: "Every ledger entry of the member's wallets, points included, newest first",
    schema: memberLedgerPageSchema,
    fetch: (lists) => lists.ledger.bind(lists),
    columns: [
      { header: 'Time', value: (row) => row.time },
      { header: 'Kind', value: (row) => row.kind },
      {
        header: 'Wallet',
        value: (row) => (row.vendor ? `${row.wallet}:${row.vendor}` : row.wallet),
      },
      {
        header: 'Amount',
        value: (row) => (row.wallet === 'points' ? row.amount : moneyCell(row.amount)),
      },
      {
        header: 'Balance after',
        value: (row) => (row.wallet === 'points' ? row.balanceAfter : moneyCell(row.balanceAfter)),
      },
      { header: 'Currency', value: (row) => row.currency },
      { header: 'Reference', value: (row) => row.reference },
      { header: 'Memo', value: (row) => row.memo },
    ],
  }),
  spec({
    path: 'deposits',
    summary: "The member's deposit orders, newest first",
    schema: memberDepositPageSchema,
    fetch: (lists) => lists.deposits.bind(lists),
    columns: [
      { header: 'Order', value: (row) => row.orderNo },
      { header: 'Created', value: (row) => row.createdAt },
      { header: 'Channel', value: (row) => row.channel },
      { header: 'Amount', value: (row) => moneyCell(row.amount) },
      { header: 'Status', value: (row) => row.status },
      { header: 'Credited', value: (row) => row.creditedAt },
      { header: 'Payer', value: (row) => row.payerName },
      { header: 'Reject reason', value: (row) => row.rejectReason },
    ],
  }),
  spec({
    path: 'withdrawals',
    summary: "The member's withdrawal orders, newest first",
    schema: memberWithdrawalPageSchema,
    fetch: (lists) => lists.withdrawals.bind(lists),
    columns: [
      { header: 'Order', value: (row) => row.orderNo },
      { header: 'Created', value: (row) => row.createdAt },
      { header: 'Amount', value: (row) => moneyCell(row.amount) },
      { header: 'Status', value: (row) => row.status },
      { header: 'Bank', value: (row) => row.bankCode },
      { header: 'Account', value: (row) => row.accountNumber },
      { header: 'Holder', value: (row) => row.holderName },
      { header: 'Decided', value: (row) => row.decidedAt },
      { header: 'Decided by', value: (row) => row.decidedBy },
    ],
  }),
  spec({
    path: 'bets',
    summary: "The member's bet rounds, newest first",
    schema: memberBetPageSchema,
    fetch: (lists) => lists.bets.bind(lists),
    columns: [
      { header: 'Round', value: (row) => row.roundId },
      { header: 'Started', value: (row) => row.createdAt },
      { header: 'Game', value: (row) => row.game },
      { header: 'Category', value: (row) => row.category },
      { header: 'Vendor', value: (row) => row.vendor },
      { header: 'Stake', value: (row) => moneyCell(row.stake) },
      { header: 'Payout', value: (row) => moneyCell(row.payout) },
      { header: 'Status', value: (row) => row.status },
      { header: 'Settled', value: (row) => row.settledAt },
    ],
  }),
  spec({
    path: 'bonuses',
    summary: "The member's bonuses, newest first",
    schema: memberBonusPageSchema,
    fetch: (lists) => lists.bonuses.bind(lists),
    columns: [
      { header: 'Bonus', value: (row) => row.bonusNo },
      { header: 'Issued', value: (row) => row.issuedAt },
      { header: 'Source', value: (row) => row.source },
      { header: 'Title', value: (row) => row.title },
      { header: 'Amount', value: (row) => moneyCell(row.amount) },
      { header: 'State', value: (row) => row.state },
      { header: 'Turnover required', value: (row) => moneyCell(row.turnoverRequired) },
      { header: 'Turnover played', value: (row) => moneyCell(row.turnoverPlayed) },
    ],
  }),
  spec({
    path: 'sessions',
    summary: "The member's open sessions with their IP and browser",
    schema: memberSessionPageSchema,
    fetch: (lists) => lists.sessions.bind(lists),
    columns: [
      { header: 'Started', value: (row) => row.createdAt },
      { header: 'Last seen', value: (row) => row.lastSeenAt },
      { header: 'IP', value: (row) => row.ip },
      { header: 'Login', value: (row) => row.loginType },
      { header: 'Remembered device', value: (row) => (row.remembered ? 'yes' : 'no') },
      { header: 'Browser', value: (row) => row.userAgent },
    ],
  }),
  spec({
    path: 'logins',
    summary: "The member's login attempts with IP and outcome, newest first",
    schema: memberLoginPageSchema,
    fetch: (lists) => lists.logins.bind(lists),
    columns: [
      { header: 'Time', value: (row) => row.at },
      { header: 'Outcome', value: (row) => row.outcome },
      { header: 'IP', value: (row) => row.ip },
      { header: 'Login', value: (row) => row.loginType },
      { header: 'Browser', value: (row) => row.userAgent },
    ],
  }),
  spec({
    path: 'notes',
    summary: 'Staff notes on the member, newest first',
    schema: memberNotePageSchema,
    fetch: (lists) => lists.notes.bind(lists),
    columns: [
      { header: 'Time', value: (row) => row.createdAt },
      { header: 'Staff', value: (row) => row.staff },
      { header: 'Note', value: (row) => row.body },
    ],
  }),
];

/** GET /wps/operator/members/:id/<list>: a page, or the whole list as CSV. */
export const memberListsRoutes: FastifyPluginAsyncZod<{
  desk: MemberDeskService;
  lists: MemberListsService;
}> = async (app, { desk, lists }) => {
  for (const list of LISTS as ListSpec<z.ZodType>[]) {
    const fetch = list.fetch(lists);
    app.get(
      `/wps/operator/members/:id/${list.path}`,
      {
        config: Roles.can('members.read'),
        schema: {
          tags,
          summary: list.summary,
          params: memberIdParamsSchema,
          querystring: memberListQuerySchema,
          response: jsonResponses(list.schema),
        },
      },
      async (request, reply) => {
        const member = await desk.member(request.params.id);
        return pageOrCsv(
          reply,
          request.query,
          { name: `member-${member.id}-${list.path}`, columns: list.columns },
          (page, pageSize) => fetch(member.id, page, pageSize),
        );
      },
    );
  }
};
