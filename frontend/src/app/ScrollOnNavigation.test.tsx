import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollOnNavigation } from './ScrollOnNavigation';

/** The app's scroll handling in a router whose `navigate` the test holds. */
function renderAt(path: string) {
  const held: { navigate: NavigateFunction | null } = { navigate: null };
  function HoldNavigate() {
    held.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <HoldNavigate />
      <ScrollOnNavigation />
    </MemoryRouter>,
  );
  const go = (to: string | number) => {
    act(() => {
      if (!held.navigate) throw new Error('The router has not rendered');
      void (typeof to === 'number' ? held.navigate(to) : held.navigate(to));
    });
  };
  return { go };
}

/** The user scrolls the window to `top`. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.restoreAllMocks();
  scrollWindowTo(0);
  sessionStorage.clear();
});

describe('ScrollOnNavigation', () => {
  it('opens a new page at its top, and Back returns to where the page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { go } = renderAt('/');
    scrollWindowTo(640);

    go('/tools/tool-1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);

    go(-1);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
    go(1);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 120));
  });

  it('Back follows the page as it grows until the kept position exists (a list still loading)', async () => {
    const { go } = renderAt('/');
    scrollWindowTo(1028);
    go('/tools/tool-1');
    // The page is short at first: scrolling stops at 813; then the list arrives and the page grows.
    let height = 813;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: Math.min(y, height), configurable: true });
    });
    go(-1);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1028));
    expect(window.scrollY).toBe(813);
    height = 2000;
    document.body.append(document.createElement('div'));
    await vi.waitFor(() => expect(window.scrollY).toBe(1028));
  });

  it('a page whose navigation took the focus away gives it to its heading, not to the hidden old page’s', async () => {
    const { go } = renderAt('/tools/tool-1');
    const main = document.createElement('main');
    // React keeps the old page mounted, hidden (no boxes), while the new one loads.
    const old = document.createElement('h1');
    old.textContent = 'Cordless Drill 18V';
    main.append(old);
    document.body.append(main);
    (document.activeElement as HTMLElement | null)?.blur();
    go('/dashboard');
    const heading = document.createElement('h1');
    heading.textContent = 'My Rentals';
    // jsdom lays nothing out: this heading is the one on screen.
    heading.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    main.append(heading);
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(old).not.toHaveAttribute('tabindex');
    main.remove();
  });

  it('a new search on the same page opens at the top too', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { go } = renderAt('/');
    scrollWindowTo(500);
    go('/?category=garden');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a #hash opens the page at the element it names', async () => {
    const target = document.createElement('h2');
    target.id = 'the deposit';
    document.body.append(target);
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView');
    const { go } = renderAt('/');
    go('/rental-terms#the%20deposit');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledOnce());
    target.remove();
  });
});
