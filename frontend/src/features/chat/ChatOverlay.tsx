// STUB (replaced by the chat work): the overlay the header's message icon opens.
export function ChatOverlay({ open }: { open: boolean; onClose: () => void }) {
  return open ? null : null;
}
