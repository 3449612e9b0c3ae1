/**
 * The query parameter of the address a payment gateway sends the member back to
 * (`/?depositOrder=<orderNo>`): the site then opens the deposit page on that order's result.
 * Kept apart from the deposit schemas so the site's first load does not carry them.
 */
export const DEPOSIT_RETURN_PARAM = 'depositOrder';
