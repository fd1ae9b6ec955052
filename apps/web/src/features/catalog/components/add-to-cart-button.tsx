import { ShoppingBag } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { useAddProductToCartMutation, type AddToCartInput } from '../catalog.api';
import { Button } from '../../../components/ui/button';

export type AddToCartState = 'add' | 'adding' | 'view';

interface AddToCartButtonProps {
  item: AddToCartInput;
  state: AddToCartState;
  onStateChange: (state: AddToCartState) => void;
}

/** Spec section 4: add -> adding (disabled) -> view ('Go to Cart'); a failure returns to add. */
export function AddToCartButton({ item, state, onStateChange }: AddToCartButtonProps) {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  // Not before the session is known: a signed-in customer's quick tap must not be taken for a
  // visitor's and sent to sign in.
  const sessionKnown = useAppSelector((s) => s.auth.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  const [addToCart] = useAddProductToCartMutation();

  const onClick = async () => {
    if (state === 'view') {
      void navigate('/account/cart');
      return;
    }
    if (!isLoggedIn) {
      void navigate('/signin', { state: { from: location.pathname } });
      return;
    }
    onStateChange('adding');
    try {
      await addToCart(item).unwrap();
      onStateChange('view');
    } catch {
      toast.error('Failed to add product to cart. Please try again.');
      onStateChange('add');
    }
  };

  const label =
    state === 'adding' ? 'Adding to Cart...' : state === 'view' ? 'Go to Cart' : 'Add to Cart';
  return (
    <Button
      variant={state === 'view' ? 'success' : 'primary'}
      size="xl"
      disabled={state === 'adding' || !sessionKnown}
      onClick={() => void onClick()}
      className={`w-full shadow-lg sm:w-auto ${
        state === 'view' ? 'shadow-green-700/20' : 'shadow-clay-700/20'
      }`}
    >
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
      {label}
    </Button>
  );
}
