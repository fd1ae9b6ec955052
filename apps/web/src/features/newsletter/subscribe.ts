import { NEWSLETTER_MESSAGES } from '@artshop/shared';

export interface SubscribeResult {
  ok: boolean;
  message: string;
  /** The email is on the list now: a 201, or the server's 200 'already subscribed'. */
  subscribed: boolean;
}

const messageOf = async (response: Response): Promise<string | undefined> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * POST /api/user/subscribe. Only a 201 counts as success (spec section 8); any other answer,
 * including 200 'You are already subscribed.', shows the server's message.
 */
export async function subscribe(email: string): Promise<SubscribeResult> {
  let response: Response;
  try {
    response = await fetch('/api/user/subscribe', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  } catch {
    return { ok: false, message: NEWSLETTER_MESSAGES.connectionError, subscribed: false };
  }
  const message = await messageOf(response);
  if (response.status === 201)
    return { ok: true, message: message ?? NEWSLETTER_MESSAGES.subscribed, subscribed: true };
  return {
    ok: false,
    message: message ?? NEWSLETTER_MESSAGES.failed,
    subscribed: response.status === 200,
  };
}
