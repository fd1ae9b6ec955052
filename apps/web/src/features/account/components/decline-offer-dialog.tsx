import { fillMessage, formatINR, offerMessages, offerUi, type Offer } from '@artshop/shared';
import { toast } from '../../../lib/toast';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useDeclineOfferMutation } from '../account.api';

interface DeclineOfferDialogProps {
  offer: Offer;
  onClose: () => void;
}

/** 'Decline this offer?': declining is final, so the customer confirms it first. */
export function DeclineOfferDialog({ offer, onClose }: DeclineOfferDialogProps) {
  const [declineOffer, { isLoading }] = useDeclineOfferMutation();

  const decline = async () => {
    try {
      await declineOffer(offer.id).unwrap();
      toast.success(offerMessages.declined);
    } catch (error) {
      // A refusal (the offer was paid, withdrawn or lapsed meanwhile) says why in the server's words.
      const status = errorStatus(error);
      const refused = status !== undefined && status >= 400 && status < 500;
      toast.error(refused ? errorMessage(error, offerUi.declineFailed) : offerUi.declineFailed);
    }
    onClose();
  };

  return (
    <Modal open title={offerMessages.declineConfirm} onClose={() => !isLoading && onClose()}>
      <p className="text-ink">
        {fillMessage(offerUi.declineMessage, {
          title: offer.title,
          price: formatINR(offer.price),
        })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={isLoading} onClick={onClose}>
          {offerUi.declineKeep}
        </Button>
        <Button variant="danger" disabled={isLoading} onClick={() => void decline()}>
          {isLoading ? offerUi.declining : offerUi.declineYes}
        </Button>
      </div>
    </Modal>
  );
}
