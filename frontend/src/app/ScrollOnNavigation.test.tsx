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
  it('opens a new page at its top, and Back returns to where the page was left', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { go } = renderAt('/');
    scrollWindowTo(640);

    go('/tools/tool-1');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);

    go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('a new search on the same page opens at the top too', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { go } = renderAt('/');
    scrollWindowTo(500);
    go('/?category=garden');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a #hash opens the page at the element it names', () => {
    const target = document.createElement('h2');
    target.id = 'the deposit';
    document.body.append(target);
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView');
    const { go } = renderAt('/');
    go('/rental-terms#the%20deposit');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    target.remove();
  });
});
