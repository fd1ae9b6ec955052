import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { buildAdminTestApp } from './build-admin-test-app';
import type { TestApp } from './build-test-app';
import { multipartPayload, type MultipartFile } from './multipart-payload';
import { useTestApp } from './use-test-app';

export interface ProductFormClient {
  /** The admin's app of the surrounding `describe`. */
  app: () => TestApp;
  /** `POST /api/adminop/add` with `fields`, `extra` over them, and a small main image. */
  add: (extra?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** `PUT /api/adminop/edit/{id}` with the title and price of `fields`, and `extra`. */
  edit: (id: string, extra: Record<string, string>) => Promise<LightMyRequestResponse>;
}

/**
 * The back-office's product form as the tests of its fields send it: one admin app for the
 * `describe` it is called in, and add and edit calls that differ only in the fields a test is about.
 */
export function useProductFormClient(fields: Record<string, string>): ProductFormClient {
  let t: TestApp;
  let cookie: string;
  let main: MultipartFile;
  useTestApp(buildAdminTestApp, (built) => ({ t, admin: cookie } = built));
  beforeAll(async () => {
    const webp = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#b85c38' },
    })
      .webp()
      .toBuffer();
    main = { name: 'mainImage', filename: 'main.webp', contentType: 'image/webp', data: webp };
  });

  const send = (method: 'POST' | 'PUT', url: string, body: Record<string, string>) => {
    const { payload, headers } = multipartPayload(body, method === 'POST' ? [main] : []);
    return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  };
  return {
    app: () => t,
    add: (extra = {}) => send('POST', '/api/adminop/add', { ...fields, ...extra }),
    edit: (id, extra) =>
      send('PUT', `/api/adminop/edit/${id}`, {
        title: fields.title ?? '',
        price: fields.price ?? '',
        ...extra,
      }),
  };
}
