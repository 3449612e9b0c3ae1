import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import type { RewardTicket, TicketPrize } from '@portal/shared/schemas/rewards';
import { currencySymbol, formatCurrency } from '../../lib/money';

/** A ticket's money in its own currency: "RM 8.00". */
export const ticketMoney = (ticket: Pick<RewardTicket, 'currency'>, amount: number): string =>
  formatCurrency(amount, currencySymbol(ticket.currency));

const percentFormats = new Map<string, Intl.NumberFormat>();

/** The chance of each prize: its weight over the table's total, as a percentage ("2.5%"). */
export function prizeOdds(prizes: readonly TicketPrize[], language: string): string[] {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const locale = LANGUAGES[parseLanguage(language)].locale;
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      numberingSystem: 'latn',
      style: 'percent',
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  const percent = format;
  return prizes.map((prize) => percent.format(total > 0 ? prize.weight / total : 0));
}

/** The prize a ticket was opened into, or null before it opens. */
export const wonPrize = (ticket: RewardTicket): TicketPrize | null =>
  ticket.prizeIndex === null ? null : (ticket.prizes[ticket.prizeIndex] ?? null);
