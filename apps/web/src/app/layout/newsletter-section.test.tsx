import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('is hidden for a customer who already subscribed', () => {
    renderWithApp(<NewsletterSection />, { preloadedState: loggedIn({ isSubscribed: true }) });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });
});
