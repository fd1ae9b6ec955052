import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SHOP_PASSWORD_COST, setPasswordHashCost, verifyPassword } from './password';

describe('password hashing', () => {
  // The shop's own cost, not the lower one the other server tests hash with (src/test/setup.ts).
  let testCost: number;
  beforeAll(() => {
    testCost = setPasswordHashCost(SHOP_PASSWORD_COST);
  });
  afterAll(() => {
    setPasswordHashCost(testCost);
  });

  it('stores a self-describing scrypt string with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret#123'), hashPassword('Secret#123')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret#123');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('handles non-ASCII passwords', async () => {
    const stored = await hashPassword('पासवर्ड-१२३');
    expect(await verifyPassword('पासवर्ड-१२३', stored)).toBe(true);
    expect(await verifyPassword('पासवर्ड-१२४', stored)).toBe(false);
  });

  it('returns false for malformed or hostile stored strings instead of throwing', async () => {
    const stored = await hashPassword('pw');
    const [, , r, p, salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'plaintext',
      `bcrypt$17$${r}$${p}$${salt}$${hash}`,
      `scrypt$30$${r}$${p}$${salt}$${hash}`, // would need gigabytes of memory
      `scrypt$x$${r}$${p}$${salt}$${hash}`,
      `scrypt$17$${r}$${p}$$${hash}`,
      `scrypt$17$${r}$${p}$${salt}$`,
    ]) {
      expect(await verifyPassword('pw', bad)).toBe(false);
    }
  });

  it('verifies a string made at another cost with the cost it carries', async () => {
    const previous = setPasswordHashCost(12);
    try {
      const cheap = await hashPassword('pw');
      expect(cheap).toMatch(/^scrypt\$12\$8\$1\$/);
      setPasswordHashCost(SHOP_PASSWORD_COST);
      expect(await verifyPassword('pw', cheap)).toBe(true);
      expect(await verifyPassword('pX', cheap)).toBe(false);
    } finally {
      setPasswordHashCost(previous);
    }
  });

  it('refuses a cost outside 2^10 to 2^20', () => {
    expect(() => setPasswordHashCost(9)).toThrow(RangeError);
    expect(() => setPasswordHashCost(21)).toThrow(RangeError);
  });
});
