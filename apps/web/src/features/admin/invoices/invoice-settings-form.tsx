import {
  findIndianState,
  INDIAN_STATES,
  invoiceSettingsMessages,
  invoiceSettingsSchema,
  orderLifecycleUi as ui,
  type InvoiceSettingsResponse,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { hasFieldErrors, validate, type FieldErrors } from '../../../lib/field-errors';
import { useSaveInvoiceSettingsMutation } from './invoices.api';

interface SellerFields {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

/** The form's values from the server's: the state by its listed name, whatever alias set it. */
function sellerFields({ settings }: InvoiceSettingsResponse): SellerFields {
  return {
    legalName: settings.legalName,
    address: settings.address,
    state: findIndianState(settings.state)?.name ?? '',
    gstin: settings.gstin ?? '',
  };
}

const selectClass =
  'mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2.5 text-ink focus:border-clay-700 focus:outline-none';

/**
 * The seller on invoices (decision 0048): legal name, address, state (a list, so the GST state code
 * is always right) and the optional GSTIN. Checked with the server's own schema before sending.
 */
export function InvoiceSettingsForm({ data }: { data: InvoiceSettingsResponse }) {
  const stateId = useId();
  const stateErrorId = useId();
  const [fields, setFields] = useState(() => sellerFields(data));
  const [errors, setErrors] = useState<FieldErrors<SellerFields>>({});
  const [save, { isLoading }] = useSaveInvoiceSettingsMutation();

  const edit = (name: keyof SellerFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = validate(invoiceSettingsSchema, fields);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    try {
      const saved = await save({
        legalName: fields.legalName.trim(),
        address: fields.address.trim(),
        state: fields.state,
        gstin: fields.gstin.trim() || null,
      }).unwrap();
      setFields(sellerFields(saved));
      toast.success(invoiceSettingsMessages.saved);
    } catch (failure) {
      toast.error(`${ui.settingsSaveFailed} ${errorMessage(failure, 'Please try again.')}`);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {!data.saved && <p className="text-sm text-ink-soft">{ui.sellerNotSaved}</p>}
      <TextField
        label={ui.legalNameLabel}
        value={fields.legalName}
        onChange={edit('legalName')}
        error={errors.legalName}
        maxLength={200}
        autoComplete="organization"
      />
      <TextField
        label={ui.addressLabel}
        value={fields.address}
        onChange={edit('address')}
        error={errors.address}
        maxLength={500}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={stateId} className="block text-sm font-medium text-clay-900">
            {ui.stateLabel}
          </label>
          <select
            id={stateId}
            value={fields.state}
            onChange={(event) => edit('state')(event.target.value)}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? stateErrorId : undefined}
            className={selectClass}
          >
            <option value="">{ui.statePlaceholder}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id={stateErrorId} className="mt-1 text-sm text-red-700">
              {errors.state}
            </p>
          )}
        </div>
        <TextField
          label={ui.gstinLabel}
          value={fields.gstin}
          onChange={(value) => edit('gstin')(value.toUpperCase())}
          error={errors.gstin}
          maxLength={15}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <p className="text-sm text-ink-soft">{ui.gstinHint}</p>
      <div>
        <Button type="submit" shape="rounded" disabled={isLoading}>
          {isLoading ? ui.saving : ui.saveSettings}
        </Button>
      </div>
    </form>
  );
}
