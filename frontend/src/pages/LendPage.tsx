/** Placeholder until the page is built. */
export default function LendPage() {
  return <h1 className="p-8 text-2xl font-semibold">List Your Tool</h1>;
}
