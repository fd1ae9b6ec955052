import type { AuthResponse } from '@artshop/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { api } from '../../../store/api';
import { useAppDispatch } from '../../../store/hooks';
import { login } from '../auth.slice';

/**
 * After a successful sign-up or sign-in: the server's message, the user in the store, the
 * customer's cart and orders loaded afresh, and the browser home.
 */
export function useFinishSignIn(): (response: AuthResponse) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    ({ message, user }: AuthResponse) => {
      toast.success(message);
      dispatch(login(user));
      dispatch(api.util.invalidateTags(['User', 'Cart', 'Order']));
      void navigate('/', { replace: true });
    },
    [dispatch, navigate],
  );
}
