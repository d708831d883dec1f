import type { IRentalAgreement } from '@toolshare/contract/typechain';
import { toolIdToBytes32 } from '@toolshare/contract/toolId';
import { rentalAgreementInterface, type EventLogReader } from '../../../chain';
import type { Tool } from '../../../tools';
import type { BookedRange } from '../../rules/bookingRules';
import { sameAddress } from '../../rules/roles';
import { bookingHoldsTool } from '../../state/toolAvailability';
import {
  RENTAL_STATES,
  type OfferQuote,
  type OnchainToolStatus,
  type OnchainToolStatuses,
  type RentalState,
  toolOfferKey,
} from '../../types';
import type { ChainConnection } from './chainConnection';
import { LIFECYCLE, TOPIC, addressTopic, rentalIdOf, toolIdOfAgreement } from './rentalLogs';

/** A rental still open or under way, as the contract holds it. */
export interface UnsettledRental {
  rentalId: bigint;
  agreement: IRentalAgreement.AgreementStructOutput;
  state: RentalState;
}

/** A tool's status with one more of its unsettled rentals: a rental under way outranks an open offer. */
function foldStatus(current: OnchainToolStatus | undefined, status: OnchainToolStatus): OnchainToolStatus {
  return current === 'rented' || status === 'rented' ? 'rented' : 'offered';
}

/** What the contract says of tools, needing no wallet: their open offers, rentals under way and bookings. */
export class ToolOffersReader {
  private readonly connection: ChainConnection;
  private readonly logs: EventLogReader;

  constructor(connection: ChainConnection, logs: EventLogReader) {
    this.connection = connection;
    this.logs = logs;
  }

  /** Every tool's open offer or rental under way, by `toolOfferKey` (tool and lender). */
  async toolStatuses(): Promise<OnchainToolStatuses> {
    const statuses = new Map<string, OnchainToolStatus>();
    for (const rental of (await this.unsettled(await this.connection.latestBlock())).values()) {
      const key = toolOfferKey(rental.toolId, rental.lender);
      statuses.set(key, foldStatus(statuses.get(key), rental.status));
    }
    return statuses;
  }

  /** The owner's offer for this tool that nobody has accepted yet (the newest, should there be several); null when none. */
  async openOffer(tool: Tool): Promise<UnsettledRental | null> {
    if (!tool.ownerWalletAddress) return null;
    const blockTag = await this.connection.latestBlock();
    const unsettled = await this.unsettled(blockTag);
    const offerId = [...unsettled]
      .filter(
        ([, rental]) =>
          rental.status === 'offered' &&
          rental.toolId === tool.id &&
          sameAddress(rental.lender, tool.ownerWalletAddress),
      )
      .map(([id]) => BigInt(id))
      .sort((a, b) => (a < b ? 1 : -1))
      .at(0);
    if (offerId === undefined) return null;
    const agreement = await this.connection.readContract().getAgreement(offerId, { blockTag });
    return { rentalId: offerId, agreement, state: RENTAL_STATES[Number(agreement.currentState)] ?? 'NONE_INITIATED' };
  }

  /** The open offer a borrower would rent now, with its own rate and collateral (which may differ from the listing's). Null without an open offer. */
  async offerTerms(tool: Tool): Promise<OfferQuote | null> {
    const offer = await this.openOffer(tool);
    return offer
      ? {
          rentalId: String(offer.rentalId),
          rateWei: offer.agreement.rentalRate,
          collateralWei: offer.agreement.collateralAmount,
        }
      : null;
  }

  /**
   * The tool's live bookings, earliest first: its `RentalBooked` logs (lender and tool are indexed, so
   * one filtered question per tool), less the rentals completed or cancelled since (the lifecycle
   * question every page already reads).
   */
  async bookings(tool: Tool): Promise<BookedRange[]> {
    const lender = tool.ownerWalletAddress;
    if (!lender) return [];
    const blockTag = await this.connection.latestBlock();
    const [booked, lifecycle] = await Promise.all([
      this.logs.logs(
        {
          name: `booked:${lender.toLowerCase()}:${tool.id}`,
          topics: [TOPIC.RentalBooked, null, addressTopic(lender), toolIdToBytes32(tool.id)],
        },
        blockTag,
      ),
      this.logs.logs(LIFECYCLE, blockTag),
    ]);
    const closed = new Set(
      lifecycle
        .filter((log) => log.topics[0] === TOPIC.TransactionCompleted || log.topics[0] === TOPIC.RentalCancelled)
        .map(rentalIdOf),
    );
    return booked
      .filter((log) => !closed.has(rentalIdOf(log)))
      .map((log) => {
        const { startTime, endTime } = rentalAgreementInterface.decodeEventLog('RentalBooked', log.data, log.topics);
        return { startTime: Number(startTime), endTime: Number(endTime) };
      })
      .sort((a, b) => a.startTime - b.startTime);
  }

  /**
   * The lifecycle of every rental, from the logs: each unsettled rental's tool, lender and whether it
   * is still an open offer. One eth_getLogs per new block range, whatever the number of rentals.
   */
  private async unsettled(
    blockTag: number,
  ): Promise<Map<string, { toolId: string; lender: string; status: OnchainToolStatus }>> {
    const lifecycle = await this.logs.logs(LIFECYCLE, blockTag);
    // The contract's clock as last read (a node moved on runs ahead of this browser); the newest block's
    // own time is read only for a booking that seems to lie ahead by it, since the lead may be stale.
    const browserNow = Math.floor((Date.now() + this.connection.clockLeadMs) / 1000);
    let chainNow: number | null = null;
    const holdsTool = async (startTime: number) =>
      bookingHoldsTool(startTime, browserNow) ||
      bookingHoldsTool(startTime, (chainNow ??= Math.max(browserNow, await this.logs.blockTime(blockTag))));
    const unsettled = new Map<string, { toolId: string; lender: string; status: OnchainToolStatus }>();
    for (const log of lifecycle) {
      const topic = log.topics[0];
      if (topic === TOPIC.DisputeAdminScheduled) continue;
      const id = rentalIdOf(log);
      if (topic === TOPIC.RentalCreated) {
        const parsed = rentalAgreementInterface.parseLog(log);
        if (parsed)
          unsettled.set(id, {
            toolId: toolIdOfAgreement(parsed.args.toolId as string),
            lender: parsed.args.lender as string,
            status: 'offered',
          });
      } else if (topic === TOPIC.CollateralDeposited) {
        const known = unsettled.get(id);
        if (known) known.status = 'rented';
      } else if (topic === TOPIC.RentalBooked) {
        // A booking ahead does not hold the tool yet: it stays rentable for other ranges until the pickup window.
        const { startTime } = rentalAgreementInterface.decodeEventLog('RentalBooked', log.data, log.topics);
        if (!(await holdsTool(Number(startTime)))) unsettled.delete(id);
      } else {
        unsettled.delete(id);
      }
    }
    return unsettled;
  }
}
