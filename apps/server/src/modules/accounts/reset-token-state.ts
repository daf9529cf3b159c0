import type { ResetTokenState } from '@perkdesk/contracts';
import { emailTokenState } from '@perkdesk/domain';
import { hashSecretToken } from '../../lib/secret-tokens';
import type { AccountsDeps } from './accounts-deps';
import { findEmailToken } from './email-tokens.repository';

const RESET_STATE = { VALID: 'VALID', USED: 'USED', VOIDED: 'INVALID', EXPIRED: 'EXPIRED' } as const;

export async function resetTokenState(ctx: AccountsDeps, rawToken: string): Promise<ResetTokenState> {
  const token = await findEmailToken(ctx.db, 'RESET', hashSecretToken(rawToken));
  return token ? RESET_STATE[emailTokenState(token, ctx.clock.now())] : 'INVALID';
}
