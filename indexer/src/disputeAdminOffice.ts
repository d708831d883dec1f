// Who rules a rental's dispute, worked out from the DisputeAdminScheduled events alone: the contract's
// own bookkeeping (`_latestAdminIndex`, `_latestAdminEffectiveAt`, `_adminIndexNow`) replayed, so that a
// deposit's judge costs no `disputeAdminOf` read (one JSON-RPC request and RPC-cache write per rental).
import type { Address } from 'viem';

/** The office as the contract keeps it: the latest appointment, and the admin before it. */
export interface DisputeAdminOffice {
  latestAdmin: Address;
  latestEffectiveAt: bigint;
  /** In office while the latest appointment is pending (the deployer's own address before any successor). */
  previousAdmin: Address;
}

/** The admin in office at `timestamp`: the latest once its time has come, else the one before it. */
export const adminInOffice = (office: DisputeAdminOffice, timestamp: bigint): Address =>
  office.latestEffectiveAt > timestamp ? office.previousAdmin : office.latestAdmin;

/**
 * The office after `admin` is appointed at `timestamp` to take office at `effectiveAt`, as the constructor
 * and `setDisputeAdmin` store it: an appointment still pending is replaced; one in office becomes the previous.
 */
export function appoint(
  office: DisputeAdminOffice | undefined,
  admin: Address,
  effectiveAt: bigint,
  timestamp: bigint,
): DisputeAdminOffice {
  if (!office) return { latestAdmin: admin, latestEffectiveAt: effectiveAt, previousAdmin: admin };
  const previousAdmin = office.latestEffectiveAt > timestamp ? office.previousAdmin : office.latestAdmin;
  return { latestAdmin: admin, latestEffectiveAt: effectiveAt, previousAdmin };
}
