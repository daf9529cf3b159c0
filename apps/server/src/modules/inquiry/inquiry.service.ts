import type { InquiryBody, InquiryResponse } from '@perkdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailMessage, MailPort } from '../../integrations/mail/mail-port';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { sendAfterCommit } from '../accounts/account-mails';
import { findUserById } from '../accounts/accounts.public';
import { findMerchant } from '../merchants/merchants.public';
import type { StoreRow } from '../stores/stores.public';
import { findStore } from '../stores/stores.public';
import { type InquiryRow, insertInquiry } from './inquiry.repository';

/** Who asks: the merchant and the account it signed in with (its staff share it). */
export interface InquiryAuthor {
  merchantId: string;
  userId: string;
}

interface MailFacts {
  inquiry: InquiryRow;
  store: StoreRow;
  merchantName: string | null;
  account: { username: string; email: string } | null;
}

/** The e-mail to support: what was asked, and enough to answer the merchant without looking it up. */
export function inquiryMail(to: string, { inquiry, store, merchantName, account }: MailFacts): MailMessage {
  const from = account ? `${account.username} <${account.email}>` : 'unknown account';
  return {
    to,
    subject: `[Perkdesk support] ${inquiry.issueType}: ${inquiry.title}`,
    text: [
      `Issue type: ${inquiry.issueType}`,
      `Merchant: ${merchantName ?? '(no business name)'} (${inquiry.merchantId})`,
      `Store: ${store.name} (${store.id})`,
      `From: ${from}`,
      `Received: ${inquiry.createdAt.toISOString()}`,
      `Inquiry: ${inquiry.id}`,
      '',
      inquiry.title,
      '',
      inquiry.description,
    ].join('\n'),
    links: [],
  };
}

/**
 * Support requests (contract §12 Support): stored for one of the merchant's live stores, then
 * mailed to SUPPORT_EMAIL after the commit; a failure to send is logged and the inquiry stands.
 */
export function createInquiryService(deps: {
  db: Db;
  clock: Clock;
  mail: MailPort;
  supportEmail: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock } = deps;
  return {
    async submit(author: InquiryAuthor, body: InquiryBody): Promise<InquiryResponse> {
      const store = await findStore(db, author.merchantId, body.storeId);
      if (!store || store.status === 'DELETED') throw notFound();
      const inquiry = await insertInquiry(db, {
        id: newId(),
        merchantId: author.merchantId,
        storeId: store.id,
        issueType: body.issueType,
        title: body.inquiryTitle,
        description: body.inquiryDescription,
        createdAt: clock.now(),
      });
      const [merchant, user] = await Promise.all([
        findMerchant(db, author.merchantId),
        findUserById(db, author.userId),
      ]);
      const account = user ? { username: user.username, email: user.email } : null;
      await sendAfterCommit(
        deps,
        inquiryMail(deps.supportEmail, { inquiry, store, merchantName: merchant?.name ?? null, account }),
      );
      return { id: inquiry.id, createdAt: inquiry.createdAt.toISOString() };
    },
  };
}
export type InquiryService = ReturnType<typeof createInquiryService>;
