import { TEXT_LIMITS, fitsLimit } from '../../shared/limits';
import { MAX_PHOTOS } from './listingForm';
import { TOOL_CATEGORIES, type Tool, type ToolCategory } from './types';
import { isCurrencyCode } from '../../shared/money';
import { INSPECTION_PERIOD_DAYS } from './inspectionPeriod';
import { isCancellationFeeBps } from './cancellationFee';

/**
 * Reads one tool record back from the browser's storage. Stored data may be corrupt, written by an
 * older version or edited by hand: every field is checked, and a record that does not read as a
 * tool is refused with the reason (the caller skips it and says so in the console).
 */
export type StoredToolReading = { tool: Tool; problem: null } | { tool: null; problem: string };

const MAX_ID_LENGTH = 200;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

type Fields = Record<string, unknown>;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCategory = (value: unknown): value is ToolCategory => (TOOL_CATEGORIES as readonly unknown[]).includes(value);

/** The first field that is not as a tool needs it, or null. */
function problemOf(record: Fields): string | null {
  if (typeof record.id !== 'string' || record.id === '' || record.id.length > MAX_ID_LENGTH) return 'no usable id';
  if (!fitsLimit(record.name, TEXT_LIMITS.toolName) || record.name.trim() === '') return 'name missing or too long';
  if (!fitsLimit(record.description, TEXT_LIMITS.toolDescription)) return 'description missing or too long';
  if (!fitsLimit(record.location, TEXT_LIMITS.toolLocation)) return 'location missing or too long';
  if (!isCategory(record.category)) return 'unknown category';
  if (!isAmount(record.rentalRate)) return 'rental rate is not an amount';
  if (!isAmount(record.collateralRequired)) return 'collateral is not an amount';
  if (
    !Array.isArray(record.imageUrls) ||
    record.imageUrls.length > MAX_PHOTOS ||
    !record.imageUrls.every((url) => typeof url === 'string')
  )
    return 'photos unreadable';
  if (
    !Array.isArray(record.specifications) ||
    record.specifications.length > TEXT_LIMITS.toolSpecifications ||
    !record.specifications.every((line) => fitsLimit(line, TEXT_LIMITS.toolSpecification))
  ) {
    return 'specifications unreadable or too long';
  }
  if (typeof record.ownerId !== 'string' || record.ownerId === '' || record.ownerId.length > MAX_ID_LENGTH)
    return 'no owner';
  if (!fitsLimit(record.ownerName, MAX_ID_LENGTH)) return 'owner name unreadable';
  if (
    typeof record.ownerWalletAddress !== 'string' ||
    (record.ownerWalletAddress !== '' && !ADDRESS.test(record.ownerWalletAddress))
  )
    return 'owner wallet is not an address';
  if (
    record.inspectionPeriodDays !== undefined &&
    !(
      typeof record.inspectionPeriodDays === 'number' &&
      Number.isInteger(record.inspectionPeriodDays) &&
      record.inspectionPeriodDays >= INSPECTION_PERIOD_DAYS.min &&
      record.inspectionPeriodDays <= INSPECTION_PERIOD_DAYS.max
    )
  )
    return 'inspection period is not 1 to 30 days';
  if (record.currency !== undefined && !isCurrencyCode(record.currency)) return 'unknown currency';
  if (record.cancellationFeeBps !== undefined && !isCancellationFeeBps(record.cancellationFeeBps))
    return 'cancellation fee is not 0 to 5,000 bps';
  if (typeof record.available !== 'boolean') return 'availability unreadable';
  if (typeof record.createdAt !== 'string' || Number.isNaN(Date.parse(record.createdAt)))
    return 'creation time unreadable';
  return null;
}

export function readStoredTool(value: unknown): StoredToolReading {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { tool: null, problem: 'not a record' };
  const record = value as Fields;
  const problem = problemOf(record);
  if (problem) return { tool: null, problem };
  // Only the known fields are kept (a hand-edited record may carry others).
  const tool: Tool = {
    id: record.id as string,
    name: record.name as string,
    description: record.description as string,
    imageUrls: [...(record.imageUrls as string[])],
    category: record.category as ToolCategory,
    location: record.location as string,
    rentalRate: record.rentalRate as number,
    collateralRequired: record.collateralRequired as number,
    ownerId: record.ownerId as string,
    ownerName: record.ownerName as string,
    ownerWalletAddress: record.ownerWalletAddress as string,
    specifications: [...(record.specifications as string[])],
    available: record.available as boolean,
    createdAt: record.createdAt as string,
  };
  // Records from before the form asked have none: the default applies (inspectionPeriodDaysOf).
  if (typeof record.inspectionPeriodDays === 'number') tool.inspectionPeriodDays = record.inspectionPeriodDays;
  // Records from before the currency choice are in ETH (currencyOfTool).
  if (isCurrencyCode(record.currency)) tool.currency = record.currency;
  // Records from before the fee was asked name none: free cancellation (cancellationFeeBpsOf).
  if (isCancellationFeeBps(record.cancellationFeeBps)) tool.cancellationFeeBps = record.cancellationFeeBps;
  return { tool, problem: null };
}
