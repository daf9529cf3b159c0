/** One e-mail. `links` are the actionable URLs in `text`, kept apart for the local outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise the local outbox (architecture: ports and adapters). */
export interface MailPort {
  send(message: MailMessage): Promise<void>;
}
