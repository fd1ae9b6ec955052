import { useAppSelector } from '../../app/hooks';

/** The login state for header links and the newsletter block. */
export function useSession() {
  return useAppSelector((state) => state.auth);
}
