import { signinSchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { SignInFields } from '../../../components/ui/sign-in-fields';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { useSigninMutation } from '../auth-forms.api';

export function SigninPage() {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [signin, { isLoading }] = useSigninMutation();
  const finish = useFinishSignIn();

  if (isLoggedIn) return <Navigate to="/" replace />;

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
    }
  };

  const edit = (update: (value: string) => void) => (value: string) => {
    update(value);
    setError('');
  };

  return (
    <AuthCard title="Sign In" prompt="New here?" linkTo="/signup" linkLabel="Create Account">
      <PageHead title="Sign In" path="/signin" />
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
