import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json';

describe('scriptSafeJson', () => {
  it('cannot be closed or commented out by text inside it, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes a list as one JSON array', () => {
    expect(
      JSON.parse(scriptSafeJson([{ '@type': 'WebSite' }, { '@type': 'Organization' }])),
    ).toHaveLength(2);
  });
});
