import { ISSUE_TYPES } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { canSend, emptySupportForm, ISSUE_TYPE_KEYS, supportFormSchema } from './support-form';

describe('the support form (spec 1 §4, §5, §9)', () => {
  it('starts on the issue type Other, with the only store chosen', () => {
    expect(emptySupportForm(['11'])).toEqual({
      storeId: '11',
      issueType: 'Other',
      inquiryTitle: '',
      inquiryDescription: '',
    });
    expect(emptySupportForm(['11', '12']).storeId).toBe('');
  });

  it('offers the nine issue types of spec 1 §9', () => {
    expect(Object.keys(ISSUE_TYPE_KEYS)).toEqual([...ISSUE_TYPES]);
    expect(ISSUE_TYPES).toHaveLength(9);
  });

  it('send waits for both a title and a description with text', () => {
    expect(canSend({ inquiryTitle: '', inquiryDescription: '' })).toBe(false);
    expect(canSend({ inquiryTitle: 'Refund', inquiryDescription: '   ' })).toBe(false);
    expect(canSend({ inquiryTitle: 'Refund', inquiryDescription: 'Order 1234' })).toBe(true);
  });

  it('a cleared issue type is refused with the no-selection message, not sent as Other', () => {
    const result = supportFormSchema.safeParse({
      storeId: '20260315103000123457',
      issueType: null,
      inquiryTitle: 'Refund',
      inquiryDescription: 'Order 3457',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please choose an issue type.']);
  });

  it('a missing store is refused with its message', () => {
    const result = supportFormSchema.safeParse({
      ...emptySupportForm([]),
      inquiryTitle: 'a',
      inquiryDescription: 'b',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please choose a store.']);
  });
});
