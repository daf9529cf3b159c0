import { describe, expect, it } from 'vitest';
import { toViolations } from './errors';
import { INQUIRY_MESSAGES, ISSUE_TYPES, inquiryBodySchema } from './inquiry';

const STORE = '10000000000000000301';
const violations = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  toViolations(result.error?.issues ?? []);

describe('inquiryBodySchema', () => {
  it('trims, and defaults the issue type to Other', () => {
    expect(
      inquiryBodySchema.parse({ storeId: STORE, inquiryTitle: ' Late ', inquiryDescription: ' Help ' }),
    ).toEqual({ storeId: STORE, inquiryTitle: 'Late', inquiryDescription: 'Help', issueType: 'Other' });
    expect(
      inquiryBodySchema.parse({ storeId: STORE, inquiryTitle: 'a', inquiryDescription: 'b', issueType: '' })
        .issueType,
    ).toBe('Other');
  });

  it('accepts the nine issue types of spec 1', () => {
    expect(ISSUE_TYPES).toHaveLength(9);
    for (const issueType of ISSUE_TYPES) {
      const body = { storeId: STORE, inquiryTitle: 'a', inquiryDescription: 'b', issueType };
      expect(inquiryBodySchema.parse(body).issueType).toBe(issueType);
    }
  });

  it.each([
    [{ inquiryTitle: 'a', inquiryDescription: 'b' }, 'storeId', INQUIRY_MESSAGES.store],
    [{ storeId: STORE, inquiryTitle: '  ', inquiryDescription: 'b' }, 'inquiryTitle', INQUIRY_MESSAGES.title],
    [{ storeId: STORE, inquiryDescription: 'b' }, 'inquiryTitle', INQUIRY_MESSAGES.title],
    [
      { storeId: STORE, inquiryTitle: 'x'.repeat(101), inquiryDescription: 'b' },
      'inquiryTitle',
      INQUIRY_MESSAGES.titleLength,
    ],
    [
      { storeId: STORE, inquiryTitle: 'a', inquiryDescription: '' },
      'inquiryDescription',
      INQUIRY_MESSAGES.description,
    ],
    [
      { storeId: STORE, inquiryTitle: 'a', inquiryDescription: 'x'.repeat(2001) },
      'inquiryDescription',
      INQUIRY_MESSAGES.descriptionLength,
    ],
    [
      { storeId: STORE, inquiryTitle: 'a', inquiryDescription: 'b', issueType: 'Billing' },
      'issueType',
      INQUIRY_MESSAGES.issueType,
    ],
  ])('refuses %o', (input, field, message) => {
    expect(violations(inquiryBodySchema.safeParse(input))).toEqual([{ field, message }]);
  });

  it('keeps 100 and 2000 characters', () => {
    const body = { storeId: STORE, inquiryTitle: 'x'.repeat(100), inquiryDescription: 'y'.repeat(2000) };
    expect(inquiryBodySchema.safeParse(body).success).toBe(true);
  });
});
