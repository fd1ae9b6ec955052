import { NEWSLETTER_MESSAGES } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { loggedIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { NewsletterSection } from './newsletter-section';

describe('NewsletterSection', () => {
  it('is empty for a visitor', () => {
    renderWithApp(<NewsletterSection />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it("is prefilled with a signed-in customer's email", () => {
    renderWithApp(<NewsletterSection />, { preloadedState: loggedIn() });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.com');
  });

  it('stays for a signed-in customer who signs up, asking to confirm; the account is not marked', async () => {
    // Double opt-in (decision 0074): the customer confirms from the mailbox like anyone else.
    stubApi({
      'POST /api/user/subscribe': {
        status: 201,
        body: { message: NEWSLETTER_MESSAGES.checkEmail },
      },
    });
    const { store } = renderWithApp(<NewsletterSection />, { preloadedState: loggedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await screen.findByText('Please check your email to confirm your subscription.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(store.getState().auth.user?.isSubscribed).toBe(false);
  });

  it('stays for a visitor after signing up, asking to confirm', async () => {
    stubApi({
      'POST /api/user/subscribe': {
        status: 201,
        body: { message: NEWSLETTER_MESSAGES.checkEmail },
      },
    });
    renderWithApp(<NewsletterSection />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ravi@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.checkEmail)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('is hidden for a customer who already subscribed', () => {
    renderWithApp(<NewsletterSection />, { preloadedState: loggedIn({ isSubscribed: true }) });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });
});
