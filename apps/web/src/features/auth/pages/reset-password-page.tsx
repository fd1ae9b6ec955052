import {
  authMessages,
  INVALID_RESET_TOKEN_CODE,
  passwordResetMessages,
  RESET_TOKEN_PATTERN,
  resetPasswordFormSchema,
  signupChecklist,
} from '@artshop/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { PageHead } from '../../../components/seo/page-head';
import { errorMessage } from '../../../lib/api-error';
import { UNEXPECTED_ERROR } from '../components/unexpected-error';
import { AuthCard } from '../components/auth-card';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SignupChecklist } from '../components/signup-checklist';
import { signupChecklistLines } from '../components/signup-rules';
import { useResetPasswordMutation } from '../password-reset.api';

// The sign-up checklist's password lines: a new password follows the sign-up rules.
const passwordLines = new Set<string>([
  signupChecklist.passwordLetter,
  signupChecklist.passwordDigitOrSpecial,
  signupChecklist.passwordLength,
]);

function isInvalidTokenError(failure: unknown): boolean {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return false;
  const { data } = failure as { data: unknown };
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === INVALID_RESET_TOKEN_CODE
  );
}

/** A dead link (used, expired, unknown or cut off): say so and offer a new one. */
function InvalidLink() {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {passwordResetMessages.invalidToken}
      </p>
      <ButtonLink to="/forgot-password" size="xl" className="w-full">
        Ask for a New Link
      </ButtonLink>
    </div>
  );
}

/** /reset-password?token=…: the email's link; a new password, then the sign-in page. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [linkDead, setLinkDead] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const frame = (children: ReactNode) => (
    <AuthCard title="Reset Password" prompt="Remembered it?" linkTo="/signin" linkLabel="Sign In">
      <PageHead title="Reset Password" noindex />
      {children}
    </AuthCard>
  );
  if (linkDead || !RESET_TOKEN_PATTERN.test(token)) return frame(<InvalidLink />);

  const values = { token, password, confirmPassword };
  const valid = resetPasswordFormSchema.safeParse(values).success;
  const lines = signupChecklistLines({ name: '', phone: '', email: '', password }).filter((line) =>
    passwordLines.has(line.label),
  );
  const mismatch =
    confirmPassword !== '' && confirmPassword !== password
      ? authMessages.passwordsDoNotMatch
      : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? UNEXPECTED_ERROR);
      return;
    }
    try {
      const { message } = await resetPassword({ token, password }).unwrap();
      toast.success(message);
      void navigate('/signin', { replace: true });
    } catch (failure) {
      if (isInvalidTokenError(failure)) setLinkDead(true);
      else setError(errorMessage(failure, UNEXPECTED_ERROR));
    }
  };

  const edit = (update: (value: string) => void) => (value: string) => {
    update(value);
    setError('');
  };

  return frame(
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={edit(setPassword)}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={edit(setConfirmPassword)}
        error={mismatch}
      />
      <SignupChecklist lines={lines} label="Password requirements" />
      <FormMessage text={error} />
      <Button type="submit" disabled={!valid || isLoading} size="xl" className="w-full">
        {isLoading ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>,
  );
}
