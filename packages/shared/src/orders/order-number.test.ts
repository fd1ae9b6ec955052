import { describe, expect, it } from 'vitest';
import { formatOrderNumber, parseOrderNumber } from './order-number';

describe('order numbers (decision 0085)', () => {
  it("are written 'AS-' and the number", () => {
    expect(formatOrderNumber(1001)).toBe('AS-1001');
  });

  it('are read back however an admin types them, and nothing else is one', () => {
    for (const text of ['AS-1001', 'as-1001', '#AS-1001', 'AS1001', ' as 1001 ', '1001']) {
      expect(parseOrderNumber(text), text).toBe(1001);
    }
    for (const text of ['AS-', 'Asha', 'AS-10a1', 'order_123', '1a2b3c4d', '1234567890']) {
      expect(parseOrderNumber(text), text).toBeNull();
    }
  });
});
