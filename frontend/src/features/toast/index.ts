// The public surface of features/toast: other features, pages and the app import only what is here.
export { ToastProvider, useToast, type ToastLink } from './ToastProvider';
