import { describe, expect, it } from 'vitest';
import { etagOf, matchesEntity, matchesIfNoneMatch } from './http-cache';
import { representationTag } from './ready-bytes';

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

describe('matchesEntity', () => {
  const hash = etagOf('body').slice(1, -1);

  it('matches every coding and level of the same body (decision 0070), and no other body', () => {
    const quick = representationTag(hash, 'br', 'quick');
    const best = representationTag(hash, 'br', 'best');
    expect(quick).toBe(`"${hash}-br5"`);
    expect(best).toBe(`"${hash}-br11"`);
    expect(representationTag(hash, 'gzip', 'quick')).toBe(`"${hash}-gzip6"`);
    for (const tag of [quick, best, `W/${best}`, `"${hash}"`, `"${hash}-gzip9"`, `"${hash}-br"`]) {
      expect(matchesEntity(tag, hash), tag).toBe(true);
    }
    const other = etagOf('other').slice(1, -1);
    for (const tag of [`"${other}-br5"`, `"${hash}-br5x"`, `"${hash}-deflate"`, `"${hash}x"`]) {
      expect(matchesEntity(tag, hash), tag).toBe(false);
    }
  });
});
