import {
  COMMISSION_CAPTION_MAX,
  commissionMessages,
  fillMessage,
  offerAdminUi as ui,
  type CommissionPhoto,
} from '@artshop/shared';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/dates';
import {
  useAddCustomArtPhotoMutation,
  useDeleteCustomArtPhotoMutation,
  useGetCustomArtPhotosQuery,
} from './custom-art.api';

const captionOf = (photo: CommissionPhoto) => photo.caption || ui.untitledPhoto;

function PhotoList({ requestId }: { requestId: string }) {
  const { data, isLoading, isError } = useGetCustomArtPhotosQuery(requestId, {
    refetchOnMountOrArgChange: true,
  });
  const [deletePhoto, { isLoading: deleting }] = useDeleteCustomArtPhotoMutation();

  const remove = async (photo: CommissionPhoto) => {
    try {
      await deletePhoto({ id: requestId, photoId: photo.id }).unwrap();
      toast.success(commissionMessages.photoDeleted);
    } catch (failure) {
      toast.error(`${ui.deletePhotoFailed} ${errorMessage(failure, 'Please try again.')}`);
    }
  };

  if (isLoading) return null;
  if (isError) return <p className="text-sm text-red-700">{ui.photosLoadFailed}</p>;
  if (!data || data.length === 0) return <p className="text-sm text-ink-soft">{ui.noPhotos}</p>;
  return (
    <ul aria-label={ui.photosHeading} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {data.map((photo) => (
        <li key={photo.id} className="rounded-lg border border-clay-100 p-2">
          <img
            src={photo.url}
            alt={fillMessage(ui.photoAlt, { caption: captionOf(photo) })}
            loading="lazy"
            className="aspect-square w-full rounded-md bg-clay-100 object-cover"
          />
          <div className="mt-1 flex items-start justify-between gap-1">
            <div className="min-w-0 text-xs">
              {photo.caption && <p className="wrap-anywhere text-ink">{photo.caption}</p>}
              <p className="text-ink-soft">{formatIndiaDate(photo.createdAt)}</p>
            </div>
            <Button
              variant="danger-ghost"
              size="icon"
              shape="rounded"
              disabled={deleting}
              onClick={() => void remove(photo)}
              aria-label={fillMessage(ui.deletePhoto, { caption: captionOf(photo) })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function UploadForm({ requestId }: { requestId: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [failure, setFailure] = useState('');
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [addPhoto, { isLoading }] = useAddCustomArtPhotoMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!file) {
      setFailure(commissionMessages.photoRequired);
      return;
    }
    const form = new FormData();
    form.append('caption', caption.trim());
    form.append('photo', file);
    setFailure('');
    try {
      await addPhoto({ id: requestId, form }).unwrap();
      toast.success(commissionMessages.photoAdded);
      setFile(null);
      setCaption('');
      setInputKey((key) => key + 1);
    } catch (error) {
      setFailure(`${ui.uploadFailed} ${errorMessage(error, 'Please try again.')}`);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-clay-900">
          {ui.photoLabel}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/*"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFailure('');
          }}
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-clay-100 file:px-3 file:py-2 file:font-medium file:text-clay-900"
        />
      </div>
      <TextField
        label={ui.captionLabel}
        value={caption}
        onChange={setCaption}
        maxLength={COMMISSION_CAPTION_MAX}
        autoComplete="off"
      />
      {failure && <FormMessage text={failure} />}
      <div className="flex justify-end">
        <Button type="submit" size="sm" shape="rounded" disabled={isLoading}>
          {isLoading ? ui.uploading : ui.uploadPhoto}
        </Button>
      </div>
    </form>
  );
}

/** The commission's progress photos, which the customer sees in My requests: upload and delete. */
export function ProgressPhotos({ requestId }: { requestId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-clay-100 pt-4">
      <h3 id={headingId} className="font-semibold text-clay-900">
        {ui.photosHeading}
      </h3>
      <PhotoList requestId={requestId} />
      <UploadForm requestId={requestId} />
    </section>
  );
}
