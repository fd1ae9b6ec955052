import { ACCOUNT_EMAIL_PATTERN, authMessages, signupSchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../lib/use-page-title';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { SignupChecklist } from '../components/signup-checklist';
import { signupChecklistLines, type SignupValues } from '../components/signup-rules';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { useSignupMutation } from '../auth-forms.api';

export const SIGNUP_INVALID = 'Please ensure all fields are valid before submitting.';

const empty: SignupValues = { name: '', phone: '', email: '', password: '' };

export function SignupPage() {
  usePageTitle('Create Account');
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const [values, setValues] = useState<SignupValues>(empty);
  const [error, setError] = useState('');
  const [signup, { isLoading }] = useSignupMutation();
  const finish = useFinishSignIn();

  if (isLoggedIn) return <Navigate to="/" replace />;

  const valid = signupSchema.safeParse(values).success;
  const emailTyped = values.email.trim() !== '';
  const emailError =
    emailTyped && !ACCOUNT_EMAIL_PATTERN.test(values.email.trim())
      ? authMessages.emailInvalid
      : undefined;

  const set = (field: keyof SignupValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) {
      setError(SIGNUP_INVALID);
      return;
    }
    try {
      finish(await signup(parsed.data).unwrap());
    } catch (failure) {
      setError(errorMessage(failure, UNEXPECTED_ERROR));
    }
  };

  return (
    <AuthCard
      title="Create Account"
      prompt="Already have an account?"
      linkTo="/signin"
      linkLabel="Sign In"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label="Full Name"
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onChange={set('phone')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={emailError}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <SignupChecklist lines={signupChecklistLines(values)} />
        <FormMessage text={error} />
        <button
          type="submit"
          disabled={!valid || isLoading}
          className="w-full rounded-full bg-clay-700 px-6 py-3 font-semibold text-white transition hover:bg-clay-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isLoading ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
