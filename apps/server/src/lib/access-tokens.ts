import { roleSchema } from '@perkdesk/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from './app-error';
import type { Clock } from './clock';

/** Access tokens live 15 minutes (contract §2 Tokens). */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/** How many checked tokens are remembered (oldest forgotten first). */
const VERIFIED_KEPT = 10_000;

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

  // A client sends the same token with every request for its 15 minutes: a signature checked
  // once holds for the same string until its expiry, so it is not checked again (WebCrypto's
  // HMAC is an asynchronous job per call). Revocation is the session check's business.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, expiresAt });
  };

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
      const now = clock.now();
      const known = verified.get(token);
      if (known) {
        if (now.getTime() < known.expiresAt) return known.claims;
        verified.delete(token);
        throw new AppError('TOKEN_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) throw new AppError('UNAUTHORIZED');
        remember(token, claims.data, (payload.exp ?? 0) * 1000);
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
