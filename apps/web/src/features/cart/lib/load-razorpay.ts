import type { CheckoutSession } from '@artshop/shared';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's options we use (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  callback_url: string;
  redirect: boolean;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open: () => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads Checkout.js once per page; a failed load may be retried by the next payment attempt. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    // A blocked or altered script may load without defining Razorpay: that is a failure too.
    script.onload = () => (window.Razorpay ? resolve() : fail());
    script.onerror = fail;
    document.body.append(script);
  });
  return loading;
}

/**
 * Razorpay's options for our order. With `redirect: true` and `callback_url` Razorpay posts the
 * result to our server as a form (the same path the test window takes), never to page code.
 */
export function razorpayOptions(session: CheckoutSession, onDismiss: () => void): RazorpayOptions {
  return {
    key: session.keyId,
    amount: session.amount,
    currency: session.currency,
    order_id: session.razorpayOrderId,
    name: session.name,
    description: session.description,
    prefill: session.prefill,
    callback_url: session.callbackUrl,
    redirect: true,
    modal: { ondismiss: onDismiss },
  };
}

export async function openRazorpay(session: CheckoutSession, onDismiss: () => void): Promise<void> {
  await loadRazorpay();
  if (!window.Razorpay) throw new Error('Razorpay Checkout is not available');
  new window.Razorpay(razorpayOptions(session, onDismiss)).open();
}
