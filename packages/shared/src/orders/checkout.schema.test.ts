import { describe, expect, it } from 'vitest';
import { createOrderSchema, orderAddressOf } from './checkout.schema';
import { orderItemCount } from './order.schema';
import { orderMessages } from './orders.messages';

const contact = { name: 'Asha Rao', phone: '9876543210' };
const parts = {
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
};

describe('createOrderSchema and the address in parts', () => {
  it('rebuilds the joined address from the parts, which win over a joined one', () => {
    const body = createOrderSchema.parse({
      ...contact,
      deliveryAddress: 'Old place, far away',
      address: parts,
    });
    expect(orderAddressOf(body)).toEqual({
      joined: '12 MG Road, Bengaluru, Karnataka, 560001, India',
      parts,
    });
  });

  it('keeps a joined-only address as sent, without parts', () => {
    const deliveryAddress = '12 MG Road, Bengaluru, Karnataka, 560001, India';
    expect(orderAddressOf(createOrderSchema.parse({ ...contact, deliveryAddress }))).toEqual({
      joined: deliveryAddress,
      parts: null,
    });
  });

  it("checks each part with the checkout form's message, and wants some address", () => {
    const zip = createOrderSchema.safeParse({ ...contact, address: { ...parts, zip: '56000' } });
    expect(zip.error?.issues[0]?.message).toBe(orderMessages.zipInvalid);
    const none = createOrderSchema.safeParse(contact);
    expect(none.error?.issues[0]?.message).toBe(orderMessages.streetRequired);
  });
});

describe('orderItemCount', () => {
  it('counts pieces, not lines', () => {
    expect(orderItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(orderItemCount([])).toBe(0);
  });
});
