import { adminTwoFactorDisableSchema, adminTwoFactorMessages as m } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useDisableTwoFactorMutation } from './two-factor.api';

/**
 * Turning two-factor sign-in off takes a current code or a recovery code, never the password, and
 * a sign-in from the last few minutes (decision 0071): the server says so when it is older.
 */
export function DisableTwoFactor() {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminTwoFactorDisableSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.disableProofRequired);
      return;
    }
    try {
      const { message } = await disable(parsed.data).unwrap();
      toast.success(message);
    } catch (failure) {
      setError(errorMessage(failure, m.invalidCode));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="disable-title"
      className="space-y-3 border-t border-clay-100 pt-4"
    >
      <h3 id="disable-title" className="font-semibold text-clay-900">
        Turn off two-factor sign-in
      </h3>
      <div className="sm:max-w-xs">
        <TextField
          label="Current code or recovery code"
          autoComplete="one-time-code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setError('');
          }}
        />
      </div>
      <FormMessage text={error} />
      <Button type="submit" variant="danger" shape="rounded" disabled={isLoading}>
        {isLoading ? 'Turning off...' : 'Turn off'}
      </Button>
    </form>
  );
}
