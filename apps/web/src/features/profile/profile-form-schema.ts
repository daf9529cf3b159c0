import { dateSchema, profileUpdateSchema } from '@perkdesk/contracts';
import { z } from 'zod';

/**
 * The editable part of the profile, on the contract's rules: the name is required once given,
 * and an empty date field (the native date input's "cleared") clears the date of birth.
 */
export const profileFormSchema = z.object({
  name: profileUpdateSchema.shape.name.unwrap(),
  dob: z.union([z.literal(''), dateSchema]),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const toProfileUpdate = (values: z.output<typeof profileFormSchema>) => ({
  name: values.name,
  dob: values.dob === '' ? null : values.dob,
});
