import { describe, expect, it } from 'vitest';
import { emptyListingForm, listingFormFromTool, validateListing, type ListingFormValues } from './listingForm';
import { loadSampleTools } from './sampleTools';
import { LISTING_LIMITS, ListingRejectedError } from './listingLimits';
import { SimulatedToolsClient } from './SimulatedToolsClient';
import { MemoryToolsStore } from './toolsStore';
import { expectDefined, nth } from '../../test/defined';

const filled = (changes: Partial<ListingFormValues> = {}): ListingFormValues => ({
  name: '  Tile Cutter ',
  description: 'Cuts tiles',
  category: 'construction',
  location: 'Birch Close',
  rentalRate: '0.007',
  collateralRequired: '0.03',
  photos: ['data:image/jpeg;base64,AAAA'],
  specifications: ['600 mm rail', '   ', ''],
  inspectionPeriodDays: '1',
  currency: 'ETH',
  cancellationFeePercent: '0',
  ...changes,
});

describe('validateListing', () => {
  it('requires every field, a category and a photo', () => {
    const { errors, listing } = validateListing(emptyListingForm());
    expect(listing).toBeNull();
    expect(errors).toEqual({
      name: 'Tool name is required',
      description: 'Description is required',
      category: 'Choose a category',
      location: 'Location is required',
      rentalRate: 'Daily rate is required',
      collateralRequired: 'Collateral is required',
      photos: 'Please upload at least one photo of your tool',
    });
  });

  it('builds the listing: trimmed text, numbers, and blank specification lines dropped', () => {
    const { errors, listing } = validateListing(filled());
    expect(errors).toEqual({});
    expect(listing).toEqual({
      name: 'Tile Cutter',
      description: 'Cuts tiles',
      category: 'construction',
      location: 'Birch Close',
      rentalRate: 0.007,
      collateralRequired: 0.03,
      imageUrls: ['data:image/jpeg;base64,AAAA'],
      specifications: ['600 mm rail'],
      inspectionPeriodDays: 1,
      currency: 'ETH',
      cancellationFeeBps: 0,
    });
  });

  it('prices a listing in USDC when the lender chooses it: cents, and the words name the dollar token', () => {
    expect(emptyListingForm().currency).toBe('ETH');
    const dollars = validateListing(filled({ currency: 'USDC', rentalRate: '12.50', collateralRequired: '150' }));
    expect(dollars.errors).toEqual({});
    expect(dollars.listing).toMatchObject({ currency: 'USDC', rentalRate: 12.5, collateralRequired: 150 });
    // A tenth of a cent is finer than the form's steps for dollars, where 0.001 ETH is a step for ETH.
    expect(validateListing(filled({ currency: 'USDC', rentalRate: '12.005' })).errors.rentalRate).toBe(
      'Daily rate must be in steps of 0.01 USDC',
    );
    expect(validateListing(filled({ currency: 'ETH', rentalRate: '12.005' })).errors.rentalRate).toBeUndefined();
    expect(validateListing(filled({ currency: 'USDC', collateralRequired: '2000000' })).errors.collateralRequired).toBe(
      'Collateral must be at most 1,000,000 USDC',
    );
  });

  it('opens the edit form of a listing in its own currency (ETH for listings made before the choice)', () => {
    const [tool] = loadSampleTools();
    expect(listingFormFromTool(expectDefined(tool, 'sample tool')).currency).toBe('ETH');
    expect(listingFormFromTool({ ...expectDefined(tool, 'sample tool'), currency: 'USDC' }).currency).toBe('USDC');
  });

  it('asks for an inspection period of 1 to 30 whole days (1 by default), as the contract accepts', () => {
    expect(emptyListingForm().inspectionPeriodDays).toBe('1');
    expect(validateListing(filled({ inspectionPeriodDays: '5' })).listing?.inspectionPeriodDays).toBe(5);
    expect(validateListing(filled({ inspectionPeriodDays: '30' })).listing?.inspectionPeriodDays).toBe(30);
    for (const typed of ['0', '31', '1.5', '', 'abc', '-2']) {
      const { errors, listing } = validateListing(filled({ inspectionPeriodDays: typed }));
      expect(listing, typed).toBeNull();
      expect(errors.inspectionPeriodDays, typed).toBe('The inspection period must be 1 to 30 days');
    }
  });

  it('accepts zero, and rejects negative amounts, text and amounts off the step', () => {
    expect(validateListing(filled({ rentalRate: '0', collateralRequired: '0' })).listing).not.toBeNull();
    expect(validateListing(filled({ rentalRate: '-0.001' })).errors.rentalRate).toBe('Daily rate cannot be negative');
    expect(validateListing(filled({ rentalRate: 'abc' })).errors.rentalRate).toBe('Daily rate must be a number');
    expect(validateListing(filled({ rentalRate: '0.0125' })).errors.rentalRate).toBe(
      'Daily rate must be in steps of 0.001 ETH',
    );
    expect(validateListing(filled({ collateralRequired: '0.055' })).errors.collateralRequired).toBe(
      'Collateral must be in steps of 0.01 ETH',
    );
    // Floating-point noise is not a step error: 0.07 / 0.01 is 7.000000000000001.
    expect(validateListing(filled({ collateralRequired: '0.07', rentalRate: '0.029' })).errors).toEqual({});
  });

  it('allows one to five photos', () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    expect(validateListing(filled({ photos: Array(5).fill(photo) })).listing).not.toBeNull();
    expect(validateListing(filled({ photos: Array(6).fill(photo) })).errors.photos).toBe(
      'You can upload at most 5 photos',
    );
  });

  it('rejects a category that is not in the list', () => {
    expect(validateListing(filled({ category: 'rockets' as ListingFormValues['category'] })).errors.category).toBe(
      'Choose a category',
    );
  });
});

