import {
  createOfferInputSchema,
  fillMessage,
  OFFER_DEFAULT_DELIVERY,
  OFFER_DEFAULT_VALID_HOURS,
  OFFER_MAX_VALID_HOURS,
  OFFER_NOTE_MAX,
  offerMessages,
  offerAdminUi as ui,
  type CreateOfferInput,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { FormActions } from '../components/form-actions';
import { useCreateAdminOfferMutation } from './offers.api';

/** Whom the offer goes to: an interested buyer of a painting, or a custom art request. */
export type OfferTarget = (
  { interestId: string; customArtId?: never } | { customArtId: string; interestId?: never }
) & {
  /** The painting's title, or what the request asks for. */
  title: string;
  customer: string;
  /** The painting's listed price in rupees (a custom art quote starts empty). */
  defaultPrice?: number;
};

interface MakeOfferModalProps {
  /** The offer's target; null when closed. */
  target: OfferTarget | null;
  onClose: () => void;
}

/** Rupees as a field shows them: '1500', '1499.50'. */
const amountText = (rupees: number) =>
  Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);

/** A typed number, or NaN for an empty field so the schema answers with its message. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

type Field = 'price' | 'deliveryFee' | 'note' | 'validHours';

/**
 * 'Make offer' (decision 0052): price, delivery fee (default ₹50), an optional note and the
 * validity (default 72 hours), checked with the server's own schema; the server's refusal (sold, no
 * account for the requester...) stays in the modal, success toasts 'Offer sent'.
 */
export function MakeOfferModal({ target, onClose }: MakeOfferModalProps) {
  return (
    <Modal open={target !== null} title={ui.makeOfferTitle} onClose={onClose}>
      {/* Mounted per opening, so every opening starts from the target's defaults. */}
      {target && <MakeOfferForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function MakeOfferForm({ target, onClose }: { target: OfferTarget; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    price: target.defaultPrice === undefined ? '' : amountText(target.defaultPrice),
    deliveryFee: String(OFFER_DEFAULT_DELIVERY),
    note: '',
    validHours: String(OFFER_DEFAULT_VALID_HOURS),
  });
  const [errors, setErrors] = useState<FieldErrors<CreateOfferInput>>({});
  const [failure, setFailure] = useState('');
  const [createOffer, { isLoading }] = useCreateAdminOfferMutation();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const input: CreateOfferInput = {
      ...(target.interestId
        ? { interestId: target.interestId }
        : { customArtId: target.customArtId }),
      price: typed(values.price),
      deliveryFee: typed(values.deliveryFee),
      validHours: typed(values.validHours),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    const checked = createOfferInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setFailure('');
    try {
      await createOffer(input).unwrap();
      toast.success(offerMessages.offerCreated);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, ui.sendFailed));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-ink">
        {fillMessage(ui.makeOfferFor, { title: target.title, customer: target.customer })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={ui.priceLabel}
          value={values.price}
          onChange={(value) => set('price', value)}
          error={errors.price}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField
          label={ui.deliveryLabel}
          value={values.deliveryFee}
          onChange={(value) => set('deliveryFee', value)}
          error={errors.deliveryFee}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <TextField
        label={ui.noteLabel}
        placeholder={ui.notePlaceholder}
        value={values.note}
        onChange={(value) => set('note', value)}
        error={errors.note}
        maxLength={OFFER_NOTE_MAX}
        rows={3}
      />
      <TextField
        label={ui.validHoursLabel}
        value={values.validHours}
        onChange={(value) => set('validHours', value)}
        error={errors.validHours}
        type="number"
        inputMode="numeric"
        min={1}
        max={OFFER_MAX_VALID_HOURS}
        step={1}
      />
      {failure && <FormMessage text={failure} />}
      <FormActions
        submitLabel={ui.sendOffer}
        busyLabel={ui.sending}
        busy={isLoading}
        onCancel={onClose}
      />
    </form>
  );
}
