import { describe, expect, it } from 'vitest';
import { mailLinks, subjectText } from './notification-settings';

describe('subjectText', () => {
  it('makes one short line of what a person typed', () => {
    expect(subjectText('  Asha\r\nBcc: x@example.in\tRao ')).toBe('Asha Bcc: x@example.in Rao');
    expect(subjectText('a'.repeat(80), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('mailLinks', () => {
  it("points at the web app's routes", () => {
    const site = 'https://shop.example.in';
    expect(mailLinks.myOrders(site)).toBe('https://shop.example.in/my-account?tab=orders');
    expect(mailLinks.adminOrder(site, '89abcdef')).toBe(
      'https://shop.example.in/admin/allorders?q=89abcdef',
    );
    expect(mailLinks.adminCustomArt(site)).toBe('https://shop.example.in/admin/customArt');
  });
});
