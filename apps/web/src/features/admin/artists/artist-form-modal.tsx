import {
  artistAdminUi,
  artistInputSchema,
  artistMessages,
  type AdminArtist,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors } from '../../../lib/field-errors';
import { toast } from '../../../lib/toast';
import { FormActions } from '../components/form-actions';
import { useSaveAdminArtistMutation } from './artists.api';

type Values = { name: string; slug: string; city: string; bio: string };
type Errors = Partial<Record<keyof Values, string>>;

interface ArtistFormModalProps {
  /** The profile to edit, or null to add one. */
  artist: AdminArtist | null;
  open: boolean;
  onClose: () => void;
}

/** Add or edit a profile: name, address name (slug), city and a short bio (decision 0108). */
export function ArtistFormModal({ artist, open, onClose }: ArtistFormModalProps) {
  const initial: Values = {
    name: artist?.name ?? '',
    slug: artist?.slug ?? '',
    city: artist?.city ?? '',
    bio: artist?.bio ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useSaveAdminArtistMutation();

  const set = (key: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = artistInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Errors);
      return;
    }
    try {
      await save({ id: artist?.id, input: values }).unwrap();
      toast.success(artistMessages.saved);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, artistAdminUi.saveFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={artist ? artistAdminUi.edit(artist.name) : artistAdminUi.add}
      onClose={onClose}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField
          label={artistAdminUi.nameLabel}
          required
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={artistAdminUi.slugLabel}
          autoComplete="off"
          value={values.slug}
          onChange={set('slug')}
          error={errors.slug}
          hint={artistAdminUi.slugHint}
        />
        <TextField
          label={artistAdminUi.cityLabel}
          value={values.city}
          onChange={set('city')}
          error={errors.city}
        />
        <TextField
          label={artistAdminUi.bioLabel}
          rows={4}
          value={values.bio}
          onChange={set('bio')}
          error={errors.bio}
        />
        <FormActions
          submitLabel={artistAdminUi.save}
          busyLabel={artistAdminUi.saving}
          busy={isLoading}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
