import { chain, e2eDeployment } from './chain';
import { E2E_RPC_URL } from './ports';

/**
 * The browser tests need the chain and the deployment that `npm run test:e2e` (scripts/e2e.mjs)
 * prepares before it builds the app; run directly, Playwright would test against nothing.
 */
export default async function globalSetup(): Promise<void> {
  const deployment = e2eDeployment();
  const code = await chain.getCode(deployment.address).catch(() => {
    throw new Error(`No chain answers on ${E2E_RPC_URL}: run the browser tests with \`npm run test:e2e\`.`);
  });
  if (code === '0x')
    throw new Error(
      `No RentalAgreement at ${deployment.address} on ${E2E_RPC_URL}: run the browser tests with \`npm run test:e2e\`.`,
    );
}
