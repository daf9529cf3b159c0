import { roleSchema } from '@perkdesk/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from './app-error';
import type { Clock } from './clock';

/** Access tokens live 15 minutes (contract §2 Tokens). */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

const claimsSchema = z.object({
  sub: z.string(),
  role: roleSchema,
  merchantId: z.string().nullable(),
  sid: z.string(),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

/** Signs and checks HS256 access tokens. Time comes from the clock so tests can expire them. */
export function createAccessTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ sub, role, merchantId, sid }: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, merchantId, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    /** The token's claims, or a 401: TOKEN_EXPIRED when only its age is wrong, UNAUTHORIZED otherwise. */
    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) throw new AppError('UNAUTHORIZED');
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
