import { adminSessionMessages } from '@artshop/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { api } from '../../../store/api';
import { useAppDispatch } from '../../../store/hooks';
import { errorStatus } from '../../../lib/api-error';
import { useAdminSignOutMutation } from '../admin.api';

/**
 * The logout of every admin screen (top bar, dashboard, custom art): ends the admin session on the
 * server, then goes to /admin. A session that had already ended (401) counts as logged out; any
 * other failure keeps the admin where they are, since /admin would only send them back.
 */
export function useAdminLogout(): { logout: () => Promise<void>; busy: boolean } {
  const [signOut, { isLoading }] = useAdminSignOutMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const logout = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch (error) {
      if (errorStatus(error) !== 401) {
        toast.error(adminSessionMessages.logoutFailed);
        return;
      }
    }
    await navigate('/admin', { replace: true });
    // Once the admin pages are gone, drop every cached answer: no orders or customer details of the
    // back-office stay in this tab's memory after logout.
    dispatch(api.util.resetApiState());
  }, [signOut, navigate, dispatch]);

  return { logout, busy: isLoading };
}
