import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeRentalsClient } from './test/FakeRentalsClient';
import { renderWithRentals } from './test/renderWithRentals';
import { BORROWER, makeRental, makeTool } from './test/rentalFixtures';
import { useRentals } from './RentalsProvider';

vi.mock('../wallet/Web3Provider', () => ({
  useWeb3: () => ({ account: BORROWER, signer: {}, chainId: '0x5' }),
}));

function ToolNames() {
  const { rentals } = useRentals();
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
    const client = new FakeRentalsClient([makeRental({ toolId: 'tool-77', toolName: 'Tool tool-77', toolImageUrl: '' })]);
    const { setCatalogue } = renderWithRentals(<ToolNames />, { client });
    expect(await screen.findByText('Tool tool-77')).toBeInTheDocument();

    setCatalogue([makeTool({ id: 'tool-77', name: 'Tile Cutter', imageUrls: ['/cutter.jpg'] })]);
    expect(await screen.findByText('Tile Cutter')).toBeInTheDocument();
    expect(screen.queryByText('Tool tool-77')).not.toBeInTheDocument();
  });
});
