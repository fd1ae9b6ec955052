import { HeartHandshake } from '../../../components/ui/icons';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { useRegisterInterestMutation } from '../catalog.api';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';

/** The spec's pause between the login prompt and the redirect, so the toast can be read. */
const SIGNIN_REDIRECT_MS = 1000;

/** 'Interested to buy' for paintings, which are sold by conversation rather than through the cart. */
export function InterestButton({ productId }: { productId: string }) {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  // Not before the session is known: a signed-in customer's quick tap must not be taken for a
  // visitor's and sent to sign in.
  const sessionKnown = useAppSelector((state) => state.auth.status === 'ready');
  const navigate = useNavigate();
  const [registerInterest, { isLoading }] = useRegisterInterestMutation();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onClick = async () => {
    if (!isLoggedIn) {
      toast.error('Please log in to express your interest.');
      window.clearTimeout(redirectTimer.current);
      redirectTimer.current = window.setTimeout(() => void navigate('/signin'), SIGNIN_REDIRECT_MS);
      return;
    }
    try {
      await registerInterest(productId).unwrap();
      toast.success('Interest registered successfully!');
    } catch (error) {
      if (errorStatus(error) === 409) {
        toast(errorMessage(error, 'You have already shown interest in this product.'), {
          icon: 'ℹ️',
        });
      } else {
        toast.error('Failed to register interest. Please try again.');
      }
    }
  };

  return (
    <Button
      size="xl"
      onClick={() => void onClick()}
      disabled={isLoading || !sessionKnown}
      className="w-full shadow-lg shadow-clay-700/20 sm:w-auto"
    >
      <HeartHandshake aria-hidden="true" className="h-5 w-5" />
      {isLoading ? 'Processing...' : 'Interested to buy'}
    </Button>
  );
}
