import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFollowLinkedWallet } from './useFollowLinkedWallet';

describe('useFollowLinkedWallet', () => {
  it('reads the tools again when the linked wallet changes, not when it stays', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ wallet }: { wallet: string | undefined }) => useFollowLinkedWallet(wallet), {
      wrapper,
      initialProps: { wallet: undefined as string | undefined },
    });
    rerender({ wallet: undefined });
    expect(invalidate).not.toHaveBeenCalled();
    rerender({ wallet: '0x90f79bf6eb2c4f870365e785982e1f101e93b906' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['tools'] });
    rerender({ wallet: '0x90f79bf6eb2c4f870365e785982e1f101e93b906' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
