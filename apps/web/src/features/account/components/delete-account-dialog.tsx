import { privacyMessages } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAppDispatch } from '../../../store/hooks';
import { logout } from '../../../store/session-actions';
import { useDeleteAccountMutation } from '../account.api';

/**
 * 'Delete my account': the password again, then the account is erased (decision 0104) and the
 * session ends here as on the server. A paid order not yet delivered, or the last admin, is refused
 * with the server's sentence.
 */
interface DeleteAccountDialogProps {
  onClose: () => void;
  /** Called once the account is erased, before the session ends in the store. */
  onDeleted: () => void;
}

export function DeleteAccountDialog({ onClose, onDeleted }: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(privacyMessages.passwordRequired);
      return;
    }
    try {
      const { message } = await deleteAccount({ password }).unwrap();
      // The account page leaves for the home page, not the sign-in it shows a signed-out visitor.
      onDeleted();
      dispatch(logout());
      toast.success(message);
    } catch (failure) {
      setError(errorMessage(failure, 'Your account could not be deleted. Please try again.'));
    }
  };

  return (
    <Modal open title={privacyMessages.deleteConfirmTitle} onClose={() => !isLoading && onClose()}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p className="text-ink">{privacyMessages.deleteConfirmText}</p>
        <div className="mt-4">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError('');
            }}
          />
        </div>
        <FormMessage text={error} />
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" disabled={isLoading} onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? 'Deleting...' : privacyMessages.deleteConfirmButton}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
