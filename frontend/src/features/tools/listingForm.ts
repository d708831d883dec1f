import { TOOL_CATEGORIES, currencyOfTool, type Tool, type ToolCategory, type ToolListing } from './types';
import {
  DEFAULT_INSPECTION_PERIOD_DAYS,
  INSPECTION_PERIOD_DAYS,
  INSPECTION_PERIOD_ERROR,
  inspectionPeriodDaysOf,
} from './inspectionPeriod';
import { LISTING_LIMITS } from './listingLimits';
import {
  DEFAULT_CANCELLATION_FEE_BPS,
  cancellationFeeBpsOf,
  cancellationFeePercentText,
  parseCancellationFeePercent,
} from './cancellationFee';
import { currencyOf, type Currency, type CurrencyCode } from '../../shared/money';

/** At most this many photos per listing (specification §9); the upload tile hides at this count. */
export const MAX_PHOTOS = LISTING_LIMITS.photos;
/** The hint asks for at least this many; only one is required (docs/frontend.md, "Decisions where the specification was silent"). */
export const RECOMMENDED_PHOTOS = 3;
/** The steps a rate and a collateral are typed in, per currency: ETH in thousandths and hundredths, dollars in cents. */
export const AMOUNT_STEPS: Record<CurrencyCode, { rate: number; collateral: number }> = {
  ETH: { rate: 0.001, collateral: 0.01 },
  USDC: { rate: 0.01, collateral: 0.01 },
};
/** The largest rate or collateral the form takes, in whole coins: far above any real listing, far below what the contract refuses. */
export const MAX_AMOUNT = 1_000_000;

/** The form as typed: numbers stay text so that nothing the user typed is lost or reformatted. */
export interface ListingFormValues {
  name: string;
  description: string;
  category: ToolCategory | '';
  location: string;
  rentalRate: string;
  collateralRequired: string;
  /** What the rate and collateral are in: ETH or the dollar token. */
  currency: CurrencyCode;
  photos: string[];
  specifications: string[];
  /** Whole days, 1 to 30. */
  inspectionPeriodDays: string;
  /** Percent of the rent, 0 to 50, at most two decimals. */
  cancellationFeePercent: string;
}

export type ListingField = keyof ListingFormValues;
export type ListingErrors = Partial<Record<ListingField, string>>;

export const emptyListingForm = (): ListingFormValues => ({
  name: '',
  description: '',
  category: '',
  location: '',
  rentalRate: '',
  collateralRequired: '',
  currency: 'ETH',
  photos: [],
  specifications: [''],
  inspectionPeriodDays: String(DEFAULT_INSPECTION_PERIOD_DAYS),
  cancellationFeePercent: cancellationFeePercentText(DEFAULT_CANCELLATION_FEE_BPS),
});

/** The edit form of an existing tool, with its photos. */
export function listingFormFromTool(tool: Tool): ListingFormValues {
  return {
    name: tool.name,
    description: tool.description,
    category: tool.category,
    location: tool.location,
    rentalRate: String(tool.rentalRate),
    collateralRequired: String(tool.collateralRequired),
    currency: currencyOfTool(tool).code,
    photos: [...tool.imageUrls],
    specifications: tool.specifications.length > 0 ? [...tool.specifications] : [''],
    inspectionPeriodDays: String(inspectionPeriodDaysOf(tool)),
    cancellationFeePercent: cancellationFeePercentText(cancellationFeeBpsOf(tool)),
  };
}

