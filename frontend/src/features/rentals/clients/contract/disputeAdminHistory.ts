import { rentalAgreementInterface, type EventLogReader } from '../../../chain';
import type { DisputeAdminSchedule } from '../../types';
import type { ChainConnection } from './chainConnection';
import type { ContractReadCache } from './contractReadCache';
import { LIFECYCLE, TOPIC, ZERO_ADDRESS } from './rentalLogs';

/** One appointment of the dispute admin (contract `DisputeAdminScheduled`): who, from when (Unix seconds), scheduled in which block. */
export interface Appointment {
  admin: string;
  effectiveAt: number;
  block: number;
}

/** How long an appointment waits before it takes office (contract `DISPUTE_ADMIN_DELAY`). */
const DISPUTE_ADMIN_DELAY_SECONDS = 2 * 24 * 60 * 60;

/**
 * The appointments that took or will take office, oldest first, from the schedules in log order: a
 * schedule made while the previous one was still pending replaces it, as the contract does (the
 * deployer's own, in the constructor, takes office at once).
 */
function appointmentsInOffice(scheduled: readonly Appointment[]): Appointment[] {
  const kept: Appointment[] = [];
  for (const appointment of scheduled) {
    const previous = kept.at(-1);
    const scheduledAt = appointment.effectiveAt - DISPUTE_ADMIN_DELAY_SECONDS;
    if (previous && previous.effectiveAt > scheduledAt) kept[kept.length - 1] = appointment;
    else kept.push(appointment);
  }
  return kept;
}

/** The admin in office at `time` (Unix seconds): the last appointment whose `effectiveAt` has come. */
function adminInOfficeAt(appointments: readonly Appointment[], time: number): string | undefined {
  return appointments.filter((appointment) => appointment.effectiveAt <= time).at(-1)?.admin;
}

/**
 * Who was, is and will be the contract's dispute admin: its appointments from the lifecycle logs
 * (which every page reads anyway), the admin in office at a block, and the pending appointment.
 */
export class DisputeAdminHistory {
  private readonly connection: ChainConnection;
  private readonly logs: EventLogReader;
  private readonly known: ContractReadCache;

  constructor(connection: ChainConnection, logs: EventLogReader, known: ContractReadCache) {
    this.connection = connection;
    this.logs = logs;
    this.known = known;
  }

  /** The dispute admin at a block, asked once per block (`ContractReadCache.disputeAdminAt`). */
  adminAt(blockTag: number): Promise<string> {
    return this.known.disputeAdminAt(blockTag, () => this.connection.readContract().disputeAdmin({ blockTag }));
  }

  /** The admin in office and the appointment waiting to take office, if any, at the block. */
  async schedule(blockTag: number): Promise<DisputeAdminSchedule> {
    const [inOffice, [admin, effectiveAt]] = await Promise.all([
      this.adminAt(blockTag),
      this.connection.readContract().pendingDisputeAdmin({ blockTag }),
    ]);
    return { inOffice, pending: admin === ZERO_ADDRESS ? null : { admin, effectiveAt: Number(effectiveAt) } };
  }

  /** The dispute admin's appointments scheduled up to `blockTag` that took or will take office, oldest first. */
  async appointments(blockTag: number): Promise<Appointment[]> {
    const logs = (await this.logs.logs(LIFECYCLE, blockTag)).filter(
      (log) => log.topics[0] === TOPIC.DisputeAdminScheduled,
    );
    return appointmentsInOffice(
      logs.map((log) => {
        const parsed = rentalAgreementInterface.parseLog(log);
        return {
          admin: (parsed?.args.admin as string | undefined) ?? ZERO_ADDRESS,
          effectiveAt: Number((parsed?.args.effectiveAt as bigint | undefined) ?? 0n),
          block: log.blockNumber,
        };
      }),
    );
  }

  /**
   * The admin in office at block `blockNumber`'s time. The block's time is read only when another
   * appointment than the deployer's was scheduled before it (one scheduled in or after the block
   * takes office two days later at the earliest), so a deployment whose admin never changed reads none.
   */
  async adminAtBlock(appointments: readonly Appointment[], blockNumber: number): Promise<string | undefined> {
    const scheduledBefore = appointments.filter((appointment, index) => index === 0 || appointment.block < blockNumber);
    if (scheduledBefore.length <= 1) return scheduledBefore[0]?.admin;
    return adminInOfficeAt(scheduledBefore, await this.logs.blockTime(blockNumber));
  }
}
