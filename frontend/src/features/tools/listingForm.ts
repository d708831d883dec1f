import { TEXT_LIMITS } from '../../shared/limits';
import { TOOL_CATEGORIES, type Tool, type ToolCategory, type ToolListing } from './types';

/** At most this many photos per listing (specification §9); the upload tile hides at this count. */
export const MAX_PHOTOS = 5;
/** The hint asks for at least this many; only one is required (see README: the spec has two readings). */
export const RECOMMENDED_PHOTOS = 3;
export const RATE_STEP = 0.001;
export const COLLATERAL_STEP = 0.01;
/** The largest rate or collateral the form takes, in ETH: far above any real listing, far below what the contract refuses. */
export const MAX_ETH_AMOUNT = 1_000_000;

/** The form as typed: numbers stay text so that nothing the user typed is lost or reformatted. */
export interface ListingFormValues {
  name: string;
  description: string;
  category: ToolCategory | '';
  location: string;
  rentalRate: string;
  collateralRequired: string;
  photos: string[];
  specifications: string[];
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
  photos: [],
  specifications: [''],
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
    photos: [...tool.imageUrls],
    specifications: tool.specifications.length > 0 ? [...tool.specifications] : [''],
  };
}

/** Whether `value` is a whole number of `step`s (tolerating binary floating-point noise). */
function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

function checkAmount(text: string, label: string, step: number, unreadable: boolean): string | undefined {
  // The browser hands over '' for what it cannot read as a number (e.g. "1e400"): that is not "missing".
  if (unreadable) return `${label} must be a number`;
  if (text.trim() === '') return `${label} is required`;
  const value = Number(text);
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value < 0) return `${label} cannot be negative`;
  if (value > MAX_ETH_AMOUNT) return `${label} must be at most ${MAX_ETH_AMOUNT.toLocaleString('en-US')} ETH`;
  if (!isMultipleOf(value, step)) return `${label} must be in steps of ${step} ETH`;
  return undefined;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** The limits a listing must respect (length limits shared with the stores); the first problem found, or null. */
export function listingLimitProblem(listing: Pick<ToolListing, 'name' | 'description' | 'location' | 'specifications'>): string | null {
  if (listing.name.length > TEXT_LIMITS.toolName) return tooLong('Tool name', TEXT_LIMITS.toolName);
  if (listing.description.length > TEXT_LIMITS.toolDescription) return tooLong('Description', TEXT_LIMITS.toolDescription);
  if (listing.location.length > TEXT_LIMITS.toolLocation) return tooLong('Location', TEXT_LIMITS.toolLocation);
  if (listing.specifications.length > TEXT_LIMITS.toolSpecifications) return `At most ${TEXT_LIMITS.toolSpecifications} specifications`;
  if (listing.specifications.some((line) => line.length > TEXT_LIMITS.toolSpecification)) return tooLong('Each specification', TEXT_LIMITS.toolSpecification);
  return null;
}

/**
 * Checks the form (specification §5) and builds the listing: required fields, category from the
 * list, rate ≥ 0 in steps of 0.001, collateral ≥ 0 in steps of 0.01, 1 to 5 photos, the length
 * limits; blank specification lines are dropped and text is trimmed. `unreadable` names the amount
 * fields the browser could not read as a number.
 */
export function validateListing(
  values: ListingFormValues,
  unreadable: readonly ListingField[] = [],
): { errors: ListingErrors; listing: ToolListing | null } {
  const errors: ListingErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  const location = values.location.trim();
  const specifications = values.specifications.map((line) => line.trim()).filter(Boolean);
  if (!name) errors.name = 'Tool name is required';
  else if (name.length > TEXT_LIMITS.toolName) errors.name = tooLong('Tool name', TEXT_LIMITS.toolName);
  if (!description) errors.description = 'Description is required';
  else if (description.length > TEXT_LIMITS.toolDescription) errors.description = tooLong('Description', TEXT_LIMITS.toolDescription);
  if (!values.category || !(TOOL_CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'Choose a category';
  if (!location) errors.location = 'Location is required';
  else if (location.length > TEXT_LIMITS.toolLocation) errors.location = tooLong('Location', TEXT_LIMITS.toolLocation);
  const rateError = checkAmount(values.rentalRate, 'Daily rate', RATE_STEP, unreadable.includes('rentalRate'));
  if (rateError) errors.rentalRate = rateError;
  const collateralError = checkAmount(values.collateralRequired, 'Collateral', COLLATERAL_STEP, unreadable.includes('collateralRequired'));
  if (collateralError) errors.collateralRequired = collateralError;
  if (specifications.length > TEXT_LIMITS.toolSpecifications) errors.specifications = `At most ${TEXT_LIMITS.toolSpecifications} specifications`;
  else if (specifications.some((line) => line.length > TEXT_LIMITS.toolSpecification)) {
    errors.specifications = tooLong('Each specification', TEXT_LIMITS.toolSpecification);
  }
  if (values.photos.length === 0) errors.photos = 'Please upload at least one photo of your tool';
  else if (values.photos.length > MAX_PHOTOS) errors.photos = `You can upload at most ${MAX_PHOTOS} photos`;

  if (Object.keys(errors).length > 0 || values.category === '') return { errors, listing: null };
  return {
    errors,
    listing: {
      name,
      description,
      category: values.category,
      location,
      rentalRate: Number(values.rentalRate),
      collateralRequired: Number(values.collateralRequired),
      imageUrls: [...values.photos],
      specifications,
    },
  };
}
