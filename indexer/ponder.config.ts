// The indexer's configuration, all from the environment with `npm start`'s local chain as the default:
//   INDEXER_CHAIN_ID   the chain (5: the local Hardhat node); its deployments/<id>.json names the contract
//   INDEXER_RPC_URL    its JSON-RPC endpoint (http://127.0.0.1:8545)
//   DATABASE_URL       a PostgreSQL URL to write to; without it, the embedded PGlite in INDEXER_PGLITE_DIR
//                      (indexer/.ponder/pglite). The schema is chosen at start (scripts/run-ponder.mjs).
import { createConfig } from 'ponder';
// The interface's ABI as `hardhat compile` generates it (TypeChain, `as const`): Ponder types each handler's
// `event.args` from it, and a contract change reaches the indexer with the next compile.
import { IRentalAgreement__factory } from '@toolshare/contract/typechain';
import { LOCAL_CHAIN_ID, readDeployment } from './src/deployment';

const chainId = Number(process.env.INDEXER_CHAIN_ID ?? LOCAL_CHAIN_ID);
const deployment = readDeployment(chainId);
/** Hardhat's chain ids: a local node restarts from block 0 under the same id. */
const isLocalChain = chainId === LOCAL_CHAIN_ID || chainId === 31337;

export default createConfig({
  database: process.env.DATABASE_URL
    ? { kind: 'postgres', connectionString: process.env.DATABASE_URL }
    : { kind: 'pglite', directory: process.env.INDEXER_PGLITE_DIR ?? '.ponder/pglite' },
  chains: {
    toolshare: {
      id: chainId,
      rpc: process.env.INDEXER_RPC_URL ?? 'http://127.0.0.1:8545',
      // A local node mines a block per transaction: poll often so that the index keeps up with a click.
      pollingInterval: isLocalChain ? 250 : 1_000,
      // Ponder caches RPC answers by chain id; a restarted local node reuses the id for a new chain.
      disableCache: isLocalChain,
    },
  },
  contracts: {
    RentalAgreement: {
      chain: 'toolshare',
      abi: IRentalAgreement__factory.abi,
      address: deployment.address,
      startBlock: deployment.deployBlock,
    },
  },
});