/** Whether `value` is a whole number of `step`s (tolerating binary floating-point noise). */
function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function checkAmount(
  text: string,
  label: string,
  step: number,
  currency: Currency,
  unreadable: boolean,
): string | undefined {
  // The browser hands over '' for what it cannot read as a number (e.g. "1e400"): that is not "missing".
  if (unreadable) return `${label} must be a number`;
  if (text.trim() === '') return `${label} is required`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} cannot be negative`;
  if (value > MAX_AMOUNT) return `${label} must be at most ${MAX_AMOUNT.toLocaleString('en-US')} ${currency.symbol}`;
  if (!isMultipleOf(value, step)) return `${label} must be in steps of ${step} ${currency.symbol}`;
  return undefined;
}

/** The inspection period as typed, in whole days from 1 to 30; else the error to show. */
export function parseInspectionPeriodDays(text: string): { days: number; error: null } | { days: null; error: string } {
  const days = Number(text.trim());
  const { min, max } = INSPECTION_PERIOD_DAYS;
  if (text.trim() === '' || !Number.isInteger(days) || days < min || days > max)
    return { days: null, error: INSPECTION_PERIOD_ERROR };
  return { days, error: null };
}

/**
 * Checks the form (specification §5) and builds the listing: required fields, category from the
 * list, rate ≥ 0 in steps of 0.001 ETH or 0.01 USDC, collateral ≥ 0 in steps of 0.01, 1 to 5 photos, the database's
 * length limits (listingLimits.ts), an inspection period of 1 to 30 whole days, a cancellation fee of 0% to 50% of the rent (two decimals at most); blank specification lines are dropped and text is trimmed.
 * `unreadable` names the amount fields the browser could not read as a number.
 */
export function validateListing(
  values: ListingFormValues,
  unreadable: readonly ListingField[] = [],
): { errors: ListingErrors; listing: ToolListing | null } {
  const errors: ListingErrors = {};
  if (!values.name.trim()) errors.name = 'Tool name is required';
  else if (values.name.trim().length > LISTING_LIMITS.name)
    errors.name = `Tool name can be at most ${LISTING_LIMITS.name} characters`;
  if (!values.description.trim()) errors.description = 'Description is required';
  else if (values.description.trim().length > LISTING_LIMITS.description)
    errors.description = `Description can be at most ${LISTING_LIMITS.description} characters`;
  if (!values.category || !(TOOL_CATEGORIES as readonly string[]).includes(values.category))
    errors.category = 'Choose a category';
  if (!values.location.trim()) errors.location = 'Location is required';
  else if (values.location.trim().length > LISTING_LIMITS.location)
    errors.location = `Location can be at most ${LISTING_LIMITS.location} characters`;
  const specifications = values.specifications.map((line) => line.trim()).filter(Boolean);
  const longSpecification = specifications.findIndex((line) => line.length > LISTING_LIMITS.specification);
  if (specifications.length > LISTING_LIMITS.specifications)
    errors.specifications = `A listing can have at most ${LISTING_LIMITS.specifications} specifications`;
  else if (longSpecification >= 0)
    errors.specifications = `Specification ${longSpecification + 1} can be at most ${LISTING_LIMITS.specification} characters`;
  const currency = currencyOf(values.currency);
  const steps = AMOUNT_STEPS[currency.code];
  const rateError = checkAmount(
    values.rentalRate,
    'Daily rate',
    steps.rate,
    currency,
    unreadable.includes('rentalRate'),
  );
  if (rateError) errors.rentalRate = rateError;
  const collateralError = checkAmount(
    values.collateralRequired,
    'Collateral',
    steps.collateral,
    currency,
    unreadable.includes('collateralRequired'),
  );
  if (collateralError) errors.collateralRequired = collateralError;
  const inspection = parseInspectionPeriodDays(values.inspectionPeriodDays);
  if (inspection.error !== null) errors.inspectionPeriodDays = inspection.error;
  const cancellationFee = parseCancellationFeePercent(values.cancellationFeePercent);
  if (cancellationFee.error !== null) errors.cancellationFeePercent = cancellationFee.error;
  if (values.photos.length === 0) errors.photos = 'Please upload at least one photo of your tool';
  else if (values.photos.length > MAX_PHOTOS) errors.photos = `You can upload at most ${MAX_PHOTOS} photos`;

  if (
    Object.keys(errors).length > 0 ||
    values.category === '' ||
    inspection.days === null ||
    cancellationFee.bps === null
  )
    return { errors, listing: null };
  return {
    errors,
    listing: {
      name: values.name.trim(),
      description: values.description.trim(),
      category: values.category,
      location: values.location.trim(),
      rentalRate: Number(values.rentalRate),
      collateralRequired: Number(values.collateralRequired),
      currency: currency.code,
      imageUrls: [...values.photos],
      specifications,
      inspectionPeriodDays: inspection.days,
      cancellationFeeBps: cancellationFee.bps,
    },
  };
}
