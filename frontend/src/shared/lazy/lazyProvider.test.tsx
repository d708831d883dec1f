import { describe, expect, it } from 'vitest';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyProvider, type WhenLoaded } from './lazyProvider';
import { deferred } from '../../test/deferred';

interface Greeting {
  text: string;
  greet: (name: string) => Promise<string>;
}
const GreetingContext = createContext<Greeting | null>(null);

function HelloProvider({ children, punctuation }: { children: ReactNode; punctuation: string }) {
  const value: Greeting = {
    text: `Hello${punctuation}`,
    greet: (name) => Promise.resolve(`Hello, ${name}${punctuation}`),
  };
  return <GreetingContext.Provider value={value}>{children}</GreetingContext.Provider>;
}

const beforeLoad = (whenLoaded: WhenLoaded<Greeting>): Greeting => ({
  text: 'not yet',
  greet: (name) => whenLoaded().then((loaded) => loaded.greet(name)),
});

/** Reads the context, and keeps a counter of its own that a remount would reset. */
function Consumer() {
  const greeting = useContext(GreetingContext);
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {greeting?.text} {clicks}
    </button>
  );
}

describe('lazyProvider', () => {
  it('shows the placeholder until the provider loads, then its value, without remounting the children', async () => {
    const load = deferred<typeof HelloProvider>();
    const Provider = lazyProvider(GreetingContext, beforeLoad, () => load.promise);
    render(
      <Provider punctuation="!">
        <Consumer />
      </Provider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('not yet 0');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('not yet 1');

    await act(async () => load.resolve(HelloProvider));
    expect(await screen.findByRole('button', { name: 'Hello! 1' })).toBeInTheDocument();
  });

  it("the placeholder's actions wait for the loaded provider", async () => {
    const load = deferred<typeof HelloProvider>();
    const Provider = lazyProvider(GreetingContext, beforeLoad, () => load.promise);
    const asked: Promise<string>[] = [];
    function GreetEarly() {
      const greeting = useContext(GreetingContext);
      if (greeting && asked.length === 0) asked.push(greeting.greet('Sam'));
      return null;
    }
    render(
      <Provider punctuation=".">
        <GreetEarly />
      </Provider>,
    );
    await act(async () => load.resolve(HelloProvider));
    // Asked of the placeholder on the first render, answered by the loaded provider.
    await expect(Promise.all(asked)).resolves.toEqual(['Hello, Sam.']);
  });
});
