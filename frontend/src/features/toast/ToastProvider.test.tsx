import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';

const grabbed: { toast: ReturnType<typeof useToast> | null } = { toast: null };
function Grab() {
  const toast = useToast();
  useEffect(() => {
    grabbed.toast = toast;
  });
  return null;
}

describe('ToastProvider', () => {
  it('puts each toast in exactly one live region, errors in the assertive one, so it is announced once', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    // Both regions are there before any toast, as screen readers need.
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    act(() => {
      grabbed.toast?.showToast('Saved', 'success');
      grabbed.toast?.showToast('Failed to delete tool', 'error');
    });
    const saved = screen.getByText('Saved');
    const failed = screen.getByText('Failed to delete tool');
    expect(polite).toContainElement(saved);
    expect(assertive).toContainElement(failed);
    for (const element of [saved, failed]) {
      // No live region inside the region: one announcement per toast.
      const regions = [];
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        if (node.getAttribute('role') === 'status' || node.getAttribute('role') === 'alert' || node.hasAttribute('aria-live')) regions.push(node);
      }
      expect(regions).toHaveLength(1);
    }
  });
});
