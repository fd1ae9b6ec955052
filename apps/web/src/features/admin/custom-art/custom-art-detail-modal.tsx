import { customArtReference, type CustomArt, type CustomArtStatus } from '@artshop/shared';
import { Modal } from '../../../components/ui/modal';
import { formatIndiaDateTime } from '../../../lib/dates';
import { Fact } from '../components/fact';
import { CustomArtStatusBadge } from './custom-art-status-badge';
import { CustomArtThumb } from './custom-art-thumb';
import { fullName, statusLabel } from './custom-art-filter';
import { Button } from '../../../components/ui/button';
import { CommissionPanel } from './commission-panel';
import { ProgressPhotos } from './progress-photos';

interface CustomArtDetailModalProps {
  request: CustomArt | null;
  /** True while a status change of this request is on its way. */
  busy: boolean;
  onClose: () => void;
  onEnlarge: (request: CustomArt) => void;
  onSetStatus: (request: CustomArt, status: CustomArtStatus) => void;
  /** Opens 'Make offer' (a quote) for the request. */
  onMakeOffer: (request: CustomArt) => void;
}

const STATUSES: readonly CustomArtStatus[] = ['pending', 'completed'];

/**
 * Every field of one request, its image (click to enlarge) and the status buttons. Spec section 4:
 * here the status can be set either way; the button of the current status is disabled. Below, the
 * commission (decision 0053): its stage, a quote, the stage buttons once paid, and progress photos.
 */
export function CustomArtDetailModal({
  request,
  busy,
  onClose,
  onEnlarge,
  onSetStatus,
  onMakeOffer,
}: CustomArtDetailModalProps) {
  return (
    <Modal open={request !== null} title="Custom art request" onClose={onClose}>
      {request && (
        <div className="space-y-4">
          <CustomArtThumb request={request} onEnlarge={onEnlarge} size="large" />
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <Fact label="Name">{fullName(request)}</Fact>
            <Fact label="Status">
              <CustomArtStatusBadge status={request.status} />
            </Fact>
            <Fact label="Email">
              <a href={`mailto:${request.email}`} className="text-clay-700 underline">
                {request.email}
              </a>
            </Fact>
            <Fact label="Phone">
              <a href={`tel:+91${request.phone}`} className="text-clay-700 underline">
                {request.phone}
              </a>
            </Fact>
            <Fact label="Submitted">{formatIndiaDateTime(request.createdAt)}</Fact>
            {/* What the sender was given to quote (decision 0081). */}
            <Fact label="Reference">{customArtReference(request.id)}</Fact>
            <Fact label="Request ID">
              <span className="font-mono text-xs">{request.id}</span>
            </Fact>
            <Fact label="Description" className="sm:col-span-2">
              <span className="whitespace-pre-line">
                {request.description || 'No description given.'}
              </span>
            </Fact>
          </dl>
          <div
            role="group"
            aria-label="Set status"
            className="flex flex-col gap-2 border-t border-clay-100 pt-4 sm:flex-row sm:justify-end"
          >
            {STATUSES.map((status) => (
              <Button
                key={status}
                variant={status === 'completed' ? 'success' : 'secondary'}
                shape="rounded"
                disabled={busy || request.status === status}
                onClick={() => onSetStatus(request, status)}
              >
                Mark as {statusLabel(status)}
              </Button>
            ))}
          </div>
          <CommissionPanel request={request} onMakeOffer={onMakeOffer} />
          <ProgressPhotos requestId={request.id} />
        </div>
      )}
    </Modal>
  );
}
