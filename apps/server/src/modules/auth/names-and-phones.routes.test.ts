import { nameAndPhoneMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer } from '../../test/factories/users';

// Decision 0078: sign-up and My Account take names and mobile numbers as people in India write
// them, and store the name tidied and the phone as its ten digits.

let lastIp = 0;
const freshIp = () => `10.78.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
let lastEmail = 0;
const freshEmail = () => `names-${++lastEmail}-${Date.now()}@example.in`;

describe('names and phones at sign-up and in My Account', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const signup = (name: string, phone: string, email = freshEmail()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name, phone, email, password: 'Passw0rd!' },
      remoteAddress: freshIp(),
    });
  const storedUser = async (id: string) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it.each([
    ['K. S. Rao', '+91 98765 43210', 'K. S. Rao'],
    ["Anita D'Souza", '098765-43210', "Anita D'Souza"],
    ['Anita D’Souza', '91 98765 43210', 'Anita D’Souza'],
    ['अनीता शर्मा', '98765 43210', 'अनीता शर्मा'],
    ['  Mary-Ann   Pinto ', '+91-98765-43210', 'Mary-Ann Pinto'],
  ])('signs up %j with %j and stores %j and the ten digits', async (name, phone, stored) => {
    const response = await signup(name, phone);
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ name: stored, phone: '9876543210' });
    expect(await storedUser(user.id)).toMatchObject({ name: stored, phone: '9876543210' });
  });

  it.each([
    ['Ravi2', '9876543210', nameAndPhoneMessages.nameCharacters],
    ['Asha <b>Rao</b>', '9876543210', nameAndPhoneMessages.nameCharacters],
    ['Asha Rao', '12345 67890', nameAndPhoneMessages.phoneInvalid],
    ['Asha Rao', '+1 98765 43210', nameAndPhoneMessages.phoneInvalid],
  ])('refuses %j with %j: 400 with the rule, nothing stored', async (name, phone, message) => {
    const email = freshEmail();
    const response = await signup(name, phone, email);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('saves a profile name and phone the same way', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Anita Dsouza' });
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user', payload, headers: { cookie } });

    const saved = await save({ name: 'Anita   D’Souza', phone: '+91 98765-43210' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ name: 'Anita D’Souza', phone: '9876543210' });
    expect(await storedUser(user.id)).toMatchObject({
      name: 'Anita D’Souza',
      phone: '9876543210',
    });

    const refused = await save({ name: 'Anita 2', phone: '9876543210' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(nameAndPhoneMessages.nameCharacters);
    expect(await storedUser(user.id)).toMatchObject({ name: 'Anita D’Souza' });
  });
});
