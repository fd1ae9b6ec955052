import { describe, expect, it } from 'vitest';
import { deliveryPinOf } from './delivery-estimate';
import { deliveryPinSchema } from './delivery-estimate.schema';

// The product page checks a PIN code without Zod; it must say yes and no exactly as the server does.
describe('deliveryPinOf', () => {
  it.each(['560001', ' 110011 ', '999999', '056001', '56000', '5600011', 'abcdef', '', '56 0001'])(
    'agrees with the server schema for %j',
    (text) => {
      const parsed = deliveryPinSchema.safeParse(text);
      expect(deliveryPinOf(text)).toBe(parsed.success ? parsed.data : null);
    },
  );
});
