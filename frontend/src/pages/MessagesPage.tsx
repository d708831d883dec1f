/** Placeholder until the page is built. */
export default function MessagesPage() {
  return <h1 className="p-8 text-2xl font-semibold">Messages</h1>;
}
