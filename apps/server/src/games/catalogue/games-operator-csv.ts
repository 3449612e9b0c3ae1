import type { OperatorGame, OperatorVendor } from '@portal/shared/schemas/games-operator';
import type { CsvColumn } from '../../lib/csv.js';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The vendor list as a spreadsheet. */
export const vendorColumns: readonly CsvColumn<OperatorVendor>[] = [
  { header: 'Category', value: (row) => row.category },
  { header: 'Code', value: (row) => row.code },
  { header: 'Title', value: (row) => row.title },
  { header: 'Order', value: (row) => row.sort },
  { header: 'Maintenance', value: (row) => yesNo(row.maintenance) },
  { header: 'Enabled', value: (row) => yesNo(row.enabled) },
  { header: 'Games', value: (row) => row.games },
  { header: 'Wallet', value: (row) => row.walletMode },
  { header: 'Provider', value: (row) => row.provider },
];

/** The game catalogue as a spreadsheet: names in English, minimum bets with 2 decimals. */
export const gameColumns: readonly CsvColumn<OperatorGame>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Game', value: (row) => row.nodeId },
  { header: 'Name', value: (row) => row.name },
  { header: 'Category', value: (row) => row.category },
  { header: 'Vendor', value: (row) => row.vendor },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Classify', value: (row) => row.classify },
  { header: 'Minimum bet', value: (row) => row.minBet.toFixed(2) },
  { header: 'Order', value: (row) => row.sort },
  { header: 'Hot', value: (row) => yesNo(row.isHot) },
  { header: 'New', value: (row) => yesNo(row.isNew) },
  { header: 'Maintenance', value: (row) => yesNo(row.maintenance) },
  { header: 'Enabled', value: (row) => yesNo(row.enabled) },
  { header: 'Vendor maintenance', value: (row) => yesNo(row.vendorMaintenance) },
];
