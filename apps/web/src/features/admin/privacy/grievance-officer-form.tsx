import { grievanceOfficerSchema, privacyMessages as m, type PrivacyNotice } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSaveGrievanceOfficerMutation } from './privacy.api';

type Errors = Partial<Record<'grievanceName' | 'grievanceEmail', string>>;

/** The grievance officer the /privacy notice names, checked with the server's schema. */
export function GrievanceOfficerForm({ data }: { data: PrivacyNotice }) {
  const [fields, setFields] = useState({
    grievanceName: data.grievanceName,
    grievanceEmail: data.grievanceEmail,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useSaveGrievanceOfficerMutation();

  const edit = (name: keyof Errors) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = grievanceOfficerSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'grievanceName' || key === 'grievanceEmail') && !found[key]) {
          found[key] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    try {
      await save(parsed.data).unwrap();
      toast.success(m.grievanceSaved);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Saving failed. Please try again.'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-ink-soft">{m.grievanceIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.grievanceNameLabel}
          value={fields.grievanceName}
          onChange={edit('grievanceName')}
          error={errors.grievanceName}
          autoComplete="name"
        />
        <TextField
          label={m.grievanceEmailLabel}
          type="email"
          value={fields.grievanceEmail}
          onChange={edit('grievanceEmail')}
          error={errors.grievanceEmail}
          autoComplete="email"
        />
      </div>
      <div>
        <Button type="submit" shape="rounded" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
