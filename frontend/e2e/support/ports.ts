/** The browser tests' own ports, apart from `npm start`'s 5173 and 8545 so both can run at once. */
export const E2E_APP_PORT = 4173;
export const E2E_CHAIN_PORT = 8546;
export const E2E_RPC_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
