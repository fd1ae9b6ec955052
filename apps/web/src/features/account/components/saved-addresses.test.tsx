import { addressBookMessages, orderMessages, type SavedAddress } from '@artshop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodySentTo, sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { SavedAddresses } from './saved-addresses';

// My Account's saved addresses (decision 0090): each entry edited with the checkout's fields and
// rules (decision 0084), or deleted once the customer confirms.

const HOME: SavedAddress = {
  id: 'home',
  street: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Pune',
  // Written before the state list: shown as the list's name.
  state: 'MH',
  zip: '411001',
  country: 'India',
  lastUsedAt: '2026-01-02T00:00:00.000Z',
};
const OFFICE: SavedAddress = {
  ...HOME,
  id: 'office',
  street: '7 Residency Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
};

describe('SavedAddresses', () => {
  it('edits an entry with the checkout’s rules and sends it in parts', async () => {
    let book = [HOME, OFFICE];
    const fetchMock = stubApi({
      'GET /api/user/addresses': () => ({ body: { addresses: book } }),
      'PUT /api/user/addresses/home': async (request) => {
        const sent = (await request.json()) as Omit<SavedAddress, 'id' | 'lastUsedAt'>;
        book = [{ ...HOME, ...sent }, OFFICE];
        return { body: { address: book[0] } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SavedAddresses />);
    const home = await screen.findByRole('listitem', { name: HOME.street });
    expect(home).toHaveTextContent('12 MG Road, Flat 4B, Pune, MH, 411001, India');

    await user.click(within(home).getByRole('button', { name: `Edit ${HOME.street}` }));
    expect(within(home).getByLabelText('State')).toHaveValue('Maharashtra');
    const pin = within(home).getByLabelText('PIN code');
    await user.clear(pin);
    await user.type(pin, '011001');
    await user.click(within(home).getByRole('button', { name: 'Save' }));
    expect(await within(home).findByText(orderMessages.zipLeadingZero)).toBeInTheDocument();
    expect(pin).toHaveFocus();
    expect(sentRequests(fetchMock).some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(pin);
    await user.type(pin, '411002');
    await user.click(within(home).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(addressBookMessages.updated)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'PUT /api/user/addresses/home')).toEqual({
      street: '12 MG Road',
      line2: 'Flat 4B',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411002',
      country: 'India',
    });
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: HOME.street })).toHaveTextContent(
        '12 MG Road, Flat 4B, Pune, Maharashtra, 411002, India',
      ),
    );
  });

  it('shows the server’s refusal of an edit under the form', async () => {
    stubApi({
      'GET /api/user/addresses': { body: { addresses: [HOME, OFFICE] } },
      'PUT /api/user/addresses/home': {
        status: 409,
        body: { statusCode: 409, message: addressBookMessages.duplicate },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SavedAddresses />);
    const home = await screen.findByRole('listitem', { name: HOME.street });
    await user.click(within(home).getByRole('button', { name: `Edit ${HOME.street}` }));
    await user.click(within(home).getByRole('button', { name: 'Save' }));
    expect(await within(home).findByRole('alert')).toHaveTextContent(addressBookMessages.duplicate);
  });

  it('deletes an entry only after the customer confirms', async () => {
    let book = [HOME, OFFICE];
    const fetchMock = stubApi({
      'GET /api/user/addresses': () => ({ body: { addresses: book } }),
      'DELETE /api/user/addresses/office': () => {
        book = [HOME];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SavedAddresses />);
    const office = await screen.findByRole('listitem', { name: OFFICE.street });
    const deletes = () => sentRequests(fetchMock).filter((request) => request.method === 'DELETE');

    // Keeping it sends nothing.
    await user.click(within(office).getByRole('button', { name: `Delete ${OFFICE.street}` }));
    let dialog = screen.getByRole('dialog', { name: addressBookMessages.deleteTitle });
    expect(dialog).toHaveTextContent('7 Residency Road, Bengaluru, Karnataka, 560025, India');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);

    await user.click(within(office).getByRole('button', { name: `Delete ${OFFICE.street}` }));
    dialog = screen.getByRole('dialog', { name: addressBookMessages.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(addressBookMessages.deleted)).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: OFFICE.street })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: HOME.street })).toBeInTheDocument();
  });

  it('says so when the book is empty', async () => {
    stubApi({ 'GET /api/user/addresses': { body: { addresses: [] } } });
    renderWithApp(<SavedAddresses />);
    expect(await screen.findByText(addressBookMessages.empty)).toBeInTheDocument();
  });
});
