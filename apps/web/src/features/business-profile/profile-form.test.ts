import { MERCHANT_PROFILE_MESSAGES, merchantProfileUpdateSchema } from '@perkdesk/contracts';
import { PHONE_MESSAGE } from '@perkdesk/domain';
import { describe, expect, it } from 'vitest';
import { profileFormSchema, toProfileFormValues, toProfileUpdate } from './profile-form';
import { profileFixture } from './testing/profile-fixture';

const valid = {
  name: "Rosa's Bakery",
  description: 'Rye, pretzels and coffee since 1998.',
  phone: '+14165550199',
  email: 'hello@rosa.test',
  website: 'https://rosa.test',
};

const firstMessage = (values: unknown) => {
  const result = profileFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profile form', () => {
  it('maps an empty profile to empty fields', () => {
    expect(toProfileFormValues(profileFixture())).toEqual({
      name: '',
      description: '',
      phone: '',
      email: '',
      website: '',
    });
  });

  it('sends what the server accepts, empty optional fields as null', () => {
    const update = toProfileUpdate(profileFormSchema.parse({ ...valid, phone: '', email: '', website: ' ' }));
    expect(update).toEqual({ ...valid, phone: null, email: null, website: null });
    expect(merchantProfileUpdateSchema.safeParse(update).success).toBe(true);
    expect(
      merchantProfileUpdateSchema.safeParse(toProfileUpdate(profileFormSchema.parse(valid))).success,
    ).toBe(true);
  });

  it('applies the spec 2 §5 rules with their messages', () => {
    expect(firstMessage({ ...valid, name: 'Ro' })).toBe('Name must be 3 to 35 characters.');
    expect(firstMessage({ ...valid, name: 'x'.repeat(36) })).toBe('Name must be 3 to 35 characters.');
    expect(firstMessage({ ...valid, description: 'ab' })).toBe('Description must be 3 to 255 characters.');
    expect(firstMessage({ ...valid, description: 'x'.repeat(256) })).toBe(
      'Description must be 3 to 255 characters.',
    );
    expect(firstMessage({ ...valid, phone: '4165550199' })).toBe(PHONE_MESSAGE);
    expect(firstMessage({ ...valid, phone: '+1416555019' })).toBe(PHONE_MESSAGE);
    expect(firstMessage({ ...valid, email: 'rosa@' })).toBe('Please enter valid email address');
    expect(firstMessage({ ...valid, website: 'rosa.test' })).toBe(MERCHANT_PROFILE_MESSAGES.website);
    expect(firstMessage(valid)).toBeNull();
  });

  it('needs a description, as the server counts a profile only with one', () => {
    expect(firstMessage({ ...valid, description: '' })).toBe('Description must be 3 to 255 characters.');
  });
});
