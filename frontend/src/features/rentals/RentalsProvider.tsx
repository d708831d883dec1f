// STUB (replaced by the rentals work): the shape the tool page relies on.
import { createContext, useContext, type ReactNode } from 'react';
import type { Tool } from '../tools/types';

export interface RentalsContextValue {
  /** 'Confirm Rental': the connected wallet rents `tool` for `duration` days (1..30). */
  createRental(tool: Tool, duration: number): Promise<{ id: string }>;
}

const RentalsContext = createContext<RentalsContextValue | null>(null);

export function RentalsProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useRentals(): RentalsContextValue {
  const context = useContext(RentalsContext);
  if (!context) throw new Error('useRentals must be used within a RentalsProvider');
  return context;
}
