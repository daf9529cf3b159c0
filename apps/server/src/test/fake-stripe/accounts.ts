import type { FakeAccount, FakeRoute, FakeStripeState } from './model';
import { fakeId, invalid, missing, StripeFailure } from './wire';

/** Connect accounts: create, retrieve, onboarding and login links, OAuth. */
export function accountRoutes({ accounts }: FakeStripeState): FakeRoute[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/accounts$/,
      handle: (_m, body) => {
        const account: FakeAccount = {
          id: fakeId('acct'),
          object: 'account',
          type: String(body.type ?? 'standard'),
          email: typeof body.email === 'string' ? body.email : null,
          details_submitted: false,
          charges_enabled: false,
          metadata: (body.metadata as Record<string, string>) ?? {},
        };
        accounts.set(account.id, account);
        return account;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/accounts\/([^/]+)$/,
      handle: ([, accountId]) => {
        const account = accounts.get(accountId as string);
        if (!account) throw missing('account', accountId as string);
        return account;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/account_links$/,
      handle: (_m, body) => {
        const accountId = String(body.account ?? '');
        if (!accounts.has(accountId)) throw missing('account', accountId);
        if (!body.return_url || !body.refresh_url) throw invalid('Missing required param: return_url.');
        return {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${accountId}?return=${encodeURIComponent(String(body.return_url))}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/accounts\/([^/]+)\/login_links$/,
      handle: ([, accountId]) => {
        if (!accounts.has(accountId as string)) throw missing('account', accountId as string);
        return { object: 'login_link', url: `https://connect.stripe.test/express/${accountId}` };
      },
    },
    {
      method: 'POST',
      pattern: /^\/oauth\/token$/,
      handle: (_m, body) => {
        const code = String(body.code ?? '');
        if (body.grant_type !== 'authorization_code' || !code.startsWith('ac_')) {
          throw new StripeFailure(400, {
            error: 'invalid_grant',
            error_description: `Authorization code does not exist: ${code}`,
          });
        }
        const account: FakeAccount = {
          id: fakeId('acct'),
          object: 'account',
          type: 'standard',
          email: null,
          details_submitted: true,
          charges_enabled: true,
          metadata: {},
        };
        accounts.set(account.id, account);
        return {
          access_token: fakeId('sk'),
          livemode: false,
          scope: 'read_write',
          stripe_user_id: account.id,
          token_type: 'bearer',
        };
      },
    },
  ];
}
