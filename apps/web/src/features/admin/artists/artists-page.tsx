import { artistAdminUi, artistMessages, artistPath, type AdminArtist } from '@artshop/shared';
import { Pencil, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DeleteButton } from '../components/delete-button';
import { ListEmpty, ListLoading } from '../components/list-state';
import { ArtistFormModal } from './artist-form-modal';
import {
  useDeleteAdminArtistMutation,
  useGetAdminArtistsQuery,
  useSetAdminArtistPhotoMutation,
} from './artists.api';

function PhotoInput({ artist }: { artist: AdminArtist }) {
  const [setPhoto, { isLoading }] = useSetAdminArtistPhotoMutation();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      await setPhoto({ id: artist.id, photo: file }).unwrap();
      toast.success(artistAdminUi.photoSaved);
    } catch (failure) {
      toast.error(errorMessage(failure, artistAdminUi.photoFailed));
    }
  };
  return (
    <label className="cursor-pointer text-sm font-medium text-clay-700 underline">
      {isLoading ? artistAdminUi.saving : artist.photo ? 'Change photo' : 'Add photo'}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-label={artistAdminUi.photoLabel(artist.name)}
        className="sr-only"
        disabled={isLoading}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </label>
  );
}

/** /admin/artists: the artists' profiles (decision 0108), added, edited, photographed, deleted. */
export function AdminArtistsPage() {
  const { data, isLoading, isError } = useGetAdminArtistsQuery();
  const [deleteArtist, { isLoading: deleting }] = useDeleteAdminArtistMutation();
  // undefined: closed; null: adding; a profile: editing it.
  const [editing, setEditing] = useState<AdminArtist | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<AdminArtist | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteArtist(toDelete.id).unwrap();
      toast.success(artistMessages.deleted);
    } catch (failure) {
      toast.error(errorMessage(failure, artistAdminUi.deleteFailed));
    }
    setToDelete(null);
  };

  const artists = data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-clay-900">{artistAdminUi.title}</h1>
        <Button shape="rounded" onClick={() => setEditing(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {artistAdminUi.add}
        </Button>
      </div>
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {artistAdminUi.loadFailed}
        </p>
      )}
      {isLoading ? (
        <ListLoading>{artistAdminUi.loading}</ListLoading>
      ) : artists.length === 0 ? (
        <ListEmpty>{artistAdminUi.empty}</ListEmpty>
      ) : (
        <ul aria-label={artistAdminUi.title} className="grid gap-3 md:grid-cols-2">
          {artists.map((artist) => (
            <li key={artist.id} className="flex gap-4 rounded-xl bg-white p-4 shadow-sm">
              <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-clay-100">
                {artist.photo ? (
                  <img
                    src={artist.photo.variants[0]?.url ?? artist.photo.url}
                    alt=""
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <UserRound aria-hidden="true" className="h-8 w-8 text-clay-400" />
                )}
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate font-semibold text-ink">{artist.name}</p>
                <p className="truncate text-sm text-ink-soft">
                  {[artist.city, artistAdminUi.works(artist.productCount)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <a
                    href={artistPath(artist.slug)}
                    target="_blank"
                    rel="noopener"
                    className="text-sm font-medium text-clay-700 underline"
                  >
                    {artistAdminUi.viewPage}
                  </a>
                  <PhotoInput artist={artist} />
                </div>
              </div>
              <div className="flex shrink-0 items-start gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  shape="rounded"
                  aria-label={artistAdminUi.edit(artist.name)}
                  onClick={() => setEditing(artist)}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </Button>
                <DeleteButton
                  label={artistAdminUi.deleteLabel(artist.name)}
                  onClick={() => setToDelete(artist)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined && (
        <ArtistFormModal
          key={editing?.id ?? 'new'}
          artist={editing}
          open
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={artistAdminUi.deleteTitle}
        message={toDelete ? artistAdminUi.deleteConfirm(toDelete.name) : ''}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
