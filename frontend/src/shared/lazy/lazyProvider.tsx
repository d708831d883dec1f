import {
  lazy,
  memo,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type Context,
  type ReactNode,
} from 'react';
import { ErrorCatcher } from '../ui/ErrorCatcher';

/** Resolves with the loaded provider's current value (at once when it has loaded). */
export type WhenLoaded<V> = () => Promise<V>;

/**
 * A context provider whose code is a chunk of its own, loaded after the first paint. Its children
 * render at once with `placeholder(whenLoaded)` (a value that says "nothing yet"; its actions wait
 * for the loaded provider with `whenLoaded`), then with the loaded provider's value. The children
 * stay mounted throughout: the provider renders beside them and hands its value up, so nothing the
 * user has started (a typed search, the focus) is lost when it arrives.
 *
 * `load` gives the provider component, which must provide `context` to its children; its props
 * other than children are passed on. What it renders besides its children (a dialog) shows after them.
 */
export function lazyProvider<V, P extends object>(
  context: Context<V | null>,
  placeholder: (whenLoaded: WhenLoaded<V>) => V,
  load: () => Promise<ComponentType<P & { children: ReactNode }>>,
) {
  // memo: the provider renders again when its props or its own state change, not when it hands its value up.
  const Provider = memo(lazy(() => load().then((component) => ({ default: component }))));

  function HandValueUp({ onValue }: { onValue: (value: V) => void }) {
    const value = useContext(context);
    useLayoutEffect(() => {
      if (value !== null) onValue(value);
    }, [value, onValue]);
    return null;
  }

  function LazyProvider({ children, ...props }: P & { children: ReactNode }) {
    const loaded = useRef<{ value: V | null; waiting: ((value: V) => void)[] }>({ value: null, waiting: [] });
    const [value, setValue] = useState(() =>
      placeholder(() => {
        const { value: current } = loaded.current;
        return current === null
          ? new Promise<V>((resolve) => loaded.current.waiting.push(resolve))
          : Promise.resolve(current);
      }),
    );
    const [handValueUp] = useState(() => (
      <HandValueUp
        onValue={(next: V) => {
          loaded.current.value = next;
          loaded.current.waiting.splice(0).forEach((resolve) => resolve(next));
          setValue(next);
        }}
      />
    ));
    return (
      <>
        <context.Provider value={value}>{children}</context.Provider>
        {/* A provider whose code cannot be downloaded leaves the placeholder (the page still works without it). */}
        <ErrorCatcher fallback={(error) => failedToLoad(error)}>
          <Suspense fallback={null}>
            <Provider {...(props as P)}>{handValueUp}</Provider>
          </Suspense>
        </ErrorCatcher>
      </>
    );
  }
  return LazyProvider;
}

function failedToLoad(error: unknown): null {
  console.error('A provider failed to load:', error);
  return null;
}
