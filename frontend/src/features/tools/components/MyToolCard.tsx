import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { usePopoverDismiss } from '../../../shared/ui/usePopoverDismiss';
import { useMenuKeyboard } from '../../../shared/ui/useMenuKeyboard';
import { useTools } from '../ToolsProvider';
import { useToast } from '../../toast';
import { currencyOfTool, type Tool } from '../types';
import { toolErrorMessage, TOOL_ERROR_MESSAGES } from '../toolErrors';
import { CategoryBadge } from './CategoryBadge';
import { needsLinkedWallet } from '../listingRentability';
import { RentingNeedsWallet } from './RentingNeedsWallet';
import { PerDay } from './PerDay';
import { ToolImage } from './ToolImage';

/**
 * A tool in My Tools: photo, 'Currently Rented' banner (`rentedOut` follows the chain too; the badge is
 * the owner's own Available/Unavailable setting), availability, and a menu with View, Edit and Delete
 * (confirmed inline), and why it cannot be rented yet while its owner has no linked wallet. `onDeleted`
 * runs once the tool is gone, so the page can take the focus. `children` follow the availability (the
 * page's on-chain offer panel); `deleteNotice` is shown in the delete confirmation (what deleting leaves
 * behind on chain).
 */
export function MyToolCard({
  tool,
  rentedOut,
  onDeleted,
  children,
  deleteNotice,
}: {
  tool: Tool;
  rentedOut: boolean;
  onDeleted?: () => void;
  children?: ReactNode;
  deleteNotice?: ReactNode;
}) {
  const { deleteTool } = useTools();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openedWith, setOpenedWith] = useState<'first' | 'last'>('first');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuListRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The menu closes on a click elsewhere or Escape (focus goes back to its button).
  usePopoverDismiss({ open: menuOpen, container: menuRef, trigger: menuButtonRef, onClose: () => setMenuOpen(false) });
  const onMenuKeyDown = useMenuKeyboard({
    open: menuOpen,
    menu: menuListRef,
    openedWith,
    onClose: () => setMenuOpen(false),
  });

  // The menu item that asked is gone: focus goes to the confirmation's safe choice.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  const cancelDelete = () => {
    setConfirming(false);
    menuButtonRef.current?.focus();
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await deleteTool(tool.id);
      showToast(`“${tool.name}” was deleted`, 'success');
      onDeleted?.();
    } catch (error) {
      // The specification only logs this failure; a toast tells the user it did not happen.
      console.error('Error deleting tool:', error);
      showToast(toolErrorMessage(error, TOOL_ERROR_MESSAGES.deleteTool), 'error');
      setDeleting(false);
      cancelDelete();
    }
  };

  const menuItem =
    'flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

  return (
    <article
      aria-label={tool.name}
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-t-xl">
        <ToolImage src={tool.imageUrls[0]} alt={tool.name} className="h-full w-full" />
        <CategoryBadge category={tool.category} className="absolute top-3 left-3" />
        {rentedOut && (
          <div className="absolute inset-x-0 bottom-0 bg-red-600/90 py-1.5 text-center text-sm font-semibold text-white">
            Currently Rented
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-3 min-w-0 font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">
            <Link to={`/tools/${tool.id}`} className="hover:text-blue-700 dark:hover:text-blue-400">
              {tool.name}
            </Link>
          </h3>
          <div ref={menuRef} className="relative shrink-0">
            <button
              ref={menuButtonRef}
              type="button"
              onClick={() => {
                setOpenedWith('first');
                setMenuOpen((open) => !open);
              }}
              onKeyDown={(event) => {
                // ArrowDown and ArrowUp open the menu on its first or last item (WAI-ARIA menu button).
                if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
                event.preventDefault();
                setOpenedWith(event.key === 'ArrowUp' ? 'last' : 'first');
                setMenuOpen(true);
              }}
              aria-label={`Actions for ${tool.name}`}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              className="-mt-1 -mr-2 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <MoreVertical className="h-5 w-5" aria-hidden />
            </button>
            {menuOpen && (
              <div
                id={menuId}
                ref={menuListRef}
                role="menu"
                tabIndex={-1}
                aria-label={`Actions for ${tool.name}`}
                onKeyDown={onMenuKeyDown}
                className="absolute right-0 z-20 mt-1 w-40 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
              >
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={menuItem}
                  onClick={() => void navigate(`/tools/${tool.id}`)}
                >
                  <Eye className="h-4 w-4" aria-hidden />
                  View
                </button>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={menuItem}
                  onClick={() => void navigate(`/lend?edit=${encodeURIComponent(tool.id)}`)}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                  Edit
                </button>
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={`${menuItem} text-red-600 dark:text-red-400`}
                  onClick={() => {
                    setMenuOpen(false);
                    setConfirming(true);
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Delete
                </button>
              </div>
            )}
          </div>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <p className="font-bold text-blue-600 dark:text-blue-400">
            <PerDay amount={tool.rentalRate} currency={currencyOfTool(tool)} />
          </p>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
              tool.available
                ? 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300'
                : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            }`}
          >
            {tool.available ? 'Available' : 'Unavailable'}
          </span>
        </div>

        {needsLinkedWallet(tool) && (
          <div className="mt-3">
            <RentingNeedsWallet where="card" />
          </div>
        )}

        {children}

        {confirming && (
          <div
            role="alertdialog"
            aria-label="Confirm deletion"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/50"
          >
            <p className="text-sm text-red-800 dark:text-red-200">
              Are you sure you want to delete this tool? This action cannot be undone.
            </p>
            {deleteNotice}
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={() => void confirmDelete()}
                disabled={deleting}
                className="flex-1 rounded-lg bg-red-600 px-3 py-2 text-sm font-medium text-white hover:bg-red-700 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 dark:focus-visible:ring-offset-slate-900"
              >
                {deleting ? 'Deleting...' : 'Yes, Delete'}
              </button>
              <button
                ref={cancelRef}
                type="button"
                onClick={cancelDelete}
                disabled={deleting}
                className="flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                Cancel
              </button>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
