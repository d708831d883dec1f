/** Placeholder until the page is built. */
export default function UserProfilePage() {
  return <h1 className="p-8 text-2xl font-semibold">User profile</h1>;
}
