import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { AuthRequired } from '../../shared/ui/AuthRequired';
import { Spinner } from '../../shared/ui/Spinner';
import { useAuth } from '../accounts';
import { ChatPanes } from './components/ChatPanes';
import { CloseButton } from '../../shared/ui/CloseButton';
import { useModalDialog } from '../../shared/ui/useModalDialog';
import { MESSAGES_SIGNED_OUT } from './signedOut';

/**
 * The chat overlay the header's message icon opens: full-screen on phones (the list, then the
 * thread), a split one-third / two-thirds panel on larger screens. Closes with its button, with
 * Escape, on the backdrop, and when the page changes (e.g. a link inside it was followed).
 */
export function ChatOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, loading } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  useModalDialog(panel, { open, onClose });

  // Following a link from inside (or any navigation) closes it.
  const { pathname } = useLocation();
  const closeOnNavigation = useEffectEvent(() => onClose());
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (open && previousPath.current !== pathname) closeOnNavigation();
    previousPath.current = pathname;
  }, [open, pathname]);

  if (!open) return null;

  // In <body>: the header that opens it may create its own containing block (a backdrop blur), which would trap a fixed element.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden
        className="absolute inset-0 hidden bg-slate-900/40 md:block dark:bg-black/60"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Messages"
        tabIndex={-1}
        className="absolute inset-0 flex flex-col bg-white text-slate-900 focus:outline-none md:inset-auto md:top-20 md:right-6 md:h-[600px] md:max-h-[calc(100vh-6rem)] md:w-[min(56rem,calc(100vw-3rem))] md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:shadow-2xl dark:bg-slate-900 dark:text-slate-100 md:dark:border-slate-800"
      >
        <CloseButton onClick={onClose} label="Close messages" className="absolute top-3 right-3 z-10" />
        {loading ? (
          <div className="flex flex-1 items-center justify-center text-blue-600 dark:text-blue-400">
            <Spinner />
          </div>
        ) : user ? (
          <ChatPanes />
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <AuthRequired message={MESSAGES_SIGNED_OUT} />
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
