import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';

export interface MerchantOrderContext {
  db: Db;
  /** The polled reads' answers, per merchant (active-answers.ts); none: read each time. */
  answers?: Pick<AnswerCache, 'answer'>;
}
