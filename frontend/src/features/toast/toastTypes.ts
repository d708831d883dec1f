export type ToastKind = 'success' | 'error' | 'info' | 'pending';

/** A link shown after a toast's text, e.g. a transaction on the block explorer. */
export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: ToastLink;
}
