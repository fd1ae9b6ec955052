import type { CustomArt } from '@artshop/shared';
import { formatIndiaDate } from '../../../lib/dates';
import { AdminCardList, AdminTable, AdminTableRow } from '../components/admin-table';
import { CustomArtStatusBadge } from './custom-art-status-badge';
import { CustomArtThumb } from './custom-art-thumb';
import { fullName } from './custom-art-filter';
import { Button } from '../../../components/ui/button';

interface CustomArtListProps {
  requests: readonly CustomArt[];
  /** The id of the request whose status change is on its way, if any. */
  busyId: string | null;
  onView: (request: CustomArt) => void;
  onEnlarge: (request: CustomArt) => void;
  onComplete: (request: CustomArt) => void;
}

type ActionsProps = Pick<CustomArtListProps, 'busyId' | 'onView' | 'onComplete'> & {
  request: CustomArt;
};

/** View, and Mark Completed only while the request is pending (spec section 4). */
function Actions({ request, busyId, onView, onComplete }: ActionsProps) {
  return (
    <div className="flex flex-wrap gap-2 whitespace-nowrap">
      <Button variant="secondary" size="sm" shape="rounded" onClick={() => onView(request)}>
        View
      </Button>
      {request.status === 'pending' && (
        <Button
          variant="success"
          size="sm"
          shape="rounded"
          onClick={() => onComplete(request)}
          disabled={busyId === request.id}
        >
          Mark Completed
        </Button>
      )}
    </div>
  );
}

const COLUMNS = [
  { label: <span className="sr-only">Image</span> },
  'Name',
  'Email',
  'Phone',
  'Date',
  'Status',
  'Actions',
];

/** The requests as a table on wide screens and as cards on phones (spec section 2). */
export function CustomArtList({ requests, ...handlers }: CustomArtListProps) {
  return (
    <>
      <AdminTable columns={COLUMNS}>
        {requests.map((request) => (
          <AdminTableRow key={request.id}>
            <td className="px-4 py-3">
              <CustomArtThumb request={request} onEnlarge={handlers.onEnlarge} />
            </td>
            <td className="px-4 py-3 font-medium wrap-anywhere text-ink">{fullName(request)}</td>
            <td className="px-4 py-3 wrap-anywhere text-ink">{request.email}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink">{request.phone}</td>
            <td className="px-4 py-3 whitespace-nowrap text-ink">
              {formatIndiaDate(request.createdAt)}
            </td>
            <td className="px-4 py-3">
              <CustomArtStatusBadge status={request.status} />
            </td>
            <td className="px-4 py-3">
              <Actions request={request} {...handlers} />
            </td>
          </AdminTableRow>
        ))}
      </AdminTable>

      <AdminCardList label="Custom art requests">
        {requests.map((request) => (
          <li key={request.id} className="rounded-xl bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <CustomArtThumb request={request} onEnlarge={handlers.onEnlarge} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold wrap-anywhere text-ink">
                    {fullName(request)}
                  </p>
                  <span className="shrink-0">
                    <CustomArtStatusBadge status={request.status} />
                  </span>
                </div>
                <p className="text-sm wrap-anywhere text-ink-soft">{request.email}</p>
                <p className="text-sm text-ink-soft">{request.phone}</p>
                <p className="text-xs text-ink-soft">{formatIndiaDate(request.createdAt)}</p>
              </div>
            </div>
            <div className="mt-3">
              <Actions request={request} {...handlers} />
            </div>
          </li>
        ))}
      </AdminCardList>
    </>
  );
}
