import { screen, waitFor } from '@testing-library/react';
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

  it('goes away as soon as a signed-in customer subscribes, without a reload', async () => {
    stubApi({
      'POST /api/user/subscribe': { status: 201, body: { message: 'Thank you for subscribing!' } },
    });
    const { store } = renderWithApp(<NewsletterSection />, { preloadedState: loggedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument(),
    );
    expect(store.getState().auth.user?.isSubscribed).toBe(true);
  });

  it('stays for a visitor after subscribing', async () => {
    stubApi({ 'POST /api/user/subscribe': { status: 201, body: { message: 'Thanks!' } } });
    renderWithApp(<NewsletterSection />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ravi@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('is hidden for a customer who already subscribed', () => {
    renderWithApp(<NewsletterSection />, { preloadedState: loggedIn({ isSubscribed: true }) });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });
});
