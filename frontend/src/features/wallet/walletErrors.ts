/** The specification's message when there is no browser wallet (§8). */
export const WALLET_NOT_DETECTED = 'Ethereum wallet not detected. Please install MetaMask or a compatible wallet.';

/** Why connect() ended when the user closed the wallet chooser (a user rejection, code 4001). */
export const NO_WALLET_CHOSEN = 'No wallet was chosen';

/** The console prefixes of the specification (§8) for a failed link, by what triggered it. */
export const LINK_ERROR_PREFIXES = {
  init: 'Error linking wallet on init:',
  connect: 'Error linking wallet on connect:',
  accountChange: 'Error linking wallet on account change:',
  signIn: 'Error linking wallet after sign-in:',
} as const;
export type LinkTrigger = keyof typeof LINK_ERROR_PREFIXES;

export { hasWalletErrorCode, isUserRejection } from '../../shared/walletErrorCodes';
