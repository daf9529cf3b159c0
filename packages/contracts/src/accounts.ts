import { checkPassword, isValidPhone, PASSWORD_MESSAGES, PHONE_MESSAGE } from '@perkdesk/domain';
import { z } from 'zod';
import { dateSchema, EMAIL_MESSAGE, emailSchema, idSchema } from './common';

export const ROLES = ['MERCHANT', 'USER', 'ADMIN'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USERNAME_MESSAGE = 'Username must be 3 to 50 letters, digits or . _ @ -';

/** A password field: every failed rule of the policy becomes its own violation. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const failure of checkPassword(password)) {
    ctx.addIssue({ code: 'custom', message: failure.message, params: { everyRule: true } });
  }
});

const withMatchingPassword = <T extends { password: string; matchingPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.matchingPassword) {
    ctx.addIssue({ code: 'custom', path: ['matchingPassword'], message: PASSWORD_MESSAGES.mismatch });
  }
};

export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, USERNAME_MESSAGE);

export const nameSchema = (label: string) =>
  z.string().trim().min(1, `${label} is required.`).max(50, `${label} must be at most 50 characters.`);

export const merchantRegistrationSchema = z
  .object({
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    matchingPassword: z.string(),
  })
  .superRefine(withMatchingPassword);
export type MerchantRegistration = z.infer<typeof merchantRegistrationSchema>;

export const phoneSchema = z.string().trim().refine(isValidPhone, PHONE_MESSAGE);

export const userRegistrationSchema = z
  .object({
    name: nameSchema('Name'),
    email: emailSchema,
    password: passwordSchema,
    matchingPassword: z.string(),
    phone: phoneSchema.nullish(),
    referralUserId: idSchema.nullish(),
  })
  .superRefine(withMatchingPassword);
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

export const registrationResponseSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  activated: z.boolean(),
});

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Specify your username and password'),
  password: z.string().min(1, 'Specify your username and password'),
  portal: z.enum(['MERCHANT']).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  id: idSchema,
  merchantID: idSchema.nullable(),
  isMerchant: z.boolean(),
  role: roleSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1, 'refresh_token is required.'),
});

export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const emailParamsSchema = z.object({ email: z.string().min(1).max(320) });
export const idParamsSchema = z.object({ id: idSchema });

export const activationResponseSchema = z.object({
  id: idSchema,
  status: z.enum(['ACTIVATED', 'ALREADY_ACTIVE']),
});
export const sentResponseSchema = z.object({ sent: z.literal(true) });
export const emptyResponseSchema = z.object({});

export const passwordResetRequestSchema = z.object({ email: z.string().trim().min(1, EMAIL_MESSAGE) });
export const resetTokenStateSchema = z.object({ state: z.enum(['VALID', 'INVALID', 'EXPIRED', 'USED']) });
export type ResetTokenState = z.infer<typeof resetTokenStateSchema>['state'];

export const newPasswordSchema = z
  .object({ password: passwordSchema, matchingPassword: z.string() })
  .superRefine(withMatchingPassword);

export const passwordVerifySchema = z.object({ password: z.string().min(1, 'Password is required.') });
export const passwordVerifyResponseSchema = z.object({ valid: z.literal(true) });

export const accountInfoSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  isMerchant: z.boolean(),
  merchantID: idSchema.nullable(),
  activated: z.boolean(),
  createdAt: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const addressSchema = z.object({
  streetNumber: z.string().trim().min(1).max(10),
  unit: z.string().trim().max(10).nullish(),
  streetName: z.string().trim().min(2).max(100),
  city: z.string().trim().min(2).max(100),
  province: z.string().trim().min(2).max(100),
  country: z.string().trim().min(2).max(100),
  postalCode: z.string().trim().min(3).max(10),
  location: z
    .object({ type: z.literal('Point').optional(), coordinates: z.tuple([z.number(), z.number()]) })
    .nullish(),
});

export const profileSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  email: z.string(),
  avatarURL: z.string().nullable(),
  dob: dateSchema.nullable(),
  phone: z.string().nullable(),
  deliveryAddresses: z.array(addressSchema),
  referralUserId: idSchema.nullable(),
  receivedRegistrationReward: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.')
    .optional(),
  dob: dateSchema.nullish(),
  phone: phoneSchema.nullish(),
  avatarURL: z.string().trim().max(500).nullish(),
  referralUserId: idSchema.nullish(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
