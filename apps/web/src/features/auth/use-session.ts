import { useAppSelector } from '../../store/hooks';

/** The login state for header links and the newsletter block. */
export function useSession() {
  return useAppSelector((state) => state.auth);
}
