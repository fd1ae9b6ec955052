import { codMessages, codSettingsSchema, type CodSettings } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSaveCodSettingsMutation } from './cod.api';

type Field = 'maxRupees' | 'feeRupees';
const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Cash on delivery's largest order and its fee (decision 0099), checked with the server's schema. */
export function CodSettingsForm({ settings }: { settings: CodSettings }) {
  const [fields, setFields] = useState({
    maxRupees: String(settings.maxRupees),
    feeRupees: String(settings.feeRupees),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [save, { isLoading }] = useSaveCodSettingsMutation();

  const edit = (name: Field) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = codSettingsSchema.safeParse({
      maxRupees: asNumber(fields.maxRupees),
      feeRupees: asNumber(fields.feeRupees),
    });
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      await save(result.data).unwrap();
      toast.success(codMessages.settingsSaved);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Saving failed. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={codMessages.maxLabel}
          inputMode="numeric"
          value={fields.maxRupees}
          onChange={edit('maxRupees')}
          error={errors.maxRupees}
        />
        <TextField
          label={codMessages.feeLabel}
          inputMode="numeric"
          value={fields.feeRupees}
          onChange={edit('feeRupees')}
          error={errors.feeRupees}
        />
      </div>
      <Button type="submit" disabled={isLoading}>
        Save cash on delivery
      </Button>
    </form>
  );
}
