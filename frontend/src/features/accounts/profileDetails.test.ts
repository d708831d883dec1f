import { describe, expect, it } from 'vitest';
import { PROFILE_DETAILS_ERRORS, detailsToSave, wordedRefusal } from './profileDetails';

describe('profile details', () => {
  it('are kept trimmed, and refused over their limits in the form’s words', () => {
    expect(detailsToSave({ bio: '  Fixes bikes. ', location: ' Springfield ' })).toEqual({
      bio: 'Fixes bikes.',
      location: 'Springfield',
    });
    expect(() => detailsToSave({ bio: 'b'.repeat(501), location: '' })).toThrow(PROFILE_DETAILS_ERRORS.bioTooLong);
    expect(() => detailsToSave({ bio: '', location: 'l'.repeat(101) })).toThrow(PROFILE_DETAILS_ERRORS.locationTooLong);
  });

  it("words the database's length constraints as the form does, and leaves any other error as it was", () => {
    const database = (constraint: string) =>
      new Error(`Failed to save your profile: new row for relation "users" violates check constraint "${constraint}"`);
    expect(wordedRefusal(database('users_bio_length'))).toMatchObject({ message: PROFILE_DETAILS_ERRORS.bioTooLong });
    expect(wordedRefusal(database('users_location_length'))).toMatchObject({
      message: PROFILE_DETAILS_ERRORS.locationTooLong,
    });
    const other = new Error('Failed to save your profile: JWT expired');
    expect(wordedRefusal(other)).toBe(other);
  });
});
