import { Link } from '../../lib/router';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';

export function TopBanner() {
  const { isLoggedIn, user, status } = useSession();
  const { logout } = useLogout();
  // Until the session is known (the server's HTML, the first moments in the browser) the strip keeps
  // its height and says nothing: a signed-in customer never sees the visitors' offer flash by.
  const known = status === 'ready';

  return (
    <div className="bg-clay-900 text-paper">
      <div className="mx-auto flex min-h-9 max-w-7xl items-center justify-center gap-3 px-4 py-1.5 text-center text-xs sm:text-sm">
        {!known ? null : isLoggedIn ? (
          <>
            <p>
              Welcome, <span className="font-semibold">{user?.name}</span>
            </p>
            <button
              type="button"
              onClick={() => void logout()}
              className="rounded-full border border-paper/40 px-3 py-0.5 font-medium hover:bg-paper hover:text-clay-900"
            >
              Logout
            </button>
          </>
        ) : (
          <>
            <p>
              <span className="hidden sm:inline">Sign up today and get </span>
              <span className="sm:hidden">Sign up & get </span>
              20% off your first order.
            </p>
            <Link
              to="/signup"
              className="whitespace-nowrap rounded-full bg-gold px-3 py-0.5 font-semibold text-clay-900 hover:bg-clay-300"
            >
              Sign Up Now
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
