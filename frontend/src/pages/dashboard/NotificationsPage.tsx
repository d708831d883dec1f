/** Placeholder until the page is built. */
export default function NotificationsPage() {
  return <h1 className="p-8 text-2xl font-semibold">Notifications</h1>;
}
