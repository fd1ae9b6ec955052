import { NEWSLETTER_MESSAGES } from '@artshop/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type ApiRoute } from '../../test/fetch-stub';
import { jsonResponse } from '../../test/fixtures';
import { NewsletterForm } from './newsletter-form';

const stubSubscribe = (reply: ApiRoute) => stubApi({ 'POST /api/user/subscribe': reply });

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });

async function submit(email: string) {
  const user = userEvent.setup();
  await user.clear(emailBox());
  if (email) await user.type(emailBox(), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

describe('NewsletterForm', () => {
  it.each(['', 'not-an-email', 'a@b', 'a b@c.in'])(
    'refuses %j without sending anything',
    async (email) => {
      const fetchMock = stubSubscribe({ status: 201, body: {} });
      render(<NewsletterForm />);
      await submit(email);
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('posts the email and on 201 asks to confirm from the mailbox and empties the field', async () => {
    const fetchMock = stubSubscribe({
      status: 201,
      body: { message: NEWSLETTER_MESSAGES.checkEmail },
    });
    render(<NewsletterForm />);
    await submit('meera@example.in');
    // Double opt-in (decision 0074): the same words whatever the address.
    expect(
      await screen.findByText('Please check your email to confirm your subscription.'),
    ).toBeInTheDocument();
    expect(emailBox()).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/subscribe',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'meera@example.in' }),
      }),
    );
  });

  it('says to check the email even when a 201 carries no message', async () => {
    stubSubscribe({ status: 201, body: {} });
    render(<NewsletterForm />);
    await submit('meera@example.in');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkEmail)).toBeInTheDocument();
  });

  it('shows the server message of a non-201 answer and keeps the email', async () => {
    stubSubscribe({
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: NEWSLETTER_MESSAGES.tooManyRequests,
      },
    });
    render(<NewsletterForm />);
    await submit('meera@example.in');
    expect(await screen.findByText(NEWSLETTER_MESSAGES.tooManyRequests)).toBeInTheDocument();
    expect(emailBox()).toHaveValue('meera@example.in');
  });

  it('falls back to the generic failure without a server message', async () => {
    stubSubscribe(() => new Response('oops', { status: 500 }));
    render(<NewsletterForm />);
    await submit('meera@example.in');
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });

  it('reports a connection error when the request fails', async () => {
    stubSubscribe(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<NewsletterForm />);
    await submit('meera@example.in');
    expect(
      await screen.findByText('Connection error. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('disables the form while subscribing', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubSubscribe(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<NewsletterForm />);
    await submit('meera@example.in');
    const button = screen.getByRole('button', { name: 'Subscribing...' });
    expect(button).toBeDisabled();
    expect(emailBox()).toBeDisabled();
    answer(jsonResponse(201, { message: NEWSLETTER_MESSAGES.checkEmail }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('clears a shown message when the email is edited', async () => {
    stubSubscribe({ status: 201, body: {} });
    render(<NewsletterForm />);
    const user = await submit('bad');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(emailBox(), 'x');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('starts with the given email', () => {
    render(<NewsletterForm initialEmail="asha@example.com" />);
    expect(emailBox()).toHaveValue('asha@example.com');
  });
});
