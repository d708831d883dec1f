/** Placeholder until the page is built. */
export default function DisputesPage() {
  return <h1 className="p-8 text-2xl font-semibold">Dispute Center</h1>;
}
