import { INQUIRY_MESSAGES, inquiryResponseSchema, outboxEmailSchema } from '@perkdesk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inquiries, merchants } from '../../db/schema/index';
import { signedIn } from '../../test/account-fixtures';
import { createOpenStore } from '../../test/ordering-fixtures';
import { createTestApp, injectJson, type TestApp } from '../../test/test-app';

// POST /api/inquiry/merchant (contract §12 Support): stored, then e-mailed to SUPPORT_EMAIL
// through the mail port; here the local outbox, read back as the /dev/mailbox page does.

const SUPPORT = 'help-desk@perkdesk.test';
let t: TestApp;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: SUPPORT } });
  merchant = await signedIn(t);
  await t.db
    .update(merchants)
    .set({ name: 'Bean There' })
    .where(eq(merchants.id, merchant.merchantId as string));
  storeId = (await createOpenStore(t, merchant.headers, { name: 'Harbourfront' })).id;
});
afterAll(() => t.close());

const send = (body: unknown, headers: Record<string, string> = merchant.headers) =>
  injectJson(t.app, 'POST', '/api/inquiry/merchant', body, headers);

const outbox = async () => {
  const response = await t.app.inject({ url: `/api/testing-support/emails?to=${SUPPORT}` });
  expect(response.statusCode).toBe(200);
  return z.array(outboxEmailSchema).parse(response.json());
};

describe('POST /api/inquiry/merchant', () => {
  it('stores the inquiry and e-mails it to SUPPORT_EMAIL', async () => {
    const response = await send({
      storeId,
      inquiryTitle: '  Orders not arriving ',
      inquiryDescription: 'Since this morning the tablet shows no new orders.',
      issueType: 'Orders (Urgent)',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = inquiryResponseSchema.parse(response.json());
    expect(answer.createdAt).toBe(t.clock.now().toISOString());

    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, answer.id));
    expect(row).toMatchObject({
      merchantId: merchant.merchantId,
      storeId,
      issueType: 'Orders (Urgent)',
      title: 'Orders not arriving',
      description: 'Since this morning the tablet shows no new orders.',
    });

    const [mail] = await outbox();
    expect(mail?.to).toBe(SUPPORT);
    expect(mail?.subject).toBe('[Perkdesk support] Orders (Urgent): Orders not arriving');
    for (const fact of [
      'Issue type: Orders (Urgent)',
      `Merchant: Bean There (${merchant.merchantId})`,
      `Store: Harbourfront (${storeId})`,
      `From: ${merchant.username} <${merchant.email}>`,
      `Inquiry: ${answer.id}`,
      'Since this morning the tablet shows no new orders.',
    ])
      expect(mail?.text).toContain(fact);
  });

  it('files an inquiry without an issue type under Other', async () => {
    const response = await send({
      storeId,
      inquiryTitle: 'Menu',
      inquiryDescription: 'How do I add a combo?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, response.json().id));
    expect(row?.issueType).toBe('Other');
    expect((await outbox())[0]?.subject).toBe('[Perkdesk support] Other: Menu');
  });

  it("answers another merchant's store, an unknown one or a deleted one as 404, and sends nothing", async () => {
    const other = await signedIn(t);
    const foreign = (await createOpenStore(t, other.headers)).id;
    const gone = (await createOpenStore(t, merchant.headers, { name: 'Closed' })).id;
    const deleted = await injectJson(
      t.app,
      'DELETE',
      `/api/merchant-stores/${gone}`,
      undefined,
      merchant.headers,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const before = (await outbox()).length;
    for (const id of [foreign, '99999999999999999999', gone]) {
      const response = await send({ storeId: id, inquiryTitle: 'Hi', inquiryDescription: 'There' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(await outbox()).toHaveLength(before);
  });

  it.each([
    [{ inquiryTitle: 'Hi', inquiryDescription: 'There' }, 'storeId', INQUIRY_MESSAGES.store],
    [{ inquiryTitle: ' ', inquiryDescription: 'There' }, 'inquiryTitle', INQUIRY_MESSAGES.title],
    [
      { inquiryTitle: 'x'.repeat(101), inquiryDescription: 'There' },
      'inquiryTitle',
      INQUIRY_MESSAGES.titleLength,
    ],
    [{ inquiryTitle: 'Hi' }, 'inquiryDescription', INQUIRY_MESSAGES.description],
    [
      { inquiryTitle: 'Hi', inquiryDescription: 'x'.repeat(2001) },
      'inquiryDescription',
      INQUIRY_MESSAGES.descriptionLength,
    ],
    [
      { inquiryTitle: 'Hi', inquiryDescription: 'There', issueType: 'Billing' },
      'issueType',
      INQUIRY_MESSAGES.issueType,
    ],
  ])('refuses %o with the violation', async (body, field, message) => {
    const response = await send({ storeId: field === 'storeId' ? undefined : storeId, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message,
      violations: [{ field, message }],
    });
  });

  it('is for merchants only', async () => {
    const customer = await signedIn(t, 'USER');
    const body = { storeId, inquiryTitle: 'Hi', inquiryDescription: 'There' };
    expect((await send(body, customer.headers)).statusCode).toBe(403);
    expect((await send(body, {})).statusCode).toBe(401);
  });
});
