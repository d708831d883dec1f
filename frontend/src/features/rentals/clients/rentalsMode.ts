import { useSyncExternalStore } from 'react';
import { readStoredChoice } from '../../../shared/storage/storedJson';

/** Where rentals live: the in-browser simulation, or the deployed RentalAgreement. */
export type RentalsMode = 'simulated' | 'onchain';

export const RENTALS_MODE_KEY = 'toolshare.rentalsMode';

const isRentalsMode = (value: unknown): value is RentalsMode => value === 'simulated' || value === 'onchain';

/** The switch's starting position: VITE_RENTALS_MODE when it names a mode, otherwise simulated. */
export function defaultRentalsMode(configured: string | undefined = import.meta.env.VITE_RENTALS_MODE): RentalsMode {
  const normalized = configured?.trim().toLowerCase();
  return isRentalsMode(normalized) ? normalized : 'simulated';
}

const listeners = new Set<() => void>();

/** The remembered choice, or the default when there is none (or storage is unavailable). */
export function getRentalsMode(): RentalsMode {
  // An unknown stored value is ignored with a warning; unavailable storage reads as none.
  return readStoredChoice<RentalsMode>(RENTALS_MODE_KEY, ['simulated', 'onchain']) ?? defaultRentalsMode();
}

export function setRentalsMode(mode: RentalsMode): void {
  try {
    localStorage.setItem(RENTALS_MODE_KEY, mode);
  } catch {
    // Storage unavailable: the choice is not remembered, and the default stays.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeRentalsMode(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switched.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RENTALS_MODE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current mode, re-rendering when it changes. */
export function useRentalsMode(): RentalsMode {
  return useSyncExternalStore(subscribeRentalsMode, getRentalsMode, getRentalsMode);
}
