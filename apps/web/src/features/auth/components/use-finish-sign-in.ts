import type { AuthResponse } from '@artshop/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { afterSignInPath } from '../../../lib/pending-action';
import { api } from '../../../store/api';
import { useAppDispatch } from '../../../store/hooks';
import { login } from '../auth.slice';

/**
 * After a successful sign-up or sign-in: the server's message, the user in the store, the
 * customer's cart and orders loaded afresh, and the browser home, or back on the product whose
 * 'Add to Cart' or 'Interested to buy' sent a visitor here, which completes it (decision 0080).
 */
export function useFinishSignIn(): (response: AuthResponse) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    ({ message, user }: AuthResponse) => {
      toast.success(message);
      dispatch(login(user));
      dispatch(api.util.invalidateTags(['User', 'Cart', 'Order']));
      void navigate(afterSignInPath(), { replace: true });
    },
    [dispatch, navigate],
  );
}
