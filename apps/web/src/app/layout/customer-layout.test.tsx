import { emailVerificationMessages as m } from '@artshop/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { loggedIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { CustomerLayout } from './customer-layout';

const shopperPages = [
  {
    path: '/',
    element: <CustomerLayout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'shop/stone-art', element: <p>Stone art page</p> },
    ],
  },
];

describe('CustomerLayout', () => {
  it('asks an account that has not confirmed its email to do so on every shopper page', async () => {
    stubApi({});
    const { router } = renderWithApp(null, {
      preloadedState: loggedIn({ emailVerified: false }),
      routes: shopperPages,
    });
    const banner = m.banner('asha@example.com');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // The banner's own code loads for such an account only (verify-email-banner.tsx).
    expect(await screen.findByText(banner)).toBeInTheDocument();
    await act(() => router.navigate('/shop/stone-art'));
    expect(await screen.findByText('Stone art page')).toBeInTheDocument();
    expect(screen.getByText(banner)).toBeInTheDocument();
  });

  it('shows no such banner to a confirmed customer', async () => {
    stubApi({});
    renderWithApp(null, { preloadedState: loggedIn(), routes: shopperPages });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.pageTitle })).not.toBeInTheDocument();
  });
});
