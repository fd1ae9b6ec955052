import { savedMessages } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { MySaved } from './my-saved';

afterEach(() => vi.restoreAllMocks());

const consents = (granted: boolean) => ({
  noticeVersion: '2026-11-27',
  consents: [
    { purpose: 'marketing_email', granted, changedAt: null, source: null, noticeVersion: null },
  ],
});

describe('My Account > Saved', () => {
  it('lists the saved pieces with their price and page, and says the alert is off until consented', async () => {
    stubApi({
      'GET /api/user/saved': {
        body: {
          products: [
            {
              ...makeProduct({
                id: 'p-1',
                title: 'Monsoon Dusk',
                price: 42000,
                discountPrice: 42000,
              }),
              savedAt: '2026-11-27T10:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/user/consents': { body: consents(false) },
    });
    renderWithApp(<MySaved />, { preloadedState: loggedIn() });
    const list = await screen.findByRole('list', { name: savedMessages.heading });
    const item = within(list).getByRole('listitem', { name: 'Monsoon Dusk' });
    expect(within(item).getByRole('link', { name: 'Monsoon Dusk' })).toHaveAttribute(
      'href',
      '/productoverview/p-1',
    );
    expect(within(item).getByText('₹42,000')).toBeInTheDocument();
    expect(await screen.findByText(savedMessages.alertsOff)).toBeInTheDocument();
  });

  it('says so when nothing is saved, and that alerts come with the consent on', async () => {
    stubApi({
      'GET /api/user/saved': { body: { products: [] } },
      'GET /api/user/consents': { body: consents(true) },
    });
    renderWithApp(<MySaved />, { preloadedState: loggedIn() });
    expect(await screen.findByText(savedMessages.empty)).toBeInTheDocument();
    expect(await screen.findByText(savedMessages.alertsOn)).toBeInTheDocument();
  });
});
