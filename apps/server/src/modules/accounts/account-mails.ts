import type { MailMessage } from '../../integrations/mail/mail-port';
import type { AccountsDeps } from './accounts-deps';

const link = (appOrigin: string, path: string, token: string) =>
  `${appOrigin.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

export function activationMail(appOrigin: string, to: string, token: string): MailMessage {
  const url = link(appOrigin, '/user/active_account', token);
  return {
    to,
    subject: 'Activate your Perkdesk account',
    text: `Welcome to Perkdesk.\n\nOpen this link within 24 hours to activate your account:\n${url}\n\nIf you did not register, ignore this e-mail.`,
    links: [url],
  };
}

export function resetMail(appOrigin: string, to: string, token: string): MailMessage {
  const url = link(appOrigin, '/user/reset-password', token);
  return {
    to,
    subject: 'Reset your Perkdesk password',
    text: `Open this link within 1 hour to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.`,
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
