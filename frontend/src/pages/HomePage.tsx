/** Placeholder until the page is built. */
export default function HomePage() {
  return <h1 className="p-8 text-2xl font-semibold">Find tools near you</h1>;
}
