import { lazy, Suspense } from 'react';
import { rememberPendingAction } from '../../lib/pending-action';
import { useLocation, useNavigate } from '../../lib/router';
import { useAppSelector } from '../../store/hooks';
import { HeartLook } from './heart-look';

// A customer's heart (its list, save and remove) loads once the session is known to be one:
// a visitor's page carries only the drawing and the way to sign in (decision 0112's budget).
const LiveHeart = lazy(() =>
  import('./live-heart').then((module) => ({ default: module.LiveHeart })),
);

interface HeartButtonProps {
  product: { id: string; title: string };
  className?: string;
}

/**
 * The heart of a card or a product page (decision 0122): a customer saves the piece or takes it
 * off the list; a visitor is sent to sign in, and the piece is saved once they are back (the
 * guest's action kept, decision 0080). It sits beside a card's link, never inside it.
 */
export function HeartButton({ product, className }: HeartButtonProps) {
  const signedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const sessionKnown = useAppSelector((s) => s.auth.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  const look = { title: product.title, ...(className === undefined ? {} : { className }) };

  if (signedIn) {
    return (
      <Suspense fallback={<HeartLook {...look} saved={false} disabled />}>
        <LiveHeart product={product} {...(className === undefined ? {} : { className })} />
      </Suspense>
    );
  }
  return (
    <HeartLook
      {...look}
      saved={false}
      // Not before the session is known: a customer's quick tap must not be taken for a visitor's.
      disabled={!sessionKnown}
      onClick={() => {
        rememberPendingAction({ kind: 'save', productId: product.id }, location.pathname);
        void navigate('/signin');
      }}
    />
  );
}
