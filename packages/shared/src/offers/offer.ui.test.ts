import { describe, expect, it } from 'vitest';
import { availabilityBadgeLabels } from './availability.ui';
import { offerMessages } from './offer.schema';
import { isOfferPayable, offerStatusAt } from './offer.ui';

const now = new Date('2026-03-10T06:00:00.000Z');
const before = '2026-03-10T05:59:59.000Z';
const after = '2026-03-10T06:00:01.000Z';

describe('offerStatusAt', () => {
  it('turns an open or accepted offer past its time into expired', () => {
    expect(offerStatusAt({ status: 'open', expiresAt: before }, now)).toBe('expired');
    expect(offerStatusAt({ status: 'accepted', expiresAt: now.toISOString() }, now)).toBe(
      'expired',
    );
    expect(offerStatusAt({ status: 'open', expiresAt: after }, now)).toBe('open');
  });

  it('leaves a paid, declined or withdrawn offer as it is', () => {
    for (const status of ['paid', 'declined', 'withdrawn'] as const) {
      expect(offerStatusAt({ status, expiresAt: before }, now)).toBe(status);
    }
  });
});

describe('isOfferPayable', () => {
  it('is true for an open or accepted offer in time, and nothing else', () => {
    expect(isOfferPayable({ status: 'open', expiresAt: after }, now)).toBe(true);
    expect(isOfferPayable({ status: 'accepted', expiresAt: after }, now)).toBe(true);
    expect(isOfferPayable({ status: 'open', expiresAt: before }, now)).toBe(false);
    expect(isOfferPayable({ status: 'paid', expiresAt: after }, now)).toBe(false);
    expect(isOfferPayable({ status: 'expired', expiresAt: after }, now)).toBe(false);
  });
});

describe('availabilityBadgeLabels', () => {
  it("say what the offer messages' badges say", () => {
    expect(availabilityBadgeLabels).toEqual({
      sold: offerMessages.soldBadge,
      reserved: offerMessages.reservedBadge,
    });
  });
});
