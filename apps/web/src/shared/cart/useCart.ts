import { useSession } from '../session/useSession.ts';
import { useGetCartQuery } from './cartApi.ts';

/** The logged-in user's cart (nothing for guests). */
export function useCart() {
  const { loggedIn } = useSession();
  return useGetCartQuery(undefined, { skip: !loggedIn });
}
