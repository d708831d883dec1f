// The public surface of features/notifications: other features, pages and the app import only what is here.
export { NotificationList } from './NotificationList';
export { notificationsFromRentals } from './rentalNotifications';
export { useNotifications } from './useNotifications';
