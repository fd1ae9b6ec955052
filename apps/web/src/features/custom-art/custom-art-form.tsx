import {
  CUSTOM_ART_DESCRIPTION_MAX,
  customArtFieldsSchema,
  customArtMessages,
  type CustomArtFieldsInput,
} from '@artshop/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { TextFields, type FieldSpec } from '../../components/ui/text-field';
import { UploadProgress } from '../../components/ui/upload-progress';
import { ImagePicker } from './image-picker';
import { ReferenceIdeas } from './reference-ideas';
import { referenceImageError } from './reference-image';
import { uploadCustomArt } from './upload-custom-art';
import { Button } from '../../components/ui/button';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';

type Fields = Required<CustomArtFieldsInput>;

const emptyFields: Fields = { firstName: '', lastName: '', email: '', phone: '', description: '' };

/** Side by side on wide screens. */
const nameFields: FieldSpec<keyof Fields>[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
];

const contactFields: FieldSpec<keyof Fields>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  // No maxLength: '98765 43210' or '+91 98765 43210' must arrive whole; the schema keeps the ten
  // digits and refuses what is not a mobile number, in words (decision 0078).
  { name: 'phone', label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'description',
    label: 'Artwork Description (optional)',
    rows: 4,
    maxLength: CUSTOM_ART_DESCRIPTION_MAX,
    placeholder: 'Tell us about the piece you have in mind: the occasion, the people, the colours.',
  },
];

/** The custom stone art request form (spec sections 2 and 8 'Custom art'). */
export function CustomArtForm() {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  // A new key clears the file input after a successful submit.
  const [pickerKey, setPickerKey] = useState(0);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const edit = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const pick = (chosen: File | null) => {
    if (!chosen) return;
    const error = referenceImageError(chosen);
    setImageError(error ?? undefined);
    setFile(error ? null : chosen);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const image = referenceImageError(file);
    const parsed = customArtFieldsSchema.safeParse(fields);
    setImageError(image ?? undefined);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (image || !file || !parsed.success) return;

    // What the schema made of the fields: the names tidied, the phone as its ten digits.
    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) form.append(name, value);
    form.append('image', file);
    setBusy(true);
    setPercent(0);
    abort.current = new AbortController();
    try {
      await uploadCustomArt(form, setPercent, abort.current.signal);
      toast.success(customArtMessages.submitted);
      setFields(emptyFields);
      setFile(null);
      setPickerKey((key) => key + 1);
    } catch (failure) {
      if (abort.current.signal.aborted) return;
      toast.error(failure instanceof Error ? failure.message : customArtMessages.submitFailed);
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5 rounded-2xl border border-clay-100 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-clay-900">Reference Image</h2>
        <ReferenceIdeas />
      </div>
      <ImagePicker key={pickerKey} file={file} onChange={pick} error={imageError} disabled={busy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields fields={nameFields} values={fields} errors={errors} onChange={edit} />
      </div>
      <TextFields fields={contactFields} values={fields} errors={errors} onChange={edit} />
      {percent !== null && <UploadProgress label="Uploading image" percent={percent} />}
      <Button type="submit" disabled={busy} size="xl">
        {busy ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
