import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startWarnings } from './config';
import { SHOP_PASSWORD_COST } from './lib/password';

// PASSWORD_HASH_COST (decision 0088): the shop's cost unless a test server asks for less, and then
// it says so at every start.
describe('PASSWORD_HASH_COST', () => {
  it("defaults to the shop's cost and warns about nothing", () => {
    const config = loadConfig({});
    expect(config.passwordHashCost).toBe(SHOP_PASSWORD_COST);
    expect(startWarnings(config)).toEqual([]);
  });

  it('takes a lower cost for a test server, with a warning at start', () => {
    const config = loadConfig({ PASSWORD_HASH_COST: '12' });
    expect(config.passwordHashCost).toBe(12);
    expect(startWarnings(config)).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_COST is 12: new passwords are hashed more weakly/),
    ]);
  });

  it.each(['9', '21', '12.5', 'high'])('refuses %s', (value) => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: value })).toThrow(
      /^Invalid PASSWORD_HASH_COST: must be a whole number from 10 to 20/,
    );
  });
});
