import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeRentalsClient } from '../test/FakeRentalsClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { browserWallet } from '../../wallet/test/fakeWallets';
import { BORROWER, makeRental, makeTool } from '../test/rentalFixtures';
import { useMyRentals } from '../state/rentalReads';

function ToolNames() {
  const { rentals } = useMyRentals();
  return (
    <ul>
      {rentals.map((rental) => (
        <li key={rental.id}>{rental.toolName}</li>
      ))}
    </ul>
  );
}

describe('rentals read from the chain', () => {
  it('take the tool’s name from the catalogue, also when the catalogue loads after them', async () => {
    // What the on-chain client reads before the catalogue has loaded: a tool id only.
    const client = new FakeRentalsClient([
      makeRental({ toolId: 'tool-77', toolName: 'Tool tool-77', toolImageUrl: '' }),
    ]);
    const { setCatalogue } = await renderWithProviders(<ToolNames />, {
      rentalsClient: client,
      wallet: browserWallet(BORROWER),
    });
    expect(await screen.findByText('Tool tool-77')).toBeInTheDocument();

    setCatalogue([makeTool({ id: 'tool-77', name: 'Tile Cutter', imageUrls: ['/cutter.jpg'] })]);
    expect(await screen.findByText('Tile Cutter')).toBeInTheDocument();
    expect(screen.queryByText('Tool tool-77')).not.toBeInTheDocument();
  });
});
