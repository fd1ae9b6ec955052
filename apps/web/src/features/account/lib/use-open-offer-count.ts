import { useGetMyOffersQuery } from '../account.api';

/**
 * How many offers wait for the customer's answer (the account menu's badge), as the server last
 * said (it answers a lapsed offer as 'expired'); `skip` until a customer is signed in.
 */
export function useOpenOfferCount(skip: boolean): number {
  const { data } = useGetMyOffersQuery(undefined, { skip });
  return (data ?? []).filter((offer) => offer.status === 'open').length;
}
