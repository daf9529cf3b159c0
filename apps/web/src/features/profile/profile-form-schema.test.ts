import { describe, expect, it } from 'vitest';
import { profileFormSchema, toProfileUpdate } from './profile-form-schema';

describe('profile form', () => {
  it('sends a cleared date of birth as null', () => {
    const values = profileFormSchema.parse({ name: ' Ann ', dob: '' });
    expect(toProfileUpdate(values)).toEqual({ name: 'Ann', dob: null });
  });

  it('keeps a date and refuses an empty name or a malformed date', () => {
    expect(toProfileUpdate(profileFormSchema.parse({ name: 'Ann', dob: '1990-04-05' }))).toEqual({
      name: 'Ann',
      dob: '1990-04-05',
    });
    expect(profileFormSchema.safeParse({ name: '  ', dob: '' }).error?.issues[0]?.message).toBe(
      'Name is required.',
    );
    expect(profileFormSchema.safeParse({ name: 'Ann', dob: '05/04/1990' }).success).toBe(false);
  });
});
