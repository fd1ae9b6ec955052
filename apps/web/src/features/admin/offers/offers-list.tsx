import { fillMessage, formatINR, offerAdminUi as ui, type AdminOffer } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { formatIndiaDate, formatIndiaDateTime } from '../../../lib/dates';
import { AdminCardList, AdminTable, AdminTableRow } from '../components/admin-table';
import { OfferStatusBadge } from './offer-status-badge';
import { formatTimeLeft, isRunning, shownStatus } from './offer-time';

interface OffersListProps {
  offers: readonly AdminOffer[];
  now: Date;
  onWithdraw: (offer: AdminOffer) => void;
}

const td = 'px-4 py-3 align-top';
const COLUMNS = ['Piece', 'Customer', 'Price', 'Delivery', 'Status', 'Created', 'Actions'];

/** The status pill, with the time left (and its end) while the offer runs. */
function Status({ offer, now }: { offer: AdminOffer; now: Date }) {
  const status = shownStatus(offer, now);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <OfferStatusBadge status={status} />
      {isRunning(status) && (
        <span
          className="text-xs whitespace-nowrap text-ink-soft"
          title={formatIndiaDateTime(offer.expiresAt)}
        >
          {fillMessage(ui.expiresIn, {
            time: formatTimeLeft(new Date(offer.expiresAt).getTime() - now.getTime()),
          })}
        </span>
      )}
    </span>
  );
}

function Piece({ offer }: { offer: AdminOffer }) {
  return (
    <span className="flex items-start gap-3">
      {offer.imageUrl && (
        <img
          src={offer.imageUrl}
          alt=""
          loading="lazy"
          className="h-10 w-10 shrink-0 rounded-md bg-clay-100 object-cover"
        />
      )}
      <span className="min-w-0">
        <span className="block font-medium wrap-anywhere text-ink">{offer.title}</span>
        <span className="text-xs text-ink-soft">
          {offer.kind === 'customArt' ? ui.customArtKind : ui.paintingKind}
        </span>
      </span>
    </span>
  );
}

function WithdrawButton({
  offer,
  now,
  onWithdraw,
}: { offer: AdminOffer } & Omit<OffersListProps, 'offers'>) {
  if (!isRunning(shownStatus(offer, now))) return null;
  return (
    <Button
      variant="danger-outline"
      size="sm"
      shape="rounded"
      onClick={() => onWithdraw(offer)}
      aria-label={`${ui.withdraw} the offer for ${offer.title} to ${offer.customer.name}`}
    >
      {ui.withdraw}
    </Button>
  );
}

/** The offers as a table on wide screens and as cards on phones. */
export function OffersList({ offers, now, onWithdraw }: OffersListProps) {
  return (
    <>
      <AdminTable columns={COLUMNS}>
        {offers.map((offer) => (
          <AdminTableRow key={offer.id}>
            <td className={td}>
              <Piece offer={offer} />
            </td>
            <td className={td}>
              <span className="block text-ink">{offer.customer.name}</span>
              <span className="text-xs wrap-anywhere text-ink-soft">{offer.customer.email}</span>
            </td>
            <td className={`${td} font-semibold whitespace-nowrap text-ink`}>
              {formatINR(offer.price)}
            </td>
            <td className={`${td} whitespace-nowrap text-ink`}>{formatINR(offer.deliveryFee)}</td>
            <td className={td}>
              <Status offer={offer} now={now} />
            </td>
            <td className={`${td} whitespace-nowrap text-ink`}>
              {formatIndiaDate(offer.createdAt)}
            </td>
            <td className={td}>
              <WithdrawButton offer={offer} now={now} onWithdraw={onWithdraw} />
            </td>
          </AdminTableRow>
        ))}
      </AdminTable>

      <AdminCardList label="Offers">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-xl bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <Piece offer={offer} />
              <Status offer={offer} now={now} />
            </div>
            <p className="mt-2 text-sm text-ink">{offer.customer.name}</p>
            <p className="text-sm wrap-anywhere text-ink-soft">{offer.customer.email}</p>
            <p className="mt-1 text-sm text-ink">
              <span className="font-semibold">{formatINR(offer.price)}</span>
              <span className="text-ink-soft"> + {formatINR(offer.deliveryFee)} delivery</span>
            </p>
            <div className="mt-2 flex items-center justify-between gap-3">
              <span className="text-xs text-ink-soft">{formatIndiaDate(offer.createdAt)}</span>
              <WithdrawButton offer={offer} now={now} onWithdraw={onWithdraw} />
            </div>
          </li>
        ))}
      </AdminCardList>
    </>
  );
}