describe('validateListing: bad input', () => {
  it('says a rate the browser could not read (e.g. "1e400") is not a number, not that it is missing', () => {
    expect(validateListing(filled({ rentalRate: '' }), ['rentalRate']).errors.rentalRate).toBe(
      'Daily rate must be a number',
    );
    expect(validateListing(filled({ collateralRequired: '' }), ['collateralRequired']).errors.collateralRequired).toBe(
      'Collateral must be a number',
    );
    expect(validateListing(filled({ rentalRate: '' })).errors.rentalRate).toBe('Daily rate is required');
    expect(validateListing(filled({ rentalRate: '1e400' })).errors.rentalRate).toBe('Daily rate must be a number');
    expect(validateListing(filled({ rentalRate: '1e30' })).errors.rentalRate).toBe(
      'Daily rate must be at most 1,000,000 ETH',
    );
  });
});

describe('listingFormFromTool', () => {
  it('pre-fills the edit form with the tool, its photos and specifications', () => {
    const drill = nth(loadSampleTools(), 0, 'sample tool');
    const values = listingFormFromTool(drill);
    expect(values).toMatchObject({
      name: 'Cordless Drill 18V',
      category: 'power tools',
      rentalRate: '0.012',
      collateralRequired: '0.06',
    });
    expect(values.photos).toEqual(drill.imageUrls);
    expect(values.specifications).toEqual(drill.specifications);
    expect(validateListing(values).listing).toMatchObject({ rentalRate: 0.012, collateralRequired: 0.06 });
  });
});

describe("the database's length limits", () => {
  it('are checked by the form, field by field, at exactly the limit', () => {
    const atLimit = validateListing(
      filled({
        name: 'n'.repeat(LISTING_LIMITS.name),
        location: 'l'.repeat(LISTING_LIMITS.location),
        description: 'd'.repeat(LISTING_LIMITS.description),
        specifications: Array(LISTING_LIMITS.specifications).fill('s'.repeat(LISTING_LIMITS.specification)),
      }),
    );
    expect(atLimit.errors).toEqual({});
    const over = validateListing(
      filled({
        name: 'n'.repeat(LISTING_LIMITS.name + 1),
        location: 'l'.repeat(LISTING_LIMITS.location + 1),
        description: 'd'.repeat(LISTING_LIMITS.description + 1),
        specifications: ['ok', 's'.repeat(LISTING_LIMITS.specification + 1)],
      }),
    );
    expect(over.listing).toBeNull();
    expect(over.errors).toEqual({
      name: 'Tool name can be at most 120 characters',
      location: 'Location can be at most 120 characters',
      description: 'Description can be at most 4000 characters',
      specifications: 'Specification 2 can be at most 200 characters',
    });
    expect(
      validateListing(filled({ specifications: Array(LISTING_LIMITS.specifications + 1).fill('s') })).errors
        .specifications,
    ).toBe('A listing can have at most 30 specifications');
  });

  it('are checked by the in-browser store too, which refuses a sixth photo or a long name with the same words', async () => {
    const client = new SimulatedToolsClient({ store: new MemoryToolsStore(), samples: [] });
    const listing = expectDefined(validateListing(filled()).listing, 'the valid listing');
    const owner = { id: 'user-1', email: 'one@toolshare.test' };
    await expect(
      client.createTool(
        { ...listing, imageUrls: Array.from({ length: 6 }, () => 'data:image/jpeg;base64,AAAA') },
        owner,
      ),
    ).rejects.toThrow(new ListingRejectedError('You can upload at most 5 photos'));
    const created = await client.createTool(listing, owner);
    await expect(client.updateTool(created.id, { name: 'n'.repeat(121) })).rejects.toThrow(
      'Tool name can be at most 120 characters',
    );
    expect((await client.fetchTool(created.id))?.name).toBe('Tile Cutter');
  }, 10_000);
});

describe('the cancellation fee on the listing form', () => {
  it('is 0% unless the lender names one, and an edit shows the listing’s fee in percent', () => {
    expect(emptyListingForm().cancellationFeePercent).toBe('0');
    const tool = nth(loadSampleTools(), 0, 'sample tool');
    expect(listingFormFromTool({ ...tool, cancellationFeeBps: 1250 }).cancellationFeePercent).toBe('12.5');
    expect(listingFormFromTool({ ...tool, cancellationFeeBps: 5 }).cancellationFeePercent).toBe('0.05');
    expect(listingFormFromTool(tool).cancellationFeePercent).toBe('0');
  });

  it.each([
    ['0', 0],
    ['10', 1000],
    [' 12.5 ', 1250],
    ['0.29', 29],
    ['49.99', 4999],
    ['50', 5000],
    ['50.00', 5000],
  ])('reads %j as %i bps', (typed, bps) => {
    expect(validateListing(filled({ cancellationFeePercent: typed })).listing?.cancellationFeeBps).toBe(bps);
  });

  it.each(['50.01', '51', '100', '-1', '10.555', '', 'ten', '1e1'])(
    'refuses %j with a field error that says the rule',
    (typed) => {
      const { errors, listing } = validateListing(filled({ cancellationFeePercent: typed }));
      expect(listing).toBeNull();
      expect(errors).toEqual({
        cancellationFeePercent:
          'The cancellation fee must be 0% to 50% of the rent, in whole percent or with up to two decimals',
      });
    },
  );
});
