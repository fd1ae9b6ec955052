import { adminSessionMessages, adminSigninSchema } from '@artshop/shared';
import { Lock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { errorMessage } from '../../../lib/api-error';
import { PageHead } from '../../../components/seo/page-head';
import { useAdminSignInMutation, useLazyGetAdminQuery } from '../admin.api';
import { SecondFactorForm } from './second-factor-form';

const DASHBOARD = '/admin/dashboard';

/**
 * /admin (spec section 2 'Admin sign-in'): email and password; an open admin session moves on. An
 * admin with two-factor sign-in on then enters a code (decision 0038).
 */
export function AdminSignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // The password was right and the server asks for the second factor.
  const [needsCode, setNeedsCode] = useState(false);
  const [signIn, { isLoading }] = useAdminSignInMutation();
  const [checkSession] = useLazyGetAdminQuery();

  useEffect(() => {
    let active = true;
    checkSession()
      .unwrap()
      .then(() => {
        if (!active) return;
        // A fixed id, so a repeated check never stacks two toasts.
        toast.success(adminSessionMessages.alreadySignedIn, { id: 'admin-already-signed-in' });
        void navigate(DASHBOARD, { replace: true });
      })
      // No admin session: the form stays.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [checkSession, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminSigninSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? adminSessionMessages.fillAllFields);
      return;
    }
    try {
      const result = await signIn(parsed.data).unwrap();
      if ('twoFactorRequired' in result) {
        setNeedsCode(true);
        return;
      }
      onSignedIn();
    } catch (failure) {
      // Spec section 8: the server's message, else 'Invalid email or password.'.
      setError(errorMessage(failure, adminSessionMessages.invalidCredentials));
    }
  };

  function onSignedIn() {
    toast.success(adminSessionMessages.signedIn);
    void navigate(DASHBOARD, { replace: true });
  }

  const restart = (reason: string) => {
    setNeedsCode(false);
    setPassword('');
    setError(reason);
  };

  const edit = (update: (value: string) => void) => (value: string) => {
    update(value);
    setError('');
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-sand p-4">
      <PageHead title="Admin Sign In" noindex />
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg shadow-clay-900/5 sm:p-8">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-clay-100 text-clay-700">
          <Lock aria-hidden="true" className="h-6 w-6" />
        </div>
        <h1 className="mt-4 text-center text-2xl font-semibold text-clay-900">Admin Sign In</h1>
        <p className="mt-1 text-center text-sm text-ink-soft">
          {needsCode
            ? 'Two-factor sign-in: one more step.'
            : "Sign in to manage the shop's products, orders and requests."}
        </p>
        {needsCode ? (
          <SecondFactorForm onSignedIn={onSignedIn} onRestart={restart} />
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-4">
            <SignInFields
              email={email}
              password={password}
              onEmailChange={edit(setEmail)}
              onPasswordChange={edit(setPassword)}
              emailAutoComplete="username"
              error={error}
              busy={isLoading}
            />
          </form>
        )}
      </div>
    </main>
  );
}
