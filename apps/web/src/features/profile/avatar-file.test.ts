import { describe, expect, it } from 'vitest';
import { isAvatarTooLarge, MAX_AVATAR_BYTES } from './avatar-file';

describe('isAvatarTooLarge', () => {
  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(isAvatarTooLarge({ size: MAX_AVATAR_BYTES })).toBe(false);
    expect(isAvatarTooLarge({ size: MAX_AVATAR_BYTES + 1 })).toBe(true);
  });
});
