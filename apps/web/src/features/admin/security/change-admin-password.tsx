import { adminChangePasswordFormSchema, authMessages } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextFields, type FieldSpec } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { AUTHENTICATOR_CODE_FIELD } from '../components/two-factor-code-form';
import { useChangeAdminPasswordMutation } from './two-factor.api';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '', code: '' };
type Field = keyof typeof empty;

const password = (name: Field, label: string, autoComplete: string): FieldSpec<Field> => ({
  name,
  label,
  autoComplete,
  type: 'password',
});

const passwordFields = [
  password('oldPassword', 'Current password', 'current-password'),
  password('newPassword', 'New password', 'new-password'),
  password('confirmPassword', 'Confirm new password', 'new-password'),
];
const codeField: FieldSpec<Field> = {
  name: 'code',
  label: 'Current code or recovery code',
  ...AUTHENTICATOR_CODE_FIELD,
  // A recovery code is longer than the app's 6 digits.
  maxLength: 40,
};

/**
 * The signed-in admin's password (decision 0071): the current one, and with two-factor sign-in on
 * a current code too, from a sign-in of the last few minutes (the server says so when it is older).
 */
export function ChangeAdminPassword({ twoFactorOn }: { twoFactorOn: boolean }) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState('');
  const [change, { isLoading }] = useChangeAdminPasswordMutation();
  const fields = twoFactorOn ? [...passwordFields, codeField] : passwordFields;

  const set = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code, ...passwords } = values;
    const parsed = adminChangePasswordFormSchema.safeParse(
      twoFactorOn ? { ...passwords, code } : passwords,
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? authMessages.changePasswordBody);
      return;
    }
    const { confirmPassword: _confirmed, ...body } = parsed.data;
    try {
      const { message } = await change(body).unwrap();
      toast.success(message);
      setValues(empty);
    } catch (failure) {
      setError(errorMessage(failure, authMessages.changePasswordBody));
    }
  };

  return (
    <section
      aria-labelledby="password-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="password-title" className="text-lg font-semibold text-clay-900">
        Password
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3 sm:max-w-xs">
        <TextFields fields={fields} values={values} onChange={set} />
        <FormMessage text={error} />
        <Button type="submit" shape="rounded" disabled={isLoading}>
          {isLoading ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
