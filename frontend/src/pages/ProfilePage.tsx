/** Placeholder until the page is built. */
export default function ProfilePage() {
  return <h1 className="p-8 text-2xl font-semibold">Profile Settings</h1>;
}
