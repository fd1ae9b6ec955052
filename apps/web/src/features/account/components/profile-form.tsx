import {
  checkoutLabels,
  formMessages,
  INDIAN_STATE_CHOICES,
  indianStateName,
  orderMessages,
  profileSchema,
  type User,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdateProfileMutation } from '../account.api';
import { errorMessage } from '../../../lib/api-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField, TextFields } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

/** The shop only ships in India, so the country is shown locked (spec: 'the country field is locked'). */
export const SHOP_COUNTRY = 'India';

const fields = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'street', label: 'Street', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
] as const;

/**
 * The state and PIN code follow the checkout's rules and words (decision 0090, after 0084): a
 * state from the list, India's 'PIN code'.
 */
const PIN_FIELD = {
  name: 'zip',
  label: checkoutLabels.zip,
  inputMode: 'numeric',
  autoComplete: 'postal-code',
} as const;

type ProfileField = (typeof fields)[number]['name'] | 'state' | 'zip';
const ALL_FIELDS: readonly ProfileField[] = [...fields.map(({ name }) => name), 'state', 'zip'];
type ProfileValues = Record<ProfileField, string>;
type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Each field's first message: the address's parts answer under their own fields (decision 0078). */
function profileErrors(issues: readonly { path: PropertyKey[]; message: string }[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const { path, message } of issues) {
    const field = (path[0] === 'address' ? path[1] : path[0]) as ProfileField;
    if (ALL_FIELDS.includes(field)) errors[field] ??= message;
  }
  return errors;
}

const valuesOf = (user: User): ProfileValues => ({
  name: user.name,
  phone: user.phone ?? '',
  street: user.address.street ?? '',
  city: user.address.city ?? '',
  // A state typed before the list shows as the list's name, or empty (decision 0084).
  state: indianStateName(user.address.state) ?? '',
  zip: user.address.zip ?? '',
});

interface ProfileFormProps {
  user: User;
  /** Back to the view mode, after a save or on Cancel. */
  onDone: () => void;
}

/** Edit mode of the profile: Save is enabled only when something changed. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const initial = valuesOf(user);
  const [values, setValues] = useState<ProfileValues>(initial);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const changed = ALL_FIELDS.some((name) => values[name] !== initial[name]);
  const unchangedId = useId();
  // A refused save puts the focus on the first field to fix (decision 0081).
  const [formRef, focusFirstInvalid] = useFocusFirstInvalid();

  const change = (name: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setError('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name, phone, ...address } = values;
    const parsed = profileSchema.safeParse({
      name,
      phone,
      address: { ...address, country: SHOP_COUNTRY },
    });
    if (!parsed.success) {
      const found = profileErrors(parsed.error.issues);
      setErrors(found);
      focusFirstInvalid();
      // A message no field shows (none today) still reaches the form's line.
      if (Object.keys(found).length === 0) {
        setError(parsed.error.issues[0]?.message ?? 'Please check the fields.');
      }
      return;
    }
    try {
      await updateProfile(parsed.data).unwrap();
      toast.success('Profile updated successfully');
      onDone();
    } catch (failure) {
      // The spec shows no failure handling; the server's sentence is the most useful thing to show.
      setError(errorMessage(failure, 'Failed to update profile'));
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields fields={fields} values={values} errors={errors} onChange={change} />
        <SelectField
          label={checkoutLabels.state}
          autoComplete="address-level1"
          options={INDIAN_STATE_CHOICES}
          placeholder={orderMessages.statePlaceholder}
          value={values.state}
          error={errors.state}
          onChange={(value) => change('state', value)}
        />
        <TextFields fields={[PIN_FIELD]} values={values} errors={errors} onChange={change} />
        <TextField label="Country" value={SHOP_COUNTRY} readOnly aria-readonly="true" />
      </div>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <div className="flex gap-3">
        <Button
          type="submit"
          disabled={!changed || isLoading}
          size="lg"
          aria-describedby={changed ? undefined : unchangedId}
        >
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" size="lg" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {!changed && (
        <p id={unchangedId} className="text-sm text-ink-soft">
          {formMessages.nothingToSave}
        </p>
      )}
    </form>
  );
}
