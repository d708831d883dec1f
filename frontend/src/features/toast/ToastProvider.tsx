import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadedToastItem, preloadToasts, type ToastItemComponent } from './toastItemLoader';
import type { Toast, ToastKind, ToastLink } from './toastTypes';

export type { Toast, ToastKind, ToastLink } from './toastTypes';

interface ToastContextValue {
  /** Shows a toast and returns its id. A `pending` toast stays until it is dismissed or replaced. */
  showToast: (message: string, kind?: ToastKind) => number;
  /** Replaces a toast's text and kind in place (e.g. pending → success) and restarts its timer. */
  updateToast: (id: number, message: string, kind: ToastKind, link?: ToastLink) => void;
  dismissToast: (id: number) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback((message: string, kind: ToastKind = 'info') => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, message }]);
    return id;
  }, []);

  // A new toast object restarts its timer (ToastItem).
  const updateToast = useCallback((id: number, message: string, kind: ToastKind, link?: ToastLink) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { id, kind, message, ...(link ? { link } : {}) } : toast)),
    );
  }, []);

  const value = useMemo(() => ({ showToast, updateToast, dismissToast }), [showToast, updateToast, dismissToast]);
  const [ToastItem, setToastItem] = useState(loadedToastItem);
  useEffect(() => {
    if (ToastItem) return;
    let mounted = true;
    preloadToasts()
      .then((loaded) => mounted && setToastItem(() => loaded))
      // Offline: the page works on without toasts rather than failing as a whole.
      .catch((error: unknown) => console.error('The toasts failed to load:', error));
    return () => {
      mounted = false;
    };
  }, [ToastItem]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/*
        Two live regions that are always on the page (errors assertive, the rest polite) hold the
        toasts, which are not live regions themselves: nested regions would read each toast twice.
      */}
      <div className="pointer-events-none fixed top-[4.5rem] right-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 sm:top-auto sm:bottom-4">
        <div role="status" className="flex flex-col gap-2">
          {ToastItem && (
            <ToastList
              Item={ToastItem}
              toasts={toasts.filter((toast) => toast.kind !== 'error')}
              onDismiss={dismissToast}
            />
          )}
        </div>
        <div role="alert" className="flex flex-col gap-2">
          {ToastItem && (
            <ToastList
              Item={ToastItem}
              toasts={toasts.filter((toast) => toast.kind === 'error')}
              onDismiss={dismissToast}
            />
          )}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** The toasts of one live region. */
function ToastList({
  Item,
  toasts,
  onDismiss,
}: {
  Item: ToastItemComponent;
  toasts: Toast[];
  onDismiss: (id: number) => void;
}) {
  return toasts.map((toast) => <Item key={toast.id} toast={toast} onDismiss={onDismiss} />);
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
