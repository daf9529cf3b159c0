import {
  entityDescriptionSchema,
  entityNameSchema,
  type MerchantProfile,
  merchantProfileUpdateSchema,
} from '@perkdesk/contracts';
import { z } from 'zod';

const { phone, email, website } = merchantProfileUpdateSchema.shape;

/**
 * The business-profile screen on the contract's rules. Description is required here although
 * spec 2 §5 calls it optional: the server counts a profile (and unlocks Business location) only
 * once both name and description are set.
 */
export const profileFormSchema = z.object({
  name: entityNameSchema,
  description: entityDescriptionSchema,
  phone,
  email,
  website,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export function toProfileFormValues(profile: MerchantProfile): ProfileFormValues {
  return {
    name: profile.name ?? '',
    description: profile.description ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    website: profile.website ?? '',
  };
}

/** Empty optional fields clear the stored value. */
export function toProfileUpdate(values: z.output<typeof profileFormSchema>) {
  return {
    name: values.name,
    description: values.description,
    phone: values.phone ?? null,
    email: values.email ?? null,
    website: values.website ?? null,
  };
}
