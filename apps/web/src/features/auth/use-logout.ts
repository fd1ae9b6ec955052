import { useCallback } from 'react';
import { useNavigate } from '../../lib/router';
import { useLogoutMutation } from './auth.api';

/**
 * The customer's logout (top banner, mobile menu): the `logout` mutation clears the session and the
 * cart in the store at once and tells the server, and the browser goes home without waiting for
 * its answer, since a failure there changes nothing for the visitor.
 */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const [signOut, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    const request = signOut();
    await navigate('/');
    await request;
  }, [signOut, navigate]);

  return { logout, busy: isLoading };
}
