import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { logout } from './auth.slice';

/**
 * Ends the session: the store forgets the user at once, the server ends the session and clears the
 * cookie (a failure there changes nothing for the visitor), and the browser goes home.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(() => {
    dispatch(logout());
    dispatch(api.util.invalidateTags(['Cart', 'Order']));
    void fetch('/api/auth/signout', { method: 'POST', credentials: 'include' }).catch(
      () => undefined,
    );
    void navigate('/');
  }, [dispatch, navigate]);
}
