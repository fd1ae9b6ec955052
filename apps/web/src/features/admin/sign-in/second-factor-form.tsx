import { adminTwoFactorMessages as m, adminSigninVerifySchema } from '@artshop/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSignInVerifyMutation } from '../admin.api';
import {
  AUTHENTICATOR_CODE_FIELD,
  TwoFactorCodeForm,
  type CodeFieldProps,
  type TypedCode,
} from '../components/two-factor-code-form';

/** Answers after which the challenge is gone: only the password can start a new one. */
const CHALLENGE_OVER: readonly string[] = [m.challengeExpired, m.tooManyWrongCodes];

const TOTP_FIELD: CodeFieldProps = {
  label: 'Authentication code',
  ...AUTHENTICATOR_CODE_FIELD,
  placeholder: '123456',
  autoFocus: true,
};

const RECOVERY_CODE_FIELD: CodeFieldProps = {
  label: 'Recovery code',
  autoComplete: 'off',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'xxxxx-xxxxx',
  autoFocus: true,
};

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
  const [useRecovery, setUseRecovery] = useState(false);
  const [verify, { isLoading }] = useAdminSignInVerifyMutation();

  const send = async (input: TypedCode) => {
    try {
      await verify(input).unwrap();
    } catch (failure) {
      const message = errorMessage(failure, m.invalidCode);
      // Shown under the field, which is emptied for the next try.
      if (!CHALLENGE_OVER.includes(message)) throw failure;
      onRestart(message);
      return;
    }
    onSignedIn();
  };

  return (
    <TwoFactorCodeForm
      // A new form for the other kind of code: the field starts empty and takes the focus.
      key={useRecovery ? 'recovery' : 'totp'}
      schema={adminSigninVerifySchema}
      send={send}
      busy={isLoading}
      field={useRecovery ? RECOVERY_CODE_FIELD : TOTP_FIELD}
      submit={{ label: 'Verify', busyLabel: 'Verifying...', size: 'xl', className: 'w-full' }}
      clearRefused
      className="mt-6 space-y-4"
      actions={(submit) => (
        <>
          {submit}
          <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
            <button
              type="button"
              onClick={() => setUseRecovery((current) => !current)}
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
        </>
      )}
    >
      <p className="text-sm text-ink">{useRecovery ? m.enterRecoveryCode : m.enterCode}</p>
    </TwoFactorCodeForm>
  );
}
