import { toBeHex, zeroPadValue } from 'ethers';
import { tryToolIdFromBytes32 } from '@toolshare/contract/toolId';
import { rentalAgreementInterface, type StoredLog } from '../../../chain';

/** The contract's events the client reads, by their topic hash. */
const topicOf = (event: string) => rentalAgreementInterface.getEvent(event)?.topicHash ?? '';
export const TOPIC = {
  RentalCreated: topicOf('RentalCreated'),
  CollateralDeposited: topicOf('CollateralDeposited'),
  DisputeFiled: topicOf('DisputeFiled'),
  Evidence: topicOf('Evidence'),
  DisputeResolved: topicOf('DisputeResolved'),
  TransactionCompleted: topicOf('TransactionCompleted'),
  RentalCancelled: topicOf('RentalCancelled'),
  ToolReceived: topicOf('ToolReceived'),
  CollateralReleased: topicOf('CollateralReleased'),
  DisputeAdminScheduled: topicOf('DisputeAdminScheduled'),
  RentalBooked: topicOf('RentalBooked'),
};

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const addressTopic = (address: string) => zeroPadValue(address.toLowerCase(), 32);
export const rentalIdTopic = (rentalId: string | bigint) => toBeHex(BigInt(rentalId), 32);
export const rentalIdOf = (log: StoredLog) => BigInt(log.topics[1] ?? '0x0').toString();

/**
 * Every rental's lifecycle (offer, deposit, end) and every appointment of the dispute admin: one
 * question of the logs, so that knowing each rental's admin costs no request of its own.
 */
export const LIFECYCLE = {
  name: 'lifecycle+admins+bookings',
  topics: [
    [
      TOPIC.RentalCreated,
      TOPIC.CollateralDeposited,
      TOPIC.TransactionCompleted,
      TOPIC.RentalCancelled,
      TOPIC.DisputeAdminScheduled,
      TOPIC.RentalBooked,
    ],
  ],
};

export const isoFromSeconds = (seconds: bigint | number): string => new Date(Number(seconds) * 1000).toISOString();
export const isoOrNull = (seconds: bigint): string | null => (seconds === 0n ? null : isoFromSeconds(seconds));

/** The app's tool id of an agreement; a key no tool of the app has (written by another app) stays as its hex. */
export function toolIdOfAgreement(value: string): string {
  return tryToolIdFromBytes32(value) ?? value;
}
