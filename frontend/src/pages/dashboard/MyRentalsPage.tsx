/** Placeholder until the page is built. */
export default function MyRentalsPage() {
  return <h1 className="p-8 text-2xl font-semibold">My Rentals</h1>;
}
