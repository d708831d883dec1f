import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertCircle, CheckCircle2, Eye, EyeOff, Loader2, Wallet } from 'lucide-react';
import { useAuth } from '../AuthProvider';
import { useWeb3 } from '../../wallet';
import { authFailureMessage, validateAuthForm, type AuthMode } from '../authValidation';

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/40 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';
const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-300';
const textLinkClass =
  'rounded font-medium text-blue-600 hover:text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400 dark:hover:text-blue-300';

/**
 * Sign in and sign up (§2 Auth). What the user typed is kept when something fails; switching
 * modes keeps the e-mail and password too.
 */
export function AuthForm() {
  const { login, register } = useAuth();
  const { isConnected, isConnecting, connect } = useWeb3();
  const navigate = useNavigate();
  const ids = useId();

  const [mode, setMode] = useState<AuthMode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const signingUp = mode === 'signUp';

  const switchMode = () => {
    setMode(signingUp ? 'signIn' : 'signUp');
    setError(null);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const invalid = validateAuthForm(mode, password, confirmPassword);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSubmitting(true);
    try {
      if (signingUp) await register(email, password);
      else await login(email, password);
      // A router navigation settles on its own; a failure to sign in is caught below.
      void navigate('/');
    } catch (failure) {
      setError(authFailureMessage(failure));
      setSubmitting(false);
    }
  };

  const passwordType = showPassword ? 'text' : 'password';

  return (
    <div className="w-full max-w-md">
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {signingUp ? 'Create a new account' : 'Sign in to your account'}
      </h1>
      <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
        <button type="button" onClick={switchMode} className={textLinkClass}>
          {signingUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </button>
      </p>

      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {error && (
          <div
            role="alert"
            className="mb-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>{error}</span>
          </div>
        )}

        <form
          onSubmit={(event) => {
            void submit(event);
          }}
          className="space-y-5"
        >
          <div>
            <label htmlFor={`${ids}-email`} className={labelClass}>
              Email address
            </label>
            <input
              id={`${ids}-email`}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={`${inputClass} mt-1`}
              placeholder="you@example.com"
            />
          </div>

          <div>
            <label htmlFor={`${ids}-password`} className={labelClass}>
              Password
            </label>
            <div className="relative mt-1">
              <input
                id={`${ids}-password`}
                type={passwordType}
                autoComplete={signingUp ? 'new-password' : 'current-password'}
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={`${inputClass} pr-11`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-400 dark:hover:text-slate-200"
              >
                {showPassword ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
              </button>
            </div>
            {signingUp && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">At least 8 characters.</p>}
          </div>

          {signingUp && (
            <div>
              <label htmlFor={`${ids}-confirm`} className={labelClass}>
                Confirm password
              </label>
              <input
                id={`${ids}-confirm`}
                type={passwordType}
                autoComplete="new-password"
                required
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
                className={`${inputClass} mt-1`}
              />
            </div>
          )}

          {!signingUp && (
            <div className="flex justify-end">
              {/* Inert, as specified: password recovery is not offered yet. */}
              <button type="button" className={`${textLinkClass} text-sm`}>
                Forgot your password?
              </button>
            </div>
          )}

          <button
            type="submit"
            disabled={submitting}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-4 py-2.5 font-medium text-white shadow-sm hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70 dark:focus-visible:ring-offset-slate-900"
          >
            {submitting && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {submitting ? 'Processing...' : signingUp ? 'Sign up' : 'Sign in'}
          </button>
        </form>

        <div className="mt-6 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          Or
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        </div>

        <button
          type="button"
          onClick={() =>
            void connect().catch((failure: unknown) => console.error('Failed to connect wallet:', failure))
          }
          disabled={isConnected || isConnecting}
          className={`mt-6 flex w-full items-center justify-center gap-2 rounded-lg border px-4 py-2.5 font-medium focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:cursor-not-allowed ${
            isConnected
              ? 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950/40 dark:text-green-300'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-70 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {isConnected ? (
            <CheckCircle2 className="h-4 w-4" aria-hidden />
          ) : isConnecting ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Wallet className="h-4 w-4" aria-hidden />
          )}
          {isConnected ? 'Wallet Connected' : isConnecting ? 'Connecting...' : 'Connect Wallet'}
        </button>
        <p className="mt-2 text-center text-xs text-slate-500 dark:text-slate-400">
          A connected wallet is linked to your account when you sign in.
        </p>
      </div>
    </div>
  );
}
