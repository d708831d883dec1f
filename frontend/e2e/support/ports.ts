/**
 * The browser tests' own ports, apart from `npm start`'s 5173 and 8545 so both can run at once.
 * TOOLSHARE_E2E_APP_PORT and TOOLSHARE_E2E_CHAIN_PORT move them, so that two checkouts can run their
 * browser tests side by side without reusing each other's server or chain.
 */
export const E2E_APP_PORT = Number(process.env.TOOLSHARE_E2E_APP_PORT ?? 4173);
export const E2E_CHAIN_PORT = Number(process.env.TOOLSHARE_E2E_CHAIN_PORT ?? 8546);
export const E2E_RPC_URL = `http://127.0.0.1:${E2E_CHAIN_PORT}`;
/**
 * The fault specs' own chain and the RPC proxy in front of it (e2e/support/faultChain.ts): the next
 * two ports after the test chain's, so that reorganising or restarting it never disturbs the others.
 */
export const E2E_FAULT_PROXY_PORT = E2E_CHAIN_PORT + 1;
export const E2E_FAULT_CHAIN_PORT = E2E_CHAIN_PORT + 2;
/**
 * The index spec's indexers (e2e/index-reads.spec.ts): TOOLSHARE_E2E_INDEXER_PORT on desktop, the next
 * port on phone (the two projects run at once, each with its own).
 */
export const E2E_INDEXER_PORT = Number(process.env.TOOLSHARE_E2E_INDEXER_PORT ?? 42269);
