import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ChatButton } from './chat-button';

const config = { chatPhone: '+91 98765 43210', razorpayKeyId: 'rzp_test', paymentMode: 'test' };

describe('ChatButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a WhatsApp chat with the configured number in a new tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, config)),
    );
    renderWithApp(<ChatButton />, { entries: ['/shop/stone-art'] });
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(['/my-account', '/admin/dashboard'])('is hidden on %s', (path) => {
    const fetchMock = vi.fn(async () => jsonResponse(200, config));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ChatButton />, { entries: [path] });
    expect(
      screen.queryByRole('link', { name: 'Chat with us on WhatsApp' }),
    ).not.toBeInTheDocument();
    // Hidden pages do not even ask for the number, so nothing can make it appear later.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
