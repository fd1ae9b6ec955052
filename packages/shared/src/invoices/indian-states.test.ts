import { describe, expect, it } from 'vitest';
import { findIndianState, INDIAN_STATES } from './indian-states';

describe('findIndianState', () => {
  it('knows every state by name, common spelling and short form, whatever the case', () => {
    expect(findIndianState('Maharashtra')?.code).toBe('27');
    expect(findIndianState(' maharashtra ')?.code).toBe('27');
    expect(findIndianState('MH')?.code).toBe('27');
    expect(findIndianState('Tamilnadu')?.name).toBe('Tamil Nadu');
    expect(findIndianState('Jammu & Kashmir')?.code).toBe('01');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('New Delhi')?.code).toBe('07');
  });

  it('answers null for text that names no state', () => {
    for (const text of ['', 'Narnia', null, undefined, '411001']) {
      expect(findIndianState(text)).toBeNull();
    }
  });

  it('lists 36 states and union territories with unique two-digit codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
  });
});
