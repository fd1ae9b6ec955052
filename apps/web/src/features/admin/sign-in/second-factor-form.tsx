import { adminTwoFactorMessages as m, adminSigninVerifySchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSignInVerifyMutation } from '../admin.api';

/** Answers after which the challenge is gone: only the password can start a new one. */
const CHALLENGE_OVER: readonly string[] = [m.challengeExpired, m.tooManyWrongCodes];

interface SecondFactorFormProps {
  /** The code was right: the admin session is open. */
  onSignedIn: () => void;
  /** Back to email and password, with the reason to show there ('' when the admin chose to). */
  onRestart: (reason: string) => void;
}

/**
 * The sign-in's second step for an admin with two-factor sign-in on: the authenticator's code, or
 * one recovery code instead.
 */
export function SecondFactorForm({ onSignedIn, onRestart }: SecondFactorFormProps) {
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState('');
  const [verify, { isLoading }] = useAdminSignInVerifyMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminSigninVerifySchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.codeRequired);
      return;
    }
    try {
      await verify(parsed.data).unwrap();
      onSignedIn();
    } catch (failure) {
      const message = errorMessage(failure, m.invalidCode);
      if (CHALLENGE_OVER.includes(message)) {
        onRestart(message);
        return;
      }
      setError(message);
      setCode('');
    }
  };

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setCode('');
    setError('');
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-6 space-y-4">
      <p className="text-sm text-ink">{useRecovery ? m.enterRecoveryCode : m.enterCode}</p>
      {useRecovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          autoFocus
        />
      ) : (
        <TextField
          key="totp"
          label="Authentication code"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          autoFocus
        />
      )}
      <FormMessage text={error} />
      <Button type="submit" disabled={isLoading} size="xl" className="w-full">
        {isLoading ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <button
          type="button"
          onClick={switchMode}
          className="font-medium text-clay-700 underline hover:text-clay-900"
        >
          {useRecovery ? m.useAuthenticator : m.useRecoveryCode}
        </button>
        <button
          type="button"
          onClick={() => onRestart('')}
          className="text-ink-soft underline hover:text-ink"
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
