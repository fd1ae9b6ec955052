import { cartMessages } from '@artshop/shared';
import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';

/** The spec's wait before a visitor is sent to sign in (section 9, 'Timings'). */
export const CART_LOGIN_REDIRECT_MS = 1500;

/** Shown to a visitor: the login prompt, then /signin after 1.5 s. */
export function CartLoginGate() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/signin'), CART_LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-lg font-semibold">{cartMessages.loginPrompt}</p>
      <p className="mt-2 text-gray-600">{cartMessages.loginRedirect}</p>
    </div>
  );
}
