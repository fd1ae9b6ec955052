import {
  ACCOUNT_EMAIL_PATTERN,
  authMessages,
  formMessages,
  PRIVACY_NOTICE_PATH,
  privacyMessages,
  signupSchema,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { TextFields, type FieldSpec } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { SignupChecklist } from '../components/signup-checklist';
import { signupRuleLines, type SignupValues } from '../components/signup-rules';
import { useFinishSignIn } from '../components/use-finish-sign-in';
import { PendingActionNotice } from '../components/pending-action-notice';
import { afterSignInPath } from '../../../lib/pending-action';
import { useSignupMutation } from '../auth-forms.api';
import { Button } from '../../../components/ui/button';

export const SIGNUP_INVALID = 'Please ensure all fields are valid before submitting.';

const empty: SignupValues = { name: '', phone: '', email: '', password: '' };

const fields: FieldSpec<keyof SignupValues>[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  // Typed as people write it ('+91 98765 43210'); the schema keeps the ten digits (decision 0078).
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export function SignupPage() {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  const [values, setValues] = useState<SignupValues>(empty);
  const [error, setError] = useState('');
  const [signup, { isLoading }] = useSignupMutation();
  const finish = useFinishSignIn();
  const waitingId = useId();

  // Where a finished sign-in goes too, so the two moves agree (decision 0080).
  if (isLoggedIn) return <Navigate to={afterSignInPath()} replace />;

  const valid = signupSchema.safeParse(values).success;
  // The fields still to fill in or fix, named beside the disabled button (decision 0078).
  const waitingFor = fields
    .filter(({ name }) => !signupSchema.shape[name].safeParse(values[name]).success)
    .map(({ label }) => label);
  const rules = signupRuleLines(values);
  const hints = {
    name: <SignupChecklist lines={rules.name} />,
    phone: <SignupChecklist lines={rules.phone} />,
    password: <SignupChecklist lines={rules.password} />,
  };
  const emailTyped = values.email.trim() !== '';
  const emailError =
    emailTyped && !ACCOUNT_EMAIL_PATTERN.test(values.email.trim())
      ? authMessages.emailInvalid
      : undefined;

  const set = (field: keyof SignupValues, value: string) => {
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
      <PageHead title="Create Account" path="/signup" />
      <PendingActionNotice />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextFields
          fields={fields}
          values={values}
          onChange={set}
          errors={{ email: emailError }}
          hints={hints}
        />
        <FormMessage text={error} />
        <Button
          type="submit"
          disabled={!valid || isLoading}
          size="xl"
          className="w-full"
          aria-describedby={waitingFor.length > 0 ? waitingId : undefined}
        >
          {isLoading ? 'Creating Account...' : 'Create Account'}
        </Button>
        {waitingFor.length > 0 && (
          <p id={waitingId} className="text-center text-sm text-ink-soft">
            {formMessages.fillInToContinue(waitingFor)}
          </p>
        )}
        <p className="text-center text-sm text-ink-soft">
          {privacyMessages.signupNotice}{' '}
          <Link to={PRIVACY_NOTICE_PATH} className="font-medium text-clay-700 underline">
            {privacyMessages.noticeLink}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
