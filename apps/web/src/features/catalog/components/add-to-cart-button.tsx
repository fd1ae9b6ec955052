import { pendingActionMessages } from '@artshop/shared';
import { ShoppingBag } from '../../../components/ui/icons';
import { rememberPendingAction } from '../../../lib/pending-action';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { useAddProductToCartMutation, type AddToCartInput } from '../catalog.api';
import { Button } from '../../../components/ui/button';
import { useResumePendingAction } from '../lib/use-resume-pending-action';

export type AddToCartState = 'add' | 'adding' | 'view';

interface AddToCartButtonProps {
  item: AddToCartInput;
  state: AddToCartState;
  onStateChange: (state: AddToCartState) => void;
  /**
   * Called with the size and quantity a visitor chose before signing in, as they are added on
   * their return (decision 0080), so the page shows what went into the cart.
   */
  onResume?: (item: AddToCartInput) => void;
}

/**
 * Spec section 4: add -> adding (disabled) -> view ('Go to Cart'); a failure returns to add. A
 * visitor is sent to sign in with the choice kept, and it is added once they are back (decision
 * 0080).
 */
export function AddToCartButton({ item, state, onStateChange, onResume }: AddToCartButtonProps) {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  // Not before the session is known: a signed-in customer's quick tap must not be taken for a
  // visitor's and sent to sign in.
  const sessionKnown = useAppSelector((s) => s.auth.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  const [addToCart] = useAddProductToCartMutation();

  const add = async (line: AddToCartInput, added?: string) => {
    onStateChange('adding');
    try {
      await addToCart(line).unwrap();
      onStateChange('view');
      if (added) toast.success(added);
    } catch {
      toast.error('Failed to add product to cart. Please try again.');
      onStateChange('add');
    }
  };

  useResumePendingAction('add-to-cart', item.productId, ({ kind: _kind, ...line }) => {
    onResume?.(line);
    void add(line, pendingActionMessages.addedToCart);
  });

  const onClick = () => {
    if (state === 'view') {
      void navigate('/account/cart');
      return;
    }
    if (!isLoggedIn) {
      rememberPendingAction({ kind: 'add-to-cart', ...item }, location.pathname);
      void navigate('/signin', { state: { from: location.pathname } });
      return;
    }
    void add(item);
  };

  const label =
    state === 'adding' ? 'Adding to Cart...' : state === 'view' ? 'Go to Cart' : 'Add to Cart';
  return (
    <Button
      variant={state === 'view' ? 'success' : 'primary'}
      size="xl"
      disabled={state === 'adding' || !sessionKnown}
      onClick={onClick}
      className={`w-full shadow-lg sm:w-auto ${
        state === 'view' ? 'shadow-green-700/20' : 'shadow-clay-700/20'
      }`}
    >
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
      {label}
    </Button>
  );
}
