import { describe, expect, it } from 'vitest';
import { escapeLike, likeContains, likePrefix } from './like-pattern.ts';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character, and only them', () => {
    expect(escapeLike('100%_off\\now*')).toBe('100\\%\\_off\\\\now*');
    expect(likePrefix('a_b')).toBe('a\\_b%');
    expect(likeContains('50%')).toBe('%50\\%%');
  });
});
