import type { HardhatUserConfig } from 'hardhat/config';
import { subtask } from 'hardhat/config';
import { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } from 'hardhat/builtin-tasks/task-names';
import '@nomicfoundation/hardhat-toolbox';
import solc from 'solc';

// The compiler is the exact `solc` npm package in package.json, never a download: builds work
// offline and every machine compiles with the same bytes.
const solcjs: { version: () => string } = solc;
const SOLC_VERSION = solcjs.version().replace(/\+.*$/, '');

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, (args: { solcVersion: string }) => {
  if (args.solcVersion !== SOLC_VERSION) {
    return Promise.reject(
      new Error(
        `Solidity ${args.solcVersion} was requested, but only the pinned solc ${SOLC_VERSION} is available offline`,
      ),
    );
  }
  return Promise.resolve({
    compilerPath: require.resolve('solc/soljson.js'),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: solcjs.version().replace(/\.Emscripten.*$/, ''),
  });
});

/** The local development chain uses id 5 so that the app's supported-network rule (0x1, 0x5) shows it green. */
const LOCAL_CHAIN_ID = 5;

// A public test network is configured only from the environment; keys never live in a committed file.
const { SEPOLIA_RPC_URL, DEPLOYER_PRIVATE_KEY } = process.env;
const publicNetworks: HardhatUserConfig['networks'] = {};
if (SEPOLIA_RPC_URL && DEPLOYER_PRIVATE_KEY) {
  publicNetworks.sepolia = {
    url: SEPOLIA_RPC_URL,
    accounts: [DEPLOYER_PRIVATE_KEY],
    chainId: 11155111,
  };
}

const config: HardhatUserConfig = {
  solidity: {
    version: SOLC_VERSION,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 10_000 },
    },
  },
  networks: {
    // 22 development accounts: the browser tests share the first 20, and 20 and 21 belong to one test
    // alone (e2e/index-reads.spec.ts) whose completed rental must not move another spec's figures.
    hardhat: { chainId: LOCAL_CHAIN_ID, accounts: { count: 22 } },
    localhost: { url: 'http://127.0.0.1:8545', chainId: LOCAL_CHAIN_ID },
    // The browser tests' own node (frontend/scripts/e2e.mjs), beside `npm start`'s.
    e2e: { url: `http://127.0.0.1:${process.env.TOOLSHARE_E2E_CHAIN_PORT ?? 8546}`, chainId: LOCAL_CHAIN_ID },
    ...publicNetworks,
  },
  typechain: { outDir: 'typechain-types', target: 'ethers-v6' },
  gasReporter: { enabled: process.env.REPORT_GAS === 'true', offline: true },
  mocha: { timeout: 600_000 },
};

export default config;
