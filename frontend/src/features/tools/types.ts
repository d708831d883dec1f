import { currencyOf, type Currency, type CurrencyCode } from '../../shared/money';

/** The categories a tool can have; "all" exists only as a filter. */
export const TOOL_CATEGORIES = [
  'power tools',
  'hand tools',
  'gardening',
  'automotive',
  'woodworking',
  'construction',
  'electrical',
  'plumbing',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/**
 * A listed tool (specification §3). Amounts are whole coins of the listing's currency as numbers
 * (ETH, or USDC); `parseAmount(x, currencyOfTool(tool))` gives the base units.
 */
export interface Tool {
  id: string;
  name: string;
  description: string;
  imageUrls: string[];
  category: ToolCategory;
  location: string;
  /** Per day, in the listing's currency. */
  rentalRate: number;
  /** In the listing's currency. */
  collateralRequired: number;
  /** What the lender prices the listing in; absent on listings made before the choice: ETH. */
  currency?: CurrencyCode;
  ownerId: string;
  /** The local part of the owner's e-mail. */
  ownerName: string;
  /** The owner's wallet, or "". */
  ownerWalletAddress: string;
  specifications: string[];
  available: boolean;
  /** ISO time. */
  createdAt: string;
  /**
   * The inspection period the lender chose (whole days, 1 to 30): how long after the return the
   * lender has to inspect the tool. Absent on listings made before the form asked, and on stores
   * that do not keep it yet: `inspectionPeriodDaysOf` reads those as the default, 1 day.
   */
  inspectionPeriodDays?: number;
  /**
   * The share of the rent a borrower who cancels leaves to the lender, in basis points (0 to 5,000:
   * at most half the rent); absent on listings made before the form asked: no fee
   * (`cancellationFeeBpsOf`). Signed into the listing's offer.
   */
  cancellationFeeBps?: number;
}

/** The currency a listing is priced in (ETH for listings made before the choice). */
export function currencyOfTool(tool: Pick<Tool, 'currency'>): Currency {
  return currencyOf(tool.currency);
}

/** A category's name as shown: "power tools" → "Power Tools". */
export function categoryLabel(category: ToolCategory): string {
  return category.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The home page's sort orders (specification §9). */
export const TOOL_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'priceAsc', label: 'Price: Low to High' },
  { value: 'priceDesc', label: 'Price: High to Low' },
] as const;
export type ToolSort = (typeof TOOL_SORTS)[number]['value'];

/** What a lender fills in to list (or edit) a tool. */
export interface ToolListing {
  name: string;
  description: string;
  category: ToolCategory;
  location: string;
  rentalRate: number;
  collateralRequired: number;
  /** The currency of the rate and collateral; stores that do not keep it leave it out (ETH). */
  currency?: CurrencyCode;
  /** The photos: bundled asset URLs, downscaled JPEG data URLs (new ones), or Storage public URLs. */
  imageUrls: string[];
  specifications: string[];
  /** The inspection period in whole days (1 to 30); stores that do not keep it leave it out. */
  inspectionPeriodDays?: number;
  /** The cancellation fee in basis points (0 to 5,000). */
  cancellationFeeBps?: number;
}

/** The changes an update may make: the listing's fields and the availability. */
export type ToolChanges = Partial<ToolListing> & { available?: boolean };

/** Who lists a tool: the signed-in user and the wallet that will receive the rent. */
export interface ToolOwner {
  id: string;
  email: string;
  walletAddress?: string;
}

/**
 * How far a save has come in uploading the listing's new photos (stores that keep photos in the
 * browser report nothing). `photo` is the one being sent, counted from 1.
 */
export interface UploadProgress {
  photo: number;
  photos: number;
  uploadedBytes: number;
  totalBytes: number;
}

/** What a save may report while it runs. */
export interface ToolSaveOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
}
