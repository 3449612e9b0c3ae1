/** The points mall page against a served API, for the page's tests (never imported by the site). */
import { screen } from '@testing-library/react';
import type { PointReward } from '@portal/shared/schemas/points';
import {
  callsTo,
  serveApi,
  type ApiHandler,
  type ApiMock,
  type TestPayloadKeys,
} from '../../../components/ui/test-api';
import { buildWhitelabel, renderWithProviders } from '../../../components/ui/test-utils';
import { useSession } from '../../session/hooks/use-session';
import type { MemberInfo } from '../../session/types';
import { PointsMallPage } from './points-mall-page';
import { PATHS, buildBalance, buildConfig, buildReward } from './points-test-data';

/** What the served API answers with, read at each call: a test may change it on the way. */
export interface MallState {
  keys: () => TestPayloadKeys;
  points: () => number;
  rewards: () => PointReward[];
}

/** Cash, a bonus with a deposit requirement, a ticket that cannot be redeemed and a hoodie. */
export function mallCatalogue(): PointReward[] {
  return [
    buildReward(),
    buildReward({
      id: 2,
      type: 'bonus',
      name: 'RM 50 Bonus',
      points: 4_000,
      amount: 50,
      turnoverMultiple: 5,
      requirement: { kind: 'deposit', amount: 500 },
    }),
    buildReward({
      id: 3,
      type: 'ticket',
      name: 'Golden Egg',
      points: 300,
      amount: null,
      ticketKind: 'golden_egg',
      redeemable: false,
    }),
    buildReward({
      id: 4,
      type: 'physical',
      name: 'Branded Hoodie',
      points: 6_000,
      amount: null,
      stock: 3,
      perMemberLimit: 2,
      redeemedByMe: 1,
    }),
  ];
}

export function renderMallPage(
  state: MallState,
  routes: Record<string, ApiHandler> = {},
  route = '/pointMall',
) {
  const fetchMock = serveApi({
    'GET /wps/system/whitelabel': () => ({ info: buildWhitelabel() }),
    'GET /wps/system/publicKey': () => state.keys().publicKey,
    [`GET ${PATHS.balance}`]: () =>
      buildBalance(state.points(), Math.floor(state.points() / 3) * 0.02),
    [`GET ${PATHS.config}`]: () => buildConfig(),
    [`GET ${PATHS.rewards}`]: (_body, url) => {
      const type = url.searchParams.get('type');
      return { list: state.rewards().filter((reward) => !type || reward.type === type) };
    },
    [`GET ${PATHS.redeems}`]: () => ({
      list: [],
      page: 1,
      pageSize: 20,
      total: 0,
      from: '',
      to: '',
    }),
    [`GET ${PATHS.movements}`]: () => ({
      list: [],
      page: 1,
      pageSize: 20,
      total: 0,
      from: '',
      to: '',
      balance: state.points(),
    }),
    ...routes,
  });
  renderWithProviders(<PointsMallPage />, { route });
  return fetchMock;
}

export const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

export const signIn = () =>
  useSession.setState({
    token: 'member-token',
    member: { account: 'demo01', type: 0 } as MemberInfo,
  });

/** The bodies posted to `path`, as the server reads them once decrypted. */
export async function decryptedBodies(keys: TestPayloadKeys, fetchMock: ApiMock, path: string) {
  return Promise.all(
    callsTo(fetchMock, 'POST', path).map(([, init]) =>
      keys.decrypt(JSON.parse(String(init?.body))),
    ),
  );
}
