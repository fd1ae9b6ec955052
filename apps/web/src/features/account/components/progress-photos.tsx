import { commissionMessages, fillMessage, offerUi, type CommissionPhoto } from '@artshop/shared';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { formatAccountDate } from '../lib/display';

/** The admin's progress photos as thumbnails; each opens large with its caption. */
export function ProgressPhotos({ photos }: { photos: readonly CommissionPhoto[] }) {
  const [shown, setShown] = useState<CommissionPhoto | null>(null);
  if (photos.length === 0) return null;
  const label = (photo: CommissionPhoto) => photo.caption || offerUi.photoAlt;

  return (
    <section>
      <h4 className="font-semibold text-clay-900">{commissionMessages.progressPhotos}</h4>
      <ul
        aria-label={commissionMessages.progressPhotos}
        className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4"
      >
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setShown(photo)}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-stone-200 transition hover:ring-clay-400"
            >
              <img
                src={photo.url}
                alt={label(photo)}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
            {photo.caption && (
              <p className="mt-1 line-clamp-2 text-xs text-ink-soft">{photo.caption}</p>
            )}
          </li>
        ))}
      </ul>
      {shown && (
        <Modal open title={label(shown)} onClose={() => setShown(null)}>
          <img
            src={shown.url}
            alt={label(shown)}
            className="max-h-[70vh] w-full rounded-lg object-contain"
          />
          <p className="mt-2 text-sm text-ink-soft">
            {fillMessage(offerUi.photoAdded, { date: formatAccountDate(shown.createdAt) })}
          </p>
        </Modal>
      )}
    </section>
  );
}
