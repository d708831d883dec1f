/** Placeholder until the page is built. */
export default function AuthPage() {
  return <h1 className="p-8 text-2xl font-semibold">Sign in to your account</h1>;
}
