import { Contract } from 'ethers';
import type { EventLogReader } from '../../../chain';
import type { SignedOfferChain } from '../../../signedOffers';
import type { ChainConnection } from './chainConnection';

/** EIP-1271: what `isValidSignature` answers for a signature the contract accepts. */
const EIP1271_MAGIC_VALUE = '0x1626ba7e';
const EIP1271_ABI = ['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'];

/** What checking a signed offer reads from this contract, at the newest block. */
export function contractSignedOfferChain(connection: ChainConnection, logs: EventLogReader): SignedOfferChain {
  return {
    chainId: connection.chainId,
    contractAddress: connection.address,
    offerNonce: async (lender, toolId) =>
      connection.readContract().offerNonce(lender, toolId, { blockTag: await connection.latestBlock() }),
    blockTimeSeconds: async () => logs.blockTime(await connection.latestBlock()),
    acceptsContractSignature: async (account, digest, signature) => {
      const provider = connection.reader();
      if ((await provider.getCode(account)) === '0x') return false;
      try {
        const answer: unknown = await new Contract(account, EIP1271_ABI, provider)
          .getFunction('isValidSignature')
          .staticCall(digest, signature);
        return answer === EIP1271_MAGIC_VALUE;
      } catch {
        // A contract without isValidSignature, or one that reverts: not its signature.
        return false;
      }
    },
  };
}
