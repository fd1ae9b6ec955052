import { commissionMessages, offerUi } from '@artshop/shared';
import { ButtonLink, Button } from '../../../components/ui/button';
import { useGetMyRequestsQuery } from '../account.api';
import { RequestCard } from './request-card';

/** My Account › My requests: the customer's custom art requests, newest first. */
export function MyRequests() {
  // Asked afresh on each visit: the admin may have moved a stage or added a photo since.
  const { data, isLoading, isError, refetch } = useGetMyRequestsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const requests = data ?? [];

  return (
    <div>
      <h2 className="text-2xl font-semibold text-clay-900">
        {commissionMessages.requestsTabTitle}
      </h2>
      {isLoading ? (
        <p className="mt-6 text-ink-soft">{offerUi.requestsLoading}</p>
      ) : isError && !data ? (
        <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-red-700 shadow-sm">
          {offerUi.requestsLoadFailed}{' '}
          <Button variant="danger-outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : requests.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-medium text-ink">{commissionMessages.noRequests}</p>
          <ButtonLink to="/customarts" size="lg" className="mt-4">
            Request custom art
          </ButtonLink>
        </div>
      ) : (
        <ul aria-label={commissionMessages.requestsTabTitle} className="mt-6 flex flex-col gap-4">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
