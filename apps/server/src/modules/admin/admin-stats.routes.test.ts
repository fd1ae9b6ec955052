import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createUser } from '../../test/factories/users';

describe('GET /api/admin/stats', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  it("counts the orders from the database: all, payment pending, to ship, delivered (not the spec's 15/7/8)", async () => {
    const { cookie } = await createSignedInAdmin(t.db);
    const stats = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });

    expect((await stats()).json()).toEqual({
      orders: { total: 0, pending: 0, toShip: 0, completed: 0 },
    });

    const customer = await createUser(t.db);
    await createOrder(t.db, customer.id, [], { paymentStatus: 'pending' });
    await createOrder(t.db, customer.id, [], { paymentStatus: 'success' });
    await createOrder(t.db, customer.id, [], { paymentStatus: 'success' });
    await createOrder(t.db, customer.id, [], { paymentStatus: 'failed' });
    // Paid and shipped: neither to ship nor completed until it is delivered (decision 0086).
    await createOrder(t.db, customer.id, [], {
      paymentStatus: 'success',
      fulfilmentStatus: 'shipped',
    });
    await createOrder(t.db, customer.id, [], {
      paymentStatus: 'success',
      fulfilmentStatus: 'delivered',
    });

    const response = await stats();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orders: { total: 6, pending: 1, toShip: 2, completed: 1 } });
  });
});
