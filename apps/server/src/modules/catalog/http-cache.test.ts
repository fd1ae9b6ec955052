import { describe, expect, it } from 'vitest';
import { etagOf, matchesIfNoneMatch } from './http-cache';

describe('etagOf', () => {
  it('is a quoted strong tag that depends only on the bytes', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = etagOf('body');

  it('matches the same tag, a weak form of it, a tag in a list, and *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });

  it('does not match a missing header or another tag', () => {
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
  });
});
