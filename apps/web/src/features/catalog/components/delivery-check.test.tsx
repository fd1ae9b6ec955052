import { deliveryMessages } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentRequests, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { rememberedPin } from '../../../lib/remembered-pin';
import { DeliveryCheck } from './delivery-check';

const served = (pin: string) => ({
  body: { pin, serviceable: true, codAvailable: true, minDays: 3, maxDays: 5 },
});
const unserved = (pin: string) => ({
  body: { pin, serviceable: false, codAvailable: false, minDays: null, maxDays: null },
});

describe('DeliveryCheck', () => {
  it('answers the days to a PIN code, then that another is not served, and remembers the PIN', async () => {
    stubApi({
      'GET /api/delivery/estimate?pin=560001': served('560001'),
      'GET /api/delivery/estimate?pin=744101': unserved('744101'),
    });
    renderWithApp(<DeliveryCheck />);
    const field = screen.getByRole('textbox', { name: 'PIN code' });
    await userEvent.type(field, '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivery in 3–5 days to 560001')).toBeInTheDocument();
    expect(rememberedPin()).toBe('560001');

    await userEvent.clear(field);
    await userEvent.type(field, '744101');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(deliveryMessages.undeliverable)).toBeInTheDocument();
  });

  it('refuses a PIN code that is not six digits or starts with 0 without asking the server', async () => {
    const fetchMock = stubApi({});
    renderWithApp(<DeliveryCheck />);
    const field = screen.getByRole('textbox', { name: 'PIN code' });
    for (const pin of ['5600', '012345']) {
      await userEvent.clear(field);
      await userEvent.type(field, pin);
      await userEvent.click(screen.getByRole('button', { name: 'Check' }));
      expect(await screen.findByText(deliveryMessages.pinInvalid)).toBeInTheDocument();
    }
    expect(sentRequests(fetchMock)).toHaveLength(0);
    expect(rememberedPin()).toBeNull();
  });

  it('answers the remembered PIN code at once on the next product page', async () => {
    localStorage.setItem('artshop:delivery-pin', '110001');
    stubApi({ 'GET /api/delivery/estimate?pin=110001': served('110001') });
    renderWithApp(<DeliveryCheck />);
    expect(await screen.findByText('Delivery in 3–5 days to 110001')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('110001');
  });
});
