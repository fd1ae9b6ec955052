import {
  CUSTOM_ART_DESCRIPTION_MAX,
  customArtFieldsSchema,
  customArtMessages,
  customArtReference,
  customArtReferenceLine,
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
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid';

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
];

/** Under the ideas that fill it (decision 0081). */
const descriptionFields: FieldSpec<keyof Fields>[] = [
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
  // The reference of the request just sent, shown until the next one (decision 0081).
  const [reference, setReference] = useState<string | null>(null);
  const [form, focusFirstInvalid] = useFocusFirstInvalid();
  const sent = useRef<HTMLDivElement>(null);
  // The confirmation is at the top of the form, the sender at its button: bring it into view.
  useEffect(() => {
    if (reference) sent.current?.scrollIntoView?.({ block: 'center' });
  }, [reference]);

  useEffect(() => () => abort.current?.abort(), []);

  const edit = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // An idea is written into the description (after what is there), which then has the focus.
  const pickIdea = (idea: string) => {
    const current = fields.description.trim();
    edit('description', current ? `${current}\n${idea}` : idea);
    form.current?.querySelector('textarea')?.focus();
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
    if (image || !file || !parsed.success) {
      focusFirstInvalid();
      return;
    }

    // What the schema made of the fields: the names tidied, the phone as its ten digits.
    const body = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) body.append(name, value);
    body.append('image', file);
    setBusy(true);
    setPercent(0);
    abort.current = new AbortController();
    setReference(null);
    try {
      const { customArt } = await uploadCustomArt(body, setPercent, abort.current.signal);
      toast.success(customArtMessages.submitted);
      setReference(customArtReference(customArt.id));
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
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-5 rounded-2xl border border-clay-100 bg-white p-6 shadow-sm"
    >
      {reference && (
        <div
          ref={sent}
          role="status"
          className="rounded-lg bg-green-50 px-4 py-3 text-green-900 ring-1 ring-green-200"
        >
          <p className="font-semibold">{customArtMessages.received}</p>
          <p className="mt-1 text-sm">{customArtReferenceLine(reference)}</p>
        </div>
      )}
      <h2 className="text-lg font-semibold text-clay-900">Reference Image</h2>
      <ImagePicker key={pickerKey} file={file} onChange={pick} error={imageError} disabled={busy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields fields={nameFields} values={fields} errors={errors} onChange={edit} />
      </div>
      <TextFields fields={contactFields} values={fields} errors={errors} onChange={edit} />
      <ReferenceIdeas onPick={pickIdea} />
      <TextFields fields={descriptionFields} values={fields} errors={errors} onChange={edit} />
      {percent !== null && <UploadProgress label="Uploading image" percent={percent} />}
      <Button type="submit" disabled={busy} size="xl">
        {busy ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  );
}
