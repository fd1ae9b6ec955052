import { SHOP_NAME } from '@artshop/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { MailLayout } from './templates/mail-layout';

describe('renderMail', () => {
  it('gives an HTML part in the shop frame and a plain-text part with the same words', async () => {
    const { html, text } = await renderMail(
      createElement(MailLayout, {
        preview: 'Your order is on its way',
        shopUrl: 'https://shop.example.in',
        children: createElement('p', null, 'Thank you for shopping with us & see you soon'),
      }),
    );
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).toContain(SHOP_NAME);
    expect(html).toContain('Thank you for shopping with us &amp; see you soon');
    expect(text).not.toContain('<');
    expect(text).toContain('Thank you for shopping with us & see you soon');
    expect(text).toContain(SHOP_NAME);
  });
});
