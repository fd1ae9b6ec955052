import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { ChatButton } from './chat-button';

const config = { chatPhone: '+91 98765 43210', razorpayKeyId: 'rzp_test', paymentMode: 'test' };

describe('ChatButton', () => {
  it('opens a WhatsApp chat with the configured number in a new tab', async () => {
    stubApi({ 'GET /api/config': { body: config } });
    renderWithApp(<ChatButton />, { route: '/shop/stone-art' });
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(['/my-account', '/admin/dashboard'])('is hidden on %s', (path) => {
    const fetchMock = stubApi({ 'GET /api/config': { body: config } });
    renderWithApp(<ChatButton />, { route: path });
    expect(
      screen.queryByRole('link', { name: 'Chat with us on WhatsApp' }),
    ).not.toBeInTheDocument();
    // Hidden pages do not even ask for the number, so nothing can make it appear later.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
