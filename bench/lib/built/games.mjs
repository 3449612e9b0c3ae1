// The built server's games area as the scenarios use it: the seamless wallet's signature and
// clearing shards, the house games' wallet client, and the lottery's ticket settlement. Their
// apps/server/dist paths live here only.
export { signedHeaders } from '../../../apps/server/dist/games/seamless/protocol.js';
export { providerClearing } from '../../../apps/server/dist/games/seamless/seamless-wallet.js';
export { ProviderHttp } from '../../../apps/server/dist/games/seamless/provider-http.js';
export { HouseWalletClient } from '../../../apps/server/dist/games/house-games/wallet-client.js';
export { LotterySettingsReader } from '../../../apps/server/dist/games/lottery/lottery-settings.js';
export { exposureOf } from '../../../apps/server/dist/games/lottery/tickets/ticket-lines.js';
export { TicketRefunds } from '../../../apps/server/dist/games/lottery/tickets/ticket-refunds.js';
export { TicketSettlementService } from '../../../apps/server/dist/games/lottery/tickets/ticket-settlement.service.js';
export { TicketWallet } from '../../../apps/server/dist/games/lottery/tickets/ticket-wallet.js';
export { TicketsRepository } from '../../../apps/server/dist/games/lottery/tickets/tickets.repository.js';
