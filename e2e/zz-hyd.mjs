import { chromium, devices } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--no-first-run'] });
for (const [label, opts] of [['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent }], ['desktop', { viewport: { width: 1280, height: 800 } }]]) {
  const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:3470', ...opts });
  const page = await ctx.newPage();
  page.on('console', (m) => console.log(label, 'console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log(label, 'pageerror', e.message.slice(0, 300)));
  page.on('requestfailed', (r) => console.log(label, 'failed', r.url(), r.failure()?.errorText));
  page.on('response', (r) => { if (r.status() >= 400) console.log(label, 'status', r.status(), r.url()); });
  const email = `probe-${Date.now()}-${label}@e2e.test`;
  const s = await page.request.post('/api/auth/signup', { data: { name: 'Asha Rao', phone: '9876512345', email, password: 'Passw0rd!e2e' } });
  console.log(label, 'signup', s.status());
  const products = await (await page.request.get('/api/adminop/type/stoneArt')).json();
  const id = (products.products ?? products.data ?? products)[0].id;
  await page.goto(`/productoverview/${id}`);
  try {
    await page.getByRole('button', { name: 'Write a Review' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('button[disabled]')?.textContent?.includes('Write a Review'), null, { timeout: 15000 });
    console.log(label, 'hydrated');
  } catch (e) { console.log(label, 'NOT hydrated', e.message.slice(0, 100)); }
  await ctx.close();
}
await browser.close();
