/** Placeholder until the page is built. */
export default function HistoryPage() {
  return <h1 className="p-8 text-2xl font-semibold">History</h1>;
}
