import { useGetCartQuery } from '../cart.api';
import { useAppSelector } from '../../../store/hooks';

/**
 * Loads the cart once the session is known to be a customer's (spec section 4, 'Auth'), so the
 * header badge shows the count on every page. A visitor has no cart to ask for.
 */
export function CartLoader() {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  // A fresh fetch on each sign-in, so one customer never sees the previous one's cached cart.
  useGetCartQuery(undefined, { skip: !isLoggedIn, refetchOnMountOrArgChange: true });
  return null;
}
