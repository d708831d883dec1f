import { describe, expect, it } from 'vitest';
import { emptyListingForm, listingFormFromTool, validateListing, type ListingFormValues } from './listingForm';
import { loadSampleTools } from './sampleTools';

const filled = (changes: Partial<ListingFormValues> = {}): ListingFormValues => ({
  name: '  Tile Cutter ',
  description: 'Cuts tiles',
  category: 'construction',
  location: 'Birch Close',
  rentalRate: '0.007',
  collateralRequired: '0.03',
  photos: ['data:image/jpeg;base64,AAAA'],
  specifications: ['600 mm rail', '   ', ''],
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
    });
  });

  it('accepts zero, and rejects negative amounts, text and amounts off the step', () => {
    expect(validateListing(filled({ rentalRate: '0', collateralRequired: '0' })).listing).not.toBeNull();
    expect(validateListing(filled({ rentalRate: '-0.001' })).errors.rentalRate).toBe('Daily rate cannot be negative');
    expect(validateListing(filled({ rentalRate: 'abc' })).errors.rentalRate).toBe('Daily rate must be a number');
    expect(validateListing(filled({ rentalRate: '0.0125' })).errors.rentalRate).toBe('Daily rate must be in steps of 0.001 ETH');
    expect(validateListing(filled({ collateralRequired: '0.055' })).errors.collateralRequired).toBe('Collateral must be in steps of 0.01 ETH');
    // Floating-point noise is not a step error: 0.07 / 0.01 is 7.000000000000001.
    expect(validateListing(filled({ collateralRequired: '0.07', rentalRate: '0.029' })).errors).toEqual({});
  });

  it('allows one to five photos', () => {
    const photo = 'data:image/jpeg;base64,AAAA';
    expect(validateListing(filled({ photos: Array(5).fill(photo) })).listing).not.toBeNull();
    expect(validateListing(filled({ photos: Array(6).fill(photo) })).errors.photos).toBe('You can upload at most 5 photos');
  });

  it('rejects a category that is not in the list', () => {
    expect(validateListing(filled({ category: 'rockets' as ListingFormValues['category'] })).errors.category).toBe('Choose a category');
  });
});

describe('listingFormFromTool', () => {
  it('pre-fills the edit form with the tool, its photos and specifications', () => {
    const drill = loadSampleTools()[0];
    const values = listingFormFromTool(drill);
    expect(values).toMatchObject({ name: 'Cordless Drill 18V', category: 'power tools', rentalRate: '0.012', collateralRequired: '0.06' });
    expect(values.photos).toEqual(drill.imageUrls);
    expect(values.specifications).toEqual(drill.specifications);
    expect(validateListing(values).listing).toMatchObject({ rentalRate: 0.012, collateralRequired: 0.06 });
  });
});
