import { addressBookMessages, type SavedAddress } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { savedAddressText } from '../lib/display';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteSavedAddressMutation } from '../account.api';

interface DeleteAddressDialogProps {
  address: SavedAddress;
  onClose: () => void;
}

/** 'Delete address': a saved address goes only once the customer confirms (decision 0090). */
export function DeleteAddressDialog({ address, onClose }: DeleteAddressDialogProps) {
  const [deleteSavedAddress, { isLoading }] = useDeleteSavedAddressMutation();

  const confirm = async () => {
    try {
      await deleteSavedAddress(address.id).unwrap();
      toast.success(addressBookMessages.deleted);
    } catch (error) {
      toast.error(errorMessage(error, addressBookMessages.deleteFailed));
    }
    onClose();
  };

  return (
    <Modal open title={addressBookMessages.deleteTitle} onClose={() => !isLoading && onClose()}>
      <p className="text-ink">{addressBookMessages.deleteConfirm(savedAddressText(address))}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={isLoading} onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => void confirm()}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
