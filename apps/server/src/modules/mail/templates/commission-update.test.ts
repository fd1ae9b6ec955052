import { commissionStageLabels, commissionStageValues, SHOP_NAME } from '@artshop/shared';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../render';
import { CommissionUpdateMail, commissionUpdateSubject } from './commission-update';

// The commission-update message alone (decision 0053); the flow that queues it is tested in
// modules/custom-art/commission-stage.test.ts.

const shopUrl = 'https://shop.example.in';
const requestsUrl = `${shopUrl}/my-account?tab=requests`;

describe('commission update', () => {
  it.each(commissionStageValues)(
    'names the stage %s, the request, and links to My Account',
    async (stage) => {
      const { html, text } = await renderMail(
        createElement(CommissionUpdateMail, {
          firstName: 'Kavya',
          stage,
          description: 'Our dog & the sea',
          requestsUrl,
          contactUrl: `${shopUrl}/careers/contact-us`,
          shopUrl,
        }),
      );
      const flat = text.replace(/\s+/g, ' ');
      expect(html).toMatch(/^<!DOCTYPE html/i);
      expect(html).toContain(SHOP_NAME);
      expect(flat).toContain('Hello Kavya');
      expect(flat).toContain(`Stage ${commissionStageLabels[stage]}`);
      expect(flat).toContain('Our dog & the sea');
      expect(flat).toContain(commissionUpdateSubject(stage));
      expect(html).toContain(`href="${requestsUrl}"`);
      expect(text).toContain(requestsUrl);
      // Typed text is escaped in the HTML part.
      expect(html).toContain('Our dog &amp; the sea');
    },
  );

  it('has a subject of its own for every stage', () => {
    const subjects = commissionStageValues.map(commissionUpdateSubject);
    expect(new Set(subjects).size).toBe(commissionStageValues.length);
    expect(commissionUpdateSubject('shipped')).toBe('Your custom art has shipped');
  });
});
