import { checkPassword, isValidPhone, PASSWORD_MESSAGES, PHONE_MESSAGE } from '@perkdesk/domain';
import { z } from 'zod';
import { EMAIL_MESSAGE, emailSchema, emptyAsNull, idSchema, requiredString } from './common';

export const ROLES = ['MERCHANT', 'USER', 'ADMIN'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USERNAME_MESSAGE = 'Username must be 3 to 50 letters, digits or . _ @ -';

/** A password field: every failed rule of the policy becomes its own violation. */
export const passwordSchema = requiredString('Password is required.')
  .max(256)
  .superRefine((password, ctx) => {
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

/**
 * The mismatch is reported even when other fields failed, so a form shows every problem at once;
 * it only needs both password fields to be strings.
 */
const matchWhenBothGiven = {
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; matchingPassword?: unknown } | undefined;
    return typeof fields?.password === 'string' && typeof fields.matchingPassword === 'string';
  },
};

const matchingPasswordSchema = requiredString(PASSWORD_MESSAGES.mismatch).max(256);

export const LOGIN_REQUIRED_MESSAGE = 'Specify your username and password';

/** Registration refusals found in the database, given as violations (contract §2). */
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const REFERRAL_NOT_FOUND_MESSAGE = 'Referral user not found.';

export const usernameSchema = requiredString('Username is required.')
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, USERNAME_MESSAGE);

export const nameSchema = (label: string) =>
  requiredString(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(50, `${label} must be at most 50 characters.`);

export const merchantRegistrationSchema = z
  .object({
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    matchingPassword: matchingPasswordSchema,
  })
  .superRefine(withMatchingPassword, matchWhenBothGiven);
export type MerchantRegistration = z.infer<typeof merchantRegistrationSchema>;

export const phoneSchema = requiredString(PHONE_MESSAGE).trim().refine(isValidPhone, PHONE_MESSAGE);

export const userRegistrationSchema = z
  .object({
    name: nameSchema('Name'),
    email: emailSchema,
    password: passwordSchema,
    matchingPassword: matchingPasswordSchema,
    phone: emptyAsNull(phoneSchema),
    referralUserId: emptyAsNull(idSchema),
  })
  .superRefine(withMatchingPassword, matchWhenBothGiven);
export type UserRegistration = z.infer<typeof userRegistrationSchema>;

export const registrationResponseSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  activated: z.boolean(),
});

export const loginRequestSchema = z.object({
  username: requiredString(LOGIN_REQUIRED_MESSAGE).trim().min(1, LOGIN_REQUIRED_MESSAGE).max(320),
  password: requiredString(LOGIN_REQUIRED_MESSAGE).min(1, LOGIN_REQUIRED_MESSAGE).max(256),
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
  refresh_token: requiredString('refresh_token is required.').min(1, 'refresh_token is required.').max(2048),
});

// Any token string is looked up: one that matches nothing is an invalid token, not a malformed request.
export const tokenParamsSchema = z.object({ token: z.string().max(512) });
export const emailParamsSchema = z.object({ email: z.string().min(1).max(320) });
export const idParamsSchema = z.object({ id: idSchema });

export const activationResponseSchema = z.object({
  id: idSchema,
  status: z.enum(['ACTIVATED', 'ALREADY_ACTIVE']),
});
export const sentResponseSchema = z.object({ sent: z.literal(true) });
export const emptyResponseSchema = z.object({});

export const passwordResetRequestSchema = z.object({
  email: requiredString(EMAIL_MESSAGE).trim().min(1, EMAIL_MESSAGE).max(320, EMAIL_MESSAGE),
});
export const resetTokenStateSchema = z.object({ state: z.enum(['VALID', 'INVALID', 'EXPIRED', 'USED']) });
export type ResetTokenState = z.infer<typeof resetTokenStateSchema>['state'];

export const newPasswordSchema = z
  .object({ password: passwordSchema, matchingPassword: matchingPasswordSchema })
  .superRefine(withMatchingPassword, matchWhenBothGiven);

export const passwordVerifySchema = z.object({
  password: requiredString('Password is required.').min(1, 'Password is required.').max(256),
});
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
