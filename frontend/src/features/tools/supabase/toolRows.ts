import { parseEth } from '../../../shared/eth';
import { isCurrencyCode } from '../../../shared/money';
import { TOOL_CATEGORIES, type Tool, type ToolCategory } from '../types';

/** The bucket of listing photos (public read; objects named `<owner_id>/<tool_id>/<file>`). */
export const TOOL_PHOTOS_BUCKET = 'tool-photos';

/**
 * A listing as the database's read functions return it (newest_listings, search_listings,
 * listings_of_owner, listings_by_id: private.listing_document). The amounts come as text
 * (numeric(38,18) cast in the database), so they are parsed from the exact decimal, never from a JSON float.
 */
export interface ToolRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  category: string;
  location: string;
  rental_rate: string;
  collateral_required: string;
  currency: string;
  cancellation_fee_bps: number;
  inspection_period_days: number;
  specifications: string[];
  available: boolean;
  photo_paths: string[];
  created_at: string;
  updated_at: string;
}

/** What the marketplace shows of a listing's owner (public.public_profiles): the e-mail's local part and the linked wallet, or ''. */
export interface OwnerProfile {
  name: string;
  walletAddress: string;
}

/**
 * A listing's amount (ETH or USDC) from the database's exact decimal text, read at the column's 18
 * decimals (numeric(38, 18)) whatever the currency. The app holds a listing's amounts as
 * numbers, so a value a number cannot carry to the wei (more than 15 significant digits) is
 * refused rather than silently rounded: an on-chain offer must ask for exactly what the listing says.
 */
export function amountFromNumeric(text: string, column: string): number {
  const amount = Number(text);
  if (parseEth(amount) !== parseEth(text))
    throw new Error(`${column} ${text} has more precision than the app can keep`);
  return amount;
}

const isCategory = (value: string): value is ToolCategory => (TOOL_CATEGORIES as readonly string[]).includes(value);

/** A listing as the app shows it; `photoUrl` turns a Storage object name into its public URL. */
export function toolFromRow(row: ToolRow, photoUrl: (path: string) => string, owner: OwnerProfile | undefined): Tool {
  if (!isCategory(row.category)) throw new Error(`Tool ${row.id} has an unknown category: ${row.category}`);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrls: row.photo_paths.map(photoUrl),
    category: row.category,
    location: row.location,
    rentalRate: amountFromNumeric(row.rental_rate, 'rental_rate'),
    collateralRequired: amountFromNumeric(row.collateral_required, 'collateral_required'),
    ...(isCurrencyCode(row.currency) && row.currency !== 'ETH' ? { currency: row.currency } : {}),
    // No fee reads as absent, as on listings kept in the browser before the form asked (cancellationFeeBpsOf).
    ...(row.cancellation_fee_bps > 0 ? { cancellationFeeBps: row.cancellation_fee_bps } : {}),
    inspectionPeriodDays: row.inspection_period_days,
    ownerId: row.owner_id,
    ownerName: owner?.name ?? '',
    ownerWalletAddress: owner?.walletAddress ?? '',
    specifications: [...row.specifications],
    available: row.available,
    createdAt: row.created_at,
  };
}
