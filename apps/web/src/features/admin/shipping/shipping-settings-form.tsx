import {
  shippingSettingsMessages as m,
  shippingSettingsSchema,
  splitPinPrefixes,
  type ShippingSettingsResponse,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSaveShippingSettingsMutation } from './shipping.api';

interface Fields {
  minDays: string;
  maxDays: string;
  codAvailable: boolean;
  prefixes: string;
}

const fieldsOf = ({ settings }: ShippingSettingsResponse): Fields => ({
  minDays: String(settings.minDays),
  maxDays: String(settings.maxDays),
  codAvailable: settings.codAvailable,
  prefixes: settings.blockedPinPrefixes.join(', '),
});

/** What the form sends: typed numbers as numbers, the prefixes split from the one box. */
const inputOf = (fields: Fields) => ({
  minDays: fields.minDays.trim() === '' ? Number.NaN : Number(fields.minDays),
  maxDays: fields.maxDays.trim() === '' ? Number.NaN : Number(fields.maxDays),
  codAvailable: fields.codAvailable,
  blockedPinPrefixes: splitPinPrefixes(fields.prefixes),
});

type Errors = Partial<Record<'minDays' | 'maxDays' | 'prefixes', string>>;

/** The first message per field from the server's own schema. */
function errorsOf(fields: Fields): Errors {
  const result = shippingSettingsSchema.safeParse(inputOf(fields));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] === 'blockedPinPrefixes' ? 'prefixes' : issue.path[0];
    if ((key === 'minDays' || key === 'maxDays' || key === 'prefixes') && !errors[key]) {
      errors[key] = issue.message;
    }
  }
  return errors;
}

/**
 * The delivery days, cash on delivery and blocked PIN prefixes that estimates answer with
 * (decision 0092), checked with the server's schema before sending.
 */
export function ShippingSettingsForm({ data }: { data: ShippingSettingsResponse }) {
  const codId = useId();
  const [fields, setFields] = useState(() => fieldsOf(data));
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useSaveShippingSettingsMutation();

  const edit = (name: 'minDays' | 'maxDays' | 'prefixes') => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const found = errorsOf(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save(shippingSettingsSchema.parse(inputOf(fields))).unwrap();
      setFields(fieldsOf(saved));
      toast.success(m.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Saving failed. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-ink-soft">{data.shiprocket ? m.shiprocketOn : m.shiprocketOff}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.minDaysLabel}
          value={fields.minDays}
          onChange={edit('minDays')}
          error={errors.minDays}
          inputMode="numeric"
          maxLength={2}
        />
        <TextField
          label={m.maxDaysLabel}
          value={fields.maxDays}
          onChange={edit('maxDays')}
          error={errors.maxDays}
          inputMode="numeric"
          maxLength={2}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={codId}
          type="checkbox"
          checked={fields.codAvailable}
          onChange={(event) => setFields((c) => ({ ...c, codAvailable: event.target.checked }))}
          className="h-4 w-4 accent-clay-700"
        />
        <label htmlFor={codId} className="text-sm font-medium text-clay-900">
          {m.codLabel}
        </label>
      </div>
      <TextField
        label={m.prefixesLabel}
        value={fields.prefixes}
        onChange={edit('prefixes')}
        error={errors.prefixes}
        hint={m.prefixesHint}
        rows={3}
        spellCheck={false}
      />
      <div>
        <Button type="submit" shape="rounded" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
