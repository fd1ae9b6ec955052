import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithApp } from '../../test/render';
import { siteConfigApi } from './site-config.api';
import { TEST_MODE_NOTICE, TestModeBanner } from './test-mode-banner';

const config = (paymentMode: string) => ({
  body: { chatPhone: '919876543210', razorpayKeyId: 'rzp_test_x', paymentMode },
});

describe('TestModeBanner', () => {
  it('says no real payments are taken while the server runs in test mode', async () => {
    stubApi({ 'GET /api/config': config('test') });
    renderWithApp(<TestModeBanner />);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(TEST_MODE_NOTICE);
    expect(TEST_MODE_NOTICE).toBe('Test mode: no real payments');
  });

  it('shows nothing when the shop takes real payments', async () => {
    stubApi({ 'GET /api/config': config('razorpay') });
    const { store } = renderWithApp(<TestModeBanner />);
    // Once the answer is in, the banner has had its chance to appear.
    await waitFor(() =>
      expect(siteConfigApi.endpoints.siteConfig.select()(store.getState()).data?.paymentMode).toBe(
        'razorpay',
      ),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
