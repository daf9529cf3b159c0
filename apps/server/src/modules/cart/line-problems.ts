import type { Violation } from '@perkdesk/contracts';
import type { StoredCartLine } from '../../db/schema/index';
import { checkLine, nameOf, type PricingContext } from './pricing-context';

/** A kept line that cannot be ordered now (unavailable, or its add-ons no longer fit). */
export interface LineProblem {
  lineId: string;
  productId: string;
  productName: string;
  /** As `checkLine` gives them, under `items[i]` (i: the line's place in the kept lines). */
  violations: Violation[];
}

/** The kept lines that fail the line validation now, under `items[i]`. */
export function lineProblemsOf(context: PricingContext, lines: readonly StoredCartLine[]): LineProblem[] {
  const problems: LineProblem[] = [];
  lines.forEach((line, i) => {
    const violations = checkLine(context, line, `items[${i}]`);
    if (violations.length > 0)
      problems.push({
        lineId: line.id,
        productId: line.productId,
        productName: nameOf(context, line.productId, 'Product'),
        violations,
      });
  });
  return problems;
}
