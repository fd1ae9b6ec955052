import { ShoppingBag } from 'lucide-react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useAddProductToCartMutation, type AddToCartInput } from '../catalog.api';

export type AddToCartState = 'add' | 'adding' | 'view';

interface AddToCartButtonProps {
  item: AddToCartInput;
  state: AddToCartState;
  onStateChange: (state: AddToCartState) => void;
}

/** Spec section 4: add -> adding (disabled) -> view ('Go to Cart'); a failure returns to add. */
export function AddToCartButton({ item, state, onStateChange }: AddToCartButtonProps) {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
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
    <button
      type="button"
      disabled={state === 'adding'}
      onClick={() => void onClick()}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-full px-8 py-3.5 font-semibold shadow-lg transition disabled:opacity-60 sm:w-auto ${
        state === 'view'
          ? 'bg-green-700 text-white shadow-green-700/20 hover:bg-green-800'
          : 'bg-clay-700 text-white shadow-clay-700/20 hover:bg-clay-900'
      }`}
    >
      <ShoppingBag aria-hidden="true" className="h-5 w-5" />
      {label}
    </button>
  );
}
