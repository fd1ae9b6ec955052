import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpError } from '../lib/http-error';
import { registerErrorHandling } from './error-handler';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist: select password_hash from users');
  });
  app.get('/gone', async () => {
    throw httpError(409, 'You have already shown interest in this product.', 'DUPLICATE');
  });
  app.get('/zod', async () =>
    z.object({ name: z.string().min(3, 'Name is too short') }).parse({ name: 'x' }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('hides unexpected errors behind a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toContain('select');
  });

  it('passes an httpError through with its status, message and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/gone' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'You have already shown interest in this product.',
      code: 'DUPLICATE',
    });
  });

  it('turns a ZodError thrown by a service into a 400 with the first message', async () => {
    const response = await app.inject({ method: 'GET', url: '/zod' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Name is too short');
  });
});
