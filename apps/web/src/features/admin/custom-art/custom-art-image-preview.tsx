import type { CustomArt } from '@artshop/shared';
import { Modal } from '../../../components/ui/modal';
import { fullName } from './custom-art-filter';

interface CustomArtImagePreviewProps {
  request: CustomArt | null;
  onClose: () => void;
}

/** The reference image at full size (spec section 2: 'an enlarged image preview'). */
export function CustomArtImagePreview({ request, onClose }: CustomArtImagePreviewProps) {
  return (
    <Modal open={request?.artUrl != null} title="Reference Image" onClose={onClose}>
      {request?.artUrl && (
        <figure>
          <img
            src={request.artUrl}
            alt={`Reference image sent by ${fullName(request)}`}
            className="max-h-[70vh] w-full rounded-lg bg-clay-100 object-contain"
          />
          <figcaption className="mt-3 flex items-center justify-between gap-3 text-sm text-ink-soft">
            <span>{fullName(request)}</span>
            <a
              href={request.artUrl}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-clay-700 underline hover:text-clay-900"
            >
              Open in a new tab
            </a>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
