import { authMessages, changePasswordFormSchema } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useChangePasswordMutation } from '../account.api';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../components/ui/text-field';

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: Update Password is enabled only when the new one is non-empty and confirmed. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { newPassword, confirmPassword } = values;
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;
  const ready = newPassword !== '' && newPassword === confirmPassword;

  const set = (key: keyof typeof empty) => (value: string) => {
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
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={set('oldPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={set('confirmPassword')}
      />
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {mismatch ? authMessages.passwordsDoNotMatch : error}
      </p>
      <button
        type="submit"
        disabled={!ready || isLoading}
        className="rounded-full bg-clay-700 px-6 py-2.5 font-semibold text-white hover:bg-clay-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isLoading ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
