import {
  adminTwoFactorMessages,
  authMessages,
  INVALID_RESET_TOKEN_CODE,
  passwordResetMessages,
  RESET_TOKEN_PATTERN,
  resetPasswordFormSchema,
  signupChecklist,
  TWO_FACTOR_CODE_REQUIRED_CODE,
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
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../password-reset.api';

// The sign-up checklist's password lines: a new password follows the sign-up rules.
const passwordLines = new Set<string>([
  signupChecklist.passwordLetter,
  signupChecklist.passwordDigitOrSpecial,
  signupChecklist.passwordLength,
]);

/** Whether the server's refusal carries this error `code`. */
function hasErrorCode(failure: unknown, code: string): boolean {
  if (typeof failure !== 'object' || failure === null || !('data' in failure)) return false;
  const { data } = failure as { data: unknown };
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === code;
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

/**
 * /reset-password?token=…: the email's link; a new password, then the sign-in page. An account with
 * two-factor sign-in on also needs a code (decision 0075): the server says so once the password is
 * sent, and the form then asks for it; the page cannot know before, as the link names no account.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');
  const [linkDead, setLinkDead] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const wellFormed = RESET_TOKEN_PATTERN.test(token);
  // Whether the link still works, before a password is typed (decision 0081). Only the server's
  // 'invalid link' counts as dead: a failed check (offline) leaves the form, whose reset says so.
  const check = useCheckResetLinkQuery(token, {
    skip: !wellFormed,
    refetchOnMountOrArgChange: true,
  });
  const checkedDead = check.isError && hasErrorCode(check.error, INVALID_RESET_TOKEN_CODE);

  const frame = (children: ReactNode) => (
    <AuthCard title="Reset Password" prompt="Remembered it?" linkTo="/signin" linkLabel="Sign In">
      <PageHead title="Reset Password" noindex />
      {children}
    </AuthCard>
  );
  if (linkDead || checkedDead || !wellFormed) return frame(<InvalidLink />);
  if (check.isLoading) {
    return frame(
      <p role="status" className="text-center text-ink-soft">
        {passwordResetMessages.checkingLink}
      </p>,
    );
  }

  const values = needsCode
    ? { token, password, confirmPassword, code }
    : { token, password, confirmPassword };
  const valid =
    resetPasswordFormSchema.safeParse(values).success && (!needsCode || code.trim() !== '');
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
    if (needsCode && !code.trim()) {
      setError(adminTwoFactorMessages.codeRequired);
      return;
    }
    try {
      const { message, email } = await resetPassword(
        needsCode ? { token, password, code } : { token, password },
      ).unwrap();
      toast.success(message);
      // Such an account signs in only at the back-office sign-in (decision 0071). The sign-in
      // page is handed the email, so only the new password is left to type (decision 0081).
      void navigate(needsCode ? '/admin' : '/signin', { replace: true, state: { email } });
    } catch (failure) {
      if (hasErrorCode(failure, INVALID_RESET_TOKEN_CODE)) setLinkDead(true);
      else if (hasErrorCode(failure, TWO_FACTOR_CODE_REQUIRED_CODE)) setNeedsCode(true);
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
      {needsCode && (
        <>
          <p role="status" className="rounded-lg bg-clay-100 p-3 text-sm text-clay-900">
            {passwordResetMessages.twoFactorCodeRequired}
          </p>
          <TextField
            label={passwordResetMessages.codeLabel}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            // A recovery code is longer than the app's 6 digits.
            maxLength={40}
            // It appears after a submit: the next thing to type.
            autoFocus
            value={code}
            onChange={edit(setCode)}
          />
        </>
      )}
      <FormMessage text={error} />
      <Button type="submit" disabled={!valid || isLoading} size="xl" className="w-full">
        {isLoading ? 'Saving...' : 'Reset Password'}
      </Button>
    </form>,
  );
}
