import { offerMessages, offerUi } from '@artshop/shared';
import { useGetMyOffersQuery } from '../account.api';
import { Button } from '../../../components/ui/button';
import { OfferCard } from './offer-card';

/** My Account › Offers: every offer the shop made to the customer, newest first. */
export function MyOffers() {
  // Asked afresh on each visit: an offer may have arrived, lapsed or been paid since.
  const { data, isLoading, isError, refetch } = useGetMyOffersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const offers = data ?? [];

  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">{offerMessages.tabTitle}</h2>
      <p className="mt-1 text-ink-soft">{offerUi.offersIntro}</p>
      {isLoading ? (
        <p className="mt-6 text-ink-soft">{offerUi.offersLoading}</p>
      ) : isError && !data ? (
        <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-red-700 shadow-sm">
          {offerUi.offersLoadFailed}{' '}
          <Button variant="danger-outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : offers.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-8 text-center text-lg font-medium text-ink shadow-sm">
          {offerMessages.noOffers}
        </p>
      ) : (
        <ul aria-label={offerMessages.tabTitle} className="mt-6 flex flex-col gap-4">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </div>
  );
}
