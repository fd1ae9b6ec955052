import { NEWSLETTER_MESSAGES } from '@artshop/shared';

export interface SubscribeResult {
  ok: boolean;
  message: string;
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
 * POST /api/user/subscribe. Only a 201 counts as success (spec section 8); any other answer shows
 * the server's message. The server answers every address alike, asking to confirm from the
 * mailbox (decision 0074), so success says nothing about the address being on the list.
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
    return { ok: false, message: NEWSLETTER_MESSAGES.connectionError };
  }
  const message = await messageOf(response);
  if (response.status === 201)
    return { ok: true, message: message ?? NEWSLETTER_MESSAGES.checkEmail };
  return { ok: false, message: message ?? NEWSLETTER_MESSAGES.failed };
}
