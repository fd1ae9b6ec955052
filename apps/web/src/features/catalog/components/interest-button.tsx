import { authMessages, pendingActionMessages } from '@artshop/shared';
import { useState } from 'react';
import { BadgeCheck, HeartHandshake } from '../../../components/ui/icons';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from '../../../lib/router';
import { rememberPendingAction } from '../../../lib/pending-action';
import { useAppSelector } from '../../../store/hooks';
import { useGetInterestStatusQuery, useRegisterInterestMutation } from '../catalog.api';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { useResumePendingAction } from '../lib/use-resume-pending-action';

/**
 * 'Interested to buy' for paintings, which are sold by conversation rather than through the cart.
 * A visitor is sent to sign in, where the spec's message waits, and the interest is recorded once
 * they are back (decision 0080). Once recorded (or found already recorded) the button gives way to
 * a line that says so, rather than a toast alone (decision 0081).
 */
export function InterestButton({ productId }: { productId: string }) {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  // Not before the session is known: a signed-in customer's quick tap must not be taken for a
  // visitor's and sent to sign in.
  const sessionKnown = useAppSelector((state) => state.auth.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  const [registerInterest, { isLoading }] = useRegisterInterestMutation();
  const [sent, setSent] = useState(false);
  // Asked for a customer only: a later visit shows 'Interest sent' too.
  const { data: status } = useGetInterestStatusQuery(productId, { skip: !isLoggedIn });

  const register = async () => {
    try {
      await registerInterest(productId).unwrap();
      toast.success(authMessages.interestRegistered);
      setSent(true);
    } catch (error) {
      if (errorStatus(error) === 409 && errorMessage(error, '') === authMessages.interestExists) {
        toast(authMessages.interestExists, { icon: 'ℹ️' });
        setSent(true);
      } else if (errorStatus(error) === 409) {
        toast.error(errorMessage(error, 'Failed to register interest. Please try again.'));
      } else {
        toast.error('Failed to register interest. Please try again.');
      }
    }
  };

  useResumePendingAction('interest', productId, () => void register());

  const onClick = () => {
    if (!isLoggedIn) {
      rememberPendingAction({ kind: 'interest', productId }, location.pathname);
      void navigate('/signin');
      return;
    }
    void register();
  };

  if (sent || (isLoggedIn && status?.interested)) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-200"
      >
        <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
        {pendingActionMessages.interestSent}
      </p>
    );
  }
  return (
    <Button
      size="xl"
      onClick={onClick}
      disabled={isLoading || !sessionKnown}
      className="w-full shadow-lg shadow-clay-700/20 sm:w-auto"
    >
      <HeartHandshake aria-hidden="true" className="h-5 w-5" />
      {isLoading ? 'Processing...' : 'Interested to buy'}
    </Button>
  );
}
