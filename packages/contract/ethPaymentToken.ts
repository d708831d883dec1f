/**
 * `paymentToken` of an offer or agreement paid in ETH (the zero address), for the scripts, the contract
 * tests and the front end. A module of its own: the app's first page needs it without the offer types.
 */
export const ETH_PAYMENT_TOKEN = '0x0000000000000000000000000000000000000000';
