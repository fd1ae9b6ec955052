import { invoiceSettingsMessages as m, type InvoiceSettingsResponse } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { thisIndianMonth } from './invoice-exports';
import { AdminInvoicesPage } from './invoices-page';

const SETTINGS = '/api/admin/invoice-settings';

const fromEnv: InvoiceSettingsResponse = {
  settings: { legalName: 'Stone & Canvas', address: '', state: 'MH', gstin: null },
  saved: false,
};

const saved: InvoiceSettingsResponse = {
  settings: {
    legalName: 'Stone & Canvas Arts LLP',
    address: '4 Ring Road, Pune 411001',
    state: 'Maharashtra',
    gstin: '27ABCDE1234F1Z5',
  },
  saved: true,
};

const renderPage = () =>
  renderWithApp(<AdminInvoicesPage />, { route: '/admin/invoices', path: '/admin/invoices' });

const field = (label: string) => screen.getByLabelText(label);

describe('AdminInvoicesPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('starts from the server settings, the state chosen from its alias', async () => {
    stubApi({ [`GET ${SETTINGS}`]: { body: fromEnv } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Stone & Canvas')).toBe(field('Legal name'));
    expect(
      screen.getByText('Not saved yet: the details below come from the server settings.'),
    ).toBeInTheDocument();
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('Address')).toHaveValue('');
    expect(field('GSTIN (optional)')).toHaveValue('');
    // Every state and union territory, after the prompt.
    expect(within(field('State')).getAllByRole('option')).toHaveLength(37);
  });

  it('checks the fields with the shared messages before saving', async () => {
    const fetchMock = stubApi({ [`GET ${SETTINGS}`]: { body: fromEnv } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByDisplayValue('Stone & Canvas');
    await user.clear(field('Legal name'));
    await user.selectOptions(field('State'), '');
    await user.type(field('GSTIN (optional)'), '27abc');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(field('Legal name')).toHaveAccessibleDescription(m.legalNameRequired);
    expect(field('Address')).toHaveAccessibleDescription(m.addressRequired);
    expect(field('State')).toHaveAccessibleDescription(m.stateInvalid);
    expect(field('GSTIN (optional)')).toHaveValue('27ABC');
    expect(field('GSTIN (optional)')).toHaveAccessibleDescription(m.gstinInvalid);

    await user.type(field('Legal name'), 'Stone & Canvas Arts LLP');
    await user.type(field('Address'), '4 Ring Road, Pune 411001');
    await user.selectOptions(field('State'), 'Karnataka');
    await user.clear(field('GSTIN (optional)'));
    await user.type(field('GSTIN (optional)'), '27ABCDE1234F1Z5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(field('GSTIN (optional)')).toHaveAccessibleDescription(m.gstinStateMismatch);
    expect(sentRequests(fetchMock).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves, says so and shows what the server kept', async () => {
    const fetchMock = stubApi({
      [`GET ${SETTINGS}`]: { body: fromEnv },
      [`PUT ${SETTINGS}`]: { body: saved },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByDisplayValue('Stone & Canvas');
    await user.type(field('Legal name'), ' Arts LLP');
    await user.type(field('Address'), '4 Ring Road, Pune 411001');
    await user.type(field('GSTIN (optional)'), '27abcde1234f1z5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    const put = sentRequests(fetchMock).findIndex((request) => request.method === 'PUT');
    expect(await sentBody(fetchMock, put)).toEqual({
      legalName: 'Stone & Canvas Arts LLP',
      address: '4 Ring Road, Pune 411001',
      state: 'Maharashtra',
      gstin: '27ABCDE1234F1Z5',
    });
    await waitFor(() => expect(screen.queryByText(/^Not saved yet/)).not.toBeInTheDocument());
  });

  it("sends an empty GSTIN as none and toasts the server's refusal", async () => {
    const fetchMock = stubApi({
      [`GET ${SETTINGS}`]: { body: { ...saved, settings: { ...saved.settings, gstin: null } } },
      [`PUT ${SETTINGS}`]: { status: 400, body: { statusCode: 400, message: m.addressRequired } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByDisplayValue('Stone & Canvas Arts LLP');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText(`Failed to save the invoice settings: ${m.addressRequired}`),
    ).toBeInTheDocument();
    const put = sentRequests(fetchMock).findIndex((request) => request.method === 'PUT');
    expect(await sentBody(fetchMock, put)).toMatchObject({ gstin: null });
  });

  it('says so when the settings cannot be loaded', async () => {
    stubApi({ [`GET ${SETTINGS}`]: { status: 500, body: { message: 'down' } } });
    renderPage();
    expect(
      await screen.findByText('Failed to load the invoice settings. Please try again.'),
    ).toBeInTheDocument();
    // The exports do not depend on the settings.
    expect(
      screen.getByRole('link', { name: 'Download invoice register (CSV)' }),
    ).toBeInTheDocument();
  });

  it("links this month's exports in India time and follows the month picked", async () => {
    stubApi({ [`GET ${SETTINGS}`]: { body: saved } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const month = thisIndianMonth(new Date());
    expect(field('Month')).toHaveValue(month);
    expect(screen.getByRole('link', { name: 'Download invoice register (CSV)' })).toHaveAttribute(
      'href',
      `/api/admin/invoices/register.csv?month=${month}`,
    );
    const hsn = screen.getByRole('link', { name: 'Download HSN summary (CSV)' });
    expect(hsn).toHaveAttribute('href', `/api/admin/invoices/hsn-summary.csv?month=${month}`);
    expect(hsn).toHaveAttribute('download');

    await user.clear(field('Month'));
    await user.type(field('Month'), '2026-04');
    expect(screen.getByRole('link', { name: 'Download HSN summary (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/invoices/hsn-summary.csv?month=2026-04',
    );
    // A half-typed month (a browser without a month picker) holds the links back.
    await user.clear(field('Month'));
    await user.type(field('Month'), '2026-4');
    expect(field('Month')).toHaveAccessibleDescription(m.monthInvalid);
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('counts the month in India time (the evening of the 31st in UTC is already next month)', () => {
    expect(thisIndianMonth(new Date('2026-03-31T19:00:00.000Z'))).toBe('2026-04');
    expect(thisIndianMonth(new Date('2026-03-31T18:00:00.000Z'))).toBe('2026-03');
  });
});
