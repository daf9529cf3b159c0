import type { MailMessage } from '../../integrations/mail/mail-port';
import type { AccountsDeps } from './accounts-deps';

const link = (appOrigin: string, path: string, token: string) =>
  `${appOrigin.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * Where the e-mailed links land: customers on the storefront's account pages (/s/, docs/adr/0012),
 * merchants and admins on the back-office pages the contract names (§2 Email tokens).
 */
const LINK_PATHS = {
  activation: { customer: '/s/account/activate', other: '/user/active_account' },
  reset: { customer: '/s/account/reset', other: '/user/reset-password' },
} as const;
const pathFor = (kind: keyof typeof LINK_PATHS, role: string) =>
  role === 'USER' ? LINK_PATHS[kind].customer : LINK_PATHS[kind].other;

export function activationMail(appOrigin: string, to: string, token: string, role: string): MailMessage {
  const url = link(appOrigin, pathFor('activation', role), token);
  return {
    to,
    subject: 'Activate your Perkdesk account',
    text: `Welcome to Perkdesk.\n\nOpen this link within 24 hours to activate your account:\n${url}\n\nIf you did not register, ignore this e-mail.`,
    links: [url],
  };
}

export function resetMail(appOrigin: string, to: string, token: string, role: string): MailMessage {
  const url = link(appOrigin, pathFor('reset', role), token);
  return {
    to,
    subject: 'Reset your Perkdesk password',
    text: `Open this link within 1 hour to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
    links: [url],
  };
}

/** The owner's notice of many failed sign-ins on its account (it stays open to the right password). */
export function loginAttackMail(appOrigin: string, to: string, failures: number): MailMessage {
  const url = `${appOrigin.replace(/\/$/, '')}/user/reset-password`;
  return {
    to,
    subject: 'Unusual sign-in attempts on your Perkdesk account',
    text: `Someone failed to sign in to your Perkdesk account ${failures} times in the last 15 minutes, from several addresses.\n\nYour account is not locked: signing in with your password still works. If this was not you, consider choosing a new, stronger password:\n${url}`,
    links: [url],
  };
}

/**
 * Sends after the account change is committed. A mail failure is logged, not returned: the
 * change stands, and the user can ask for the mail again (resend activation, reset again).
 */
export async function sendAfterCommit(deps: Pick<AccountsDeps, 'mail' | 'log'>, message: MailMessage) {
  try {
    await deps.mail.send(message);
  } catch (error) {
    deps.log.error({ err: error, to: message.to, subject: message.subject }, 'e-mail could not be sent');
  }
}
