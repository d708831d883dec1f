import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingSummary } from './lazyRatingSummary';
import { RentalReviews } from './lazyRentalReviews';
import { makeRental } from '../rentals/test/rentalFixtures';

// The views as loaded: what matters here is what shows before they arrive.
vi.mock('./components/reviewViews', () => ({
  RatingSummary: () => <p>the rating view</p>,
  RentalReviews: () => <p>the rental reviews view</p>,
}));

describe('the reviews shown while their code downloads', () => {
  it('keeps the owner’s rating line on the tool page, so that Rent This Tool below it does not move when the view arrives', async () => {
    render(<RatingSummary wallet="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" label="Owner's rating" />);
    expect(screen.getByTestId('rating-summary')).toHaveTextContent("Owner's rating:Checking reviews…");
    expect(await screen.findByText('the rating view')).toBeVisible();
    expect(screen.queryByText('Checking reviews…')).toBeNull();
  });

  it('keeps the other party’s rating line on a rental card, above the card’s buttons', async () => {
    render(<RentalReviews rental={makeRental()} party="borrower" />);
    expect(screen.getByTestId('rating-summary')).toHaveTextContent("Lender's rating:Checking reviews…");
    expect(await screen.findByText('the rental reviews view')).toBeVisible();
  });
});
