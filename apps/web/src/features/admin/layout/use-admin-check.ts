import type { AdminProfile } from '@artshop/shared';
import { useEffect } from 'react';
import { useLazyGetAdminQuery } from '../admin.api';

export type AdminCheck =
  { state: 'checking' } | { state: 'admin'; admin: AdminProfile } | { state: 'refused' };

/**
 * Asks the server (`GET /api/admin`) whether this browser holds an admin session, every time the
 * caller mounts. A lazy query, so a cached answer from earlier never stands in for the check.
 */
export function useAdminCheck(): AdminCheck {
  const [check, { data, isError, isUninitialized, isFetching }] = useLazyGetAdminQuery();
  useEffect(() => {
    void check();
  }, [check]);
  if (isUninitialized || isFetching) return { state: 'checking' };
  if (isError || !data) return { state: 'refused' };
  return { state: 'admin', admin: data };
}
