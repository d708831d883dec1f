/** Placeholder until the page is built. */
export default function MyToolsPage() {
  return <h1 className="p-8 text-2xl font-semibold">My Tools</h1>;
}
