import {
  forgotPasswordSchema,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordResetMessages,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { useLocation } from '../../../lib/router';
import { PageHead } from '../../../components/seo/page-head';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useForgotPasswordMutation } from '../password-reset.api';
import { emailFromState } from '../components/email-from-state';

/** /forgot-password: asks for the account's email and answers the same whoever it belongs to. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UNEXPECTED_ERROR);
      return;
    }
    try {
      const { message } = await forgotPassword(parsed.data).unwrap();
      setSent(message || passwordResetMessages.linkSent);
    } catch (failure) {
      setError(errorMessage(failure, UNEXPECTED_ERROR));
    }
  };

  return (
    <AuthCard title="Forgot Password" prompt="Remembered it?" linkTo="/signin" linkLabel="Sign In">
      <PageHead title="Forgot Password" path="/forgot-password" />
      {sent ? (
        <div className="space-y-4">
          <p role="status" className="rounded-lg bg-clay-100 p-4 text-ink">
            {sent}
          </p>
          <p className="text-sm text-ink-soft">
            The link works for {PASSWORD_RESET_TOKEN_MINUTES} minutes. Nothing in your inbox? Check
            the spam folder, or ask again in a few minutes.
          </p>
          <ButtonLink to="/signin" size="xl" className="w-full">
            Back to Sign In
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <p className="text-sm text-ink-soft">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError('');
            }}
          />
          <FormMessage text={error} />
          <Button type="submit" disabled={isLoading} size="xl" className="w-full">
            {isLoading ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
