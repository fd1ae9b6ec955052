import { describe, expect, it } from 'vitest';
import { profileCompletion } from './profile-completion';

const full = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: { street: '1 MG Road', city: 'Pune', state: 'MH', zip: '411001', country: 'India' },
};
const noAddress = { street: null, city: null, state: null, zip: null, country: 'India' };

describe('profileCompletion', () => {
  it('is 100 for a full profile', () => {
    expect(profileCompletion(full)).toBe(100);
  });

  it('counts name, email and phone as 1 each: 3 of 4 is 75', () => {
    expect(profileCompletion({ ...full, address: noAddress })).toBe(75);
  });

  it('counts the filled fraction of street, city, state and zip, ignoring the country', () => {
    // name + email + 0.25 address = 2.25 / 4 = 56.25 -> 56
    expect(
      profileCompletion({ ...full, phone: null, address: { ...noAddress, city: 'Pune' } }),
    ).toBe(56);
    // 3 + 0.5 = 3.5 / 4 = 87.5 -> 88 (Math.round)
    expect(
      profileCompletion({ ...full, address: { ...noAddress, street: 'x', zip: '411001' } }),
    ).toBe(88);
  });

  it('treats blank strings as missing', () => {
    expect(
      profileCompletion({
        name: ' ',
        email: 'a@b.in',
        phone: '',
        address: { ...noAddress, state: '  ' },
      }),
    ).toBe(25);
  });
});
