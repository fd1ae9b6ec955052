import { PRIVACY_NOTICE_VERSION, privacyMessages as m, type PrivacyEvent } from '@artshop/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { AdminPrivacyPage } from './privacy-page';

// Back-office › Privacy (decision 0106): the grievance officer of the notice, and the log.

const OFFICER = '/api/admin/privacy/grievance-officer';
const events: PrivacyEvent[] = [
  {
    id: 'e2',
    kind: 'erasure',
    userId: 'u1',
    detail: { what: { ordersKept: 2, reviewsAnonymised: 1 } },
    createdAt: '2026-11-27T10:05:00.000Z',
  },
  {
    id: 'e1',
    kind: 'consent',
    userId: 'u1',
    detail: {
      purpose: 'whatsapp',
      granted: false,
      source: 'my-account',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
    createdAt: '2026-11-27T10:00:00.000Z',
  },
];

describe('AdminPrivacyPage', { timeout: 20_000 }, () => {
  it('lists the log and saves the grievance officer, checked before sending', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/privacy/log': { body: { events } },
      [`GET ${OFFICER}`]: {
        body: { version: PRIVACY_NOTICE_VERSION, grievanceName: 'Shop', grievanceEmail: '' },
      },
      [`PUT ${OFFICER}`]: async (request) => ({
        body: { version: PRIVACY_NOTICE_VERSION, ...(await request.json()) },
      }),
    });
    renderWithApp(<AdminPrivacyPage />, { route: '/admin/privacy', path: '/admin/privacy' });
    const log = await screen.findByRole('region', { name: m.adminLogTitle });
    const rows = await within(log).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Account erased');
    expect(rows[0]).toHaveTextContent('ordersKept: 2, reviewsAnonymised: 1');
    expect(rows[1]).toHaveTextContent(
      `whatsapp withdrawn (my-account, notice ${PRIVACY_NOTICE_VERSION})`,
    );

    const user = userEvent.setup();
    const officer = screen.getByRole('region', { name: m.grievanceTitle });
    const name = await within(officer).findByLabelText(m.grievanceNameLabel);
    expect(name).toHaveValue('Shop');
    await user.type(within(officer).getByLabelText(m.grievanceEmailLabel), 'not-an-email');
    await user.click(within(officer).getByRole('button', { name: 'Save' }));
    expect(await within(officer).findByText(m.grievanceEmailInvalid)).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(name);
    await user.type(name, 'Kavita Joshi');
    await user.clear(within(officer).getByLabelText(m.grievanceEmailLabel));
    await user.type(within(officer).getByLabelText(m.grievanceEmailLabel), 'dpo@example.in');
    await user.click(within(officer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.grievanceSaved)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, `PUT ${OFFICER}`)).toEqual({
      grievanceName: 'Kavita Joshi',
      grievanceEmail: 'dpo@example.in',
    });
  });
});
