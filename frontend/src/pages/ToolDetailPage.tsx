/** Placeholder until the page is built. */
export default function ToolDetailPage() {
  return <h1 className="p-8 text-2xl font-semibold">Tool</h1>;
}
