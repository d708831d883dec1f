import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import { TOAST_DURATION_MS } from './ToastItem';

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
        if (
          node.getAttribute('role') === 'status' ||
          node.getAttribute('role') === 'alert' ||
          node.hasAttribute('aria-live')
        )
          regions.push(node);
      }
      expect(regions).toHaveLength(1);
    }
  });

  describe('closing after five seconds', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Shows one toast under fake timers and returns its element (the dismiss button's parent). */
    function showOne(message: string) {
      vi.useFakeTimers();
      render(
        <ToastProvider>
          <Grab />
        </ToastProvider>,
      );
      act(() => {
        grabbed.toast?.showToast(message, 'success');
      });
      const button = screen.getByRole('button', { name: 'Dismiss notification' });
      const toast = button.parentElement;
      if (!toast) throw new Error('The toast has no element around its button');
      return { toast, button };
    }

    const advance = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });

    it('closes a toast nobody holds after TOAST_DURATION_MS', () => {
      showOne('Saved');
      advance(TOAST_DURATION_MS - 1);
      expect(screen.getByText('Saved')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    });

    it('stands still while hovered and counts on from where it was when the pointer leaves', () => {
      const { toast } = showOne('Saved');
      advance(1000);
      fireEvent.mouseEnter(toast);
      advance(TOAST_DURATION_MS * 3);
      expect(screen.getByText('Saved')).toBeInTheDocument();
      fireEvent.mouseLeave(toast);
      advance(TOAST_DURATION_MS - 1000 - 1);
      expect(screen.getByText('Saved')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    });

    it('stands still while focus is inside it, and counts on once focus leaves', () => {
      const { button } = showOne('Saved');
      act(() => button.focus());
      advance(TOAST_DURATION_MS * 3);
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => button.blur());
      advance(TOAST_DURATION_MS - 1);
      expect(screen.getByText('Saved')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    });

    it('starts over when the toast is updated, and keeps a pending toast until it is', () => {
      vi.useFakeTimers();
      render(
        <ToastProvider>
          <Grab />
        </ToastProvider>,
      );
      let id = 0;
      act(() => {
        id = grabbed.toast?.showToast('Sending…', 'pending') ?? 0;
      });
      advance(TOAST_DURATION_MS * 2);
      expect(screen.getByText('Sending…')).toBeInTheDocument();
      act(() => grabbed.toast?.updateToast(id, 'Sent', 'success'));
      advance(TOAST_DURATION_MS - 1);
      expect(screen.getByText('Sent')).toBeInTheDocument();
      advance(1);
      expect(screen.queryByText('Sent')).not.toBeInTheDocument();
    });
  });
});
