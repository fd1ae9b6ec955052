import { authMessages, changePasswordFormSchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useChangePasswordMutation } from '../account.api';
import { errorMessage } from '../../../lib/api-error';
import { TextFields, type FieldSpec } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

type Field = keyof typeof empty;

const password = (name: Field, label: string, autoComplete: string): FieldSpec<Field> => ({
  name,
  label,
  autoComplete,
  type: 'password',
});

const fields = [
  password('oldPassword', 'Current Password', 'current-password'),
  password('newPassword', 'New Password', 'new-password'),
  password('confirmPassword', 'Confirm New Password', 'new-password'),
];

/** Change password: Update Password is enabled only when the new one is non-empty and confirmed. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { newPassword, confirmPassword } = values;
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;
  const ready = newPassword !== '' && newPassword === confirmPassword;

  const set = (key: Field, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setError('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Failed to update password');
      return;
    }
    try {
      const { message } = await changePassword({
        oldPassword: parsed.data.oldPassword,
        newPassword: parsed.data.newPassword,
      }).unwrap();
      toast.success(message || authMessages.passwordUpdated);
      setValues(empty);
    } catch (failure) {
      const text = errorMessage(failure, 'Failed to update password');
      setError(text);
      toast.error(text);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <h3 className="text-lg font-semibold text-clay-900">Change Password</h3>
      <TextFields fields={fields} values={values} onChange={set} />
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {mismatch ? authMessages.passwordsDoNotMatch : error}
      </p>
      <Button type="submit" disabled={!ready || isLoading} size="lg">
        {isLoading ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
