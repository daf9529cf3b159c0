import nodemailer from 'nodemailer';
import type { MailMessage, MailPort } from './mail-port';

/** The real adapter: any SMTP server given as a URL (smtp://user:pass@host:587). */
export function createSmtpMail(options: { smtpUrl: string; from: string }): MailPort {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send({ to, subject, text }: MailMessage) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
  };
}
