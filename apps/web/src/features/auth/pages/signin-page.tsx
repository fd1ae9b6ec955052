import { signinSchema, TWO_FACTOR_SIGNIN_CODE } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { PendingActionNotice } from '../components/pending-action-notice';
import { emailFromState } from '../components/email-from-state';
import { afterSignInPath } from '../../../lib/pending-action';
import { useSigninMutation } from '../auth-forms.api';

/** An account with two-factor sign-in on is refused here with this code (decision 0071). */
function needsBackOfficeSignin(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return false;
  const { data } = failure as { data: unknown };
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === TWO_FACTOR_SIGNIN_CODE
  );
}

export function SigninPage() {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const location = useLocation();
  // After a password reset the account's email comes along (decision 0081).
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  // The server's answer to a two-factor account: the message, and the way to the right door.
  const [toBackOffice, setToBackOffice] = useState(false);
  const [signin, { isLoading }] = useSigninMutation();
  const finish = useFinishSignIn();

  // Where a finished sign-in goes too, so the two moves agree (decision 0080).
  if (isLoggedIn) return <Navigate to={afterSignInPath()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signinSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please fill in all fields.');
      return;
    }
    try {
      finish(await signin(parsed.data).unwrap());
    } catch (failure) {
      setError(errorMessage(failure, UNEXPECTED_ERROR));
      setToBackOffice(needsBackOfficeSignin(failure));
    }
  };

  const edit = (update: (value: string) => void) => (value: string) => {
    update(value);
    setError('');
    setToBackOffice(false);
  };

  return (
    <AuthCard title="Sign In" prompt="New here?" linkTo="/signup" linkLabel="Create Account">
      <PageHead title="Sign In" path="/signin" />
      <PendingActionNotice />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <SignInFields
          email={email}
          password={password}
          onEmailChange={edit(setEmail)}
          onPasswordChange={edit(setPassword)}
          emailAutoComplete="email"
          error={error}
          busy={isLoading}
        />
        {toBackOffice && (
          <p className="text-center text-sm">
            <Link to="/admin" className="font-semibold text-clay-700 underline hover:text-clay-900">
              Go to the back-office sign-in
            </Link>
          </p>
        )}
        {/* The typed email goes along in the link's state, so it is not typed twice (nor put in a URL). */}
        <p className="text-center text-sm">
          <Link
            to="/forgot-password"
            state={{ email }}
            className="font-semibold text-clay-700 underline hover:text-clay-900"
          >
            Forgot password?
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
