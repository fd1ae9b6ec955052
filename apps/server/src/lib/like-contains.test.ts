import { describe, expect, it } from 'vitest';
import { likeContains } from './like-contains';

describe('likeContains', () => {
  it('finds the text anywhere, with the wildcards and the escape taken literally', () => {
    expect(likeContains('peacock')).toBe('%peacock%');
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
