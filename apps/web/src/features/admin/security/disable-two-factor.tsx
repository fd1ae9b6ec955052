import { adminTwoFactorDisableSchema, adminTwoFactorMessages as m } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useDisableTwoFactorMutation } from './two-factor.api';

/**
 * Turning two-factor sign-in off takes a fresh proof: a current code (or a recovery code), or the
 * password for an admin whose phone is gone.
 */
export function DisableTwoFactor() {
  const [withPassword, setWithPassword] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminTwoFactorDisableSchema.safeParse(
      withPassword ? { password: value } : { code: value },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.disableProofRequired);
      return;
    }
    try {
      const { message } = await disable(parsed.data).unwrap();
      toast.success(message);
    } catch (failure) {
      setError(errorMessage(failure, m.wrongCodeOrPassword));
    }
  };

  const switchMode = () => {
    setWithPassword((current) => !current);
    setValue('');
    setError('');
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
        {withPassword ? (
          <TextField
            key="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(next) => {
              setValue(next);
              setError('');
            }}
          />
        ) : (
          <TextField
            key="code"
            label="Current code or recovery code"
            autoComplete="one-time-code"
            value={value}
            onChange={(next) => {
              setValue(next);
              setError('');
            }}
          />
        )}
      </div>
      <FormMessage text={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" variant="danger" shape="rounded" disabled={isLoading}>
          {isLoading ? 'Turning off...' : 'Turn off'}
        </Button>
        <button
          type="button"
          onClick={switchMode}
          className="text-sm font-medium text-clay-700 underline hover:text-clay-900"
        >
          {withPassword ? 'Use a code instead' : 'Use my password instead'}
        </button>
      </div>
    </form>
  );
}
