import type { Tool } from '../../tools';
import type { Rental } from '../types';

export const LENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const BORROWER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
export const ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const STRANGER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

export function makeRental(overrides: Partial<Rental> = {}): Rental {
  return {
    id: 'abcdef12-3456-7890-abcd-ef1234567890',
    toolId: 'tool-1',
    lenderAddress: LENDER,
    borrowerAddress: BORROWER,
    rentalRateWei: 12_000_000_000_000_000n,
    collateralWei: 60_000_000_000_000_000n,
    duration: 3,
    startTime: null,
    endTime: null,
    state: 'COLLATERAL_DEPOSITED',
    createdAt: '2026-03-01T10:00:00.000Z',
    toolName: 'Cordless Drill 18V',
    toolImageUrl: '/drill.jpg',
    inspectionPeriodSeconds: 2 * 24 * 3600,
    inspectionDeadline: null,
    evidence: [],
    ...overrides,
  };
}

export function makeTool(overrides: Partial<Tool> = {}): Tool {
  return {
    id: 'tool-1',
    name: 'Cordless Drill 18V',
    description: 'A drill',
    imageUrls: ['/drill.jpg'],
    category: 'power tools',
    location: 'Maple Street',
    rentalRate: 0.012,
    collateralRequired: 0.06,
    ownerId: 'user-alice',
    ownerName: 'alice',
    ownerWalletAddress: LENDER,
    specifications: [],
    available: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
