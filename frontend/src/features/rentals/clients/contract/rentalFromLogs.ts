import type { IRentalAgreement } from '@toolshare/contract/typechain';
import { PICKED_UP_STATES, rentalAgreementInterface, type StoredLog } from '../../../chain';
import { decodeEvidence } from '../../actions/evidenceUri';
import { estimatedBlockTime, type BlockTimeSource } from '../../reading/creationTimes';
import { sameAddress } from '../../rules/roles';
import { RENTAL_STATES, type Rental, type SubmittedEvidence } from '../../types';
import { TOPIC, ZERO_ADDRESS, isoFromSeconds, isoOrNull, toolIdOfAgreement } from './rentalLogs';

/** The rental an agreement holds, before what only its events hold (`applyRecord`). */
export function rentalFromAgreement(
  id: string,
  agreement: IRentalAgreement.AgreementStructOutput,
  createdAt: string | undefined,
): Rental {
  const toolId = toolIdOfAgreement(agreement.toolId);
  const state = RENTAL_STATES[Number(agreement.currentState)] ?? 'NONE_INITIATED';
  // The contract books the range at deposit (v4); the app counts a rental's times from pickup.
  const pickedUp = PICKED_UP_STATES.includes(state);
  const rental: Rental = {
    id,
    toolId,
    lenderAddress: agreement.lender,
    borrowerAddress: sameAddress(agreement.borrower, ZERO_ADDRESS) ? '' : agreement.borrower,
    rentalRateWei: agreement.rentalRate,
    // The contract takes only tokens its owner accepted; the app knows one, the deployment's dollar token.
    ...(sameAddress(agreement.paymentToken, ZERO_ADDRESS) ? {} : { currencyCode: 'USDC' as const }),
    collateralWei: agreement.collateralAmount,
    duration: Number(agreement.rentalDuration),
    startTime: pickedUp ? isoOrNull(agreement.startTime) : null,
    endTime: pickedUp ? isoOrNull(agreement.endTime) : null,
    state,
    createdAt: createdAt ?? isoOrNull(agreement.startTime) ?? new Date(0).toISOString(),
    // The chain knows only the tool id: RentalsProvider names the rental from the catalogue.
    toolName: `Tool ${toolId}`,
    toolImageUrl: '',
    inspectionPeriodSeconds: Number(agreement.inspectionPeriodDuration),
    inspectionDeadline: isoOrNull(agreement.inspectionDeadline),
    evidence: [],
  };
  // The contract keeps the return as inspectionDeadline − inspection period.
  if (agreement.inspectionDeadline !== 0n)
    rental.returnedAt = isoFromSeconds(agreement.inspectionDeadline - agreement.inspectionPeriodDuration);
  if (agreement.startTime !== 0n)
    rental.booking = {
      startTime: isoFromSeconds(agreement.startTime),
      endTime: isoFromSeconds(agreement.endTime),
    };
  return rental;
}

/** What a dispute event adds to a rental: the reason and filer, evidence, the resolution; and the closing steps. */
export async function applyRecord(rental: Rental, log: StoredLog, times: BlockTimeSource): Promise<void> {
  const topic = log.topics[0];
  if (
    topic === TOPIC.ToolReceived ||
    topic === TOPIC.TransactionCompleted ||
    topic === TOPIC.RentalCancelled ||
    topic === TOPIC.CollateralReleased
  ) {
    await applyClosingStep(rental, log, times);
    return;
  }
  if (topic !== TOPIC.DisputeFiled && topic !== TOPIC.Evidence && topic !== TOPIC.DisputeResolved) return;
  const parsed = rentalAgreementInterface.parseLog(log);
  if (!parsed) return;
  if (topic === TOPIC.DisputeFiled) {
    rental.disputeReason = parsed.args.reason as string;
    rental.disputeFiledBy = parsed.args.filer as string;
    rental.disputedAt = isoFromSeconds(await times.blockTime(log.blockNumber));
  } else if (topic === TOPIC.Evidence) {
    const submittedAt = isoFromSeconds(await times.blockTime(log.blockNumber));
    const evidence: SubmittedEvidence = {
      party: parsed.args.party as string,
      submittedAt,
      ...decodeEvidence(parsed.args.evidenceURI as string),
    };
    rental.evidence = [...rental.evidence, evidence];
  } else {
    rental.resolution = {
      lenderShareBps: Number(parsed.args.lenderShareBps),
      details: parsed.args.resolutionDetails as string,
      resolvedAt: isoFromSeconds(await times.blockTime(log.blockNumber)),
    };
  }
}

/**
 * The receipt, the completion or cancellation (when, and who cancelled) and what was credited to
 * whom (`CollateralReleased`). Their times are estimated from the block times already kept: asking
 * the node for each would cost a request per rental (firstVisitBudget.test.ts).
 */
async function applyClosingStep(rental: Rental, log: StoredLog, times: BlockTimeSource): Promise<void> {
  const at = async () => isoFromSeconds(await estimatedBlockTime(log.blockNumber, times));
  if (log.topics[0] === TOPIC.ToolReceived) {
    rental.receivedAt = await at();
    return;
  }
  if (log.topics[0] === TOPIC.TransactionCompleted) {
    rental.closedAt = await at();
    return;
  }
  const parsed = rentalAgreementInterface.parseLog(log);
  if (!parsed) return;
  if (log.topics[0] === TOPIC.RentalCancelled) {
    rental.closedAt = await at();
    rental.closedBy = parsed.args.cancelledBy as string;
    return;
  }
  const amount = parsed.args.amount as bigint;
  const credited = rental.settlement ?? { toLender: 0n, toBorrower: 0n };
  rental.settlement = sameAddress(parsed.args.recipient as string, rental.lenderAddress)
    ? { ...credited, toLender: credited.toLender + amount }
    : { ...credited, toBorrower: credited.toBorrower + amount };
}
