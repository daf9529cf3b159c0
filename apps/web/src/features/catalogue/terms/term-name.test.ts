import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkTermName, findTerm, termProblemOfError } from './term-name';

const terms = [
  { id: '1', name: 'Drinks' },
  { id: '2', name: 'Pastries' },
];

describe('category, unit and attribute names (contract §5, spec 2 §5)', () => {
  it('refuses an empty or blank name', () => {
    expect(checkTermName('', terms)).toBe('empty');
    expect(checkTermName('   ', terms)).toBe('empty');
  });

  it('refuses a name taken by another term, ignoring case and outer spaces', () => {
    expect(checkTermName('  drinks ', terms)).toBe('taken');
    expect(checkTermName('DRINKS', terms, '1')).toBeNull();
    expect(checkTermName('Sandwiches', terms)).toBeNull();
  });

  it('refuses a name over 35 characters once trimmed', () => {
    expect(checkTermName(` ${'a'.repeat(35)} `, terms)).toBeNull();
    expect(checkTermName('a'.repeat(36), terms)).toBe('tooLong');
  });

  it("reads the server's refusals", () => {
    const taken = new ApiError(400, {
      status: 400,
      code: 'NAME_TAKEN',
      message: 'Category name already exists',
    });
    const empty = new ApiError(400, {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Cannot add category with empty name',
      violations: [{ field: 'name', message: 'Cannot add category with empty name' }],
    });
    expect(termProblemOfError(taken)).toBe('taken');
    expect(termProblemOfError(empty)).toBe('empty');
    expect(termProblemOfError(new ApiError(500, null))).toBeNull();
    expect(termProblemOfError(new Error('x'))).toBeNull();
  });

  it('finds a term by name', () => {
    expect(findTerm(terms, ' pastries')).toEqual(terms[1]);
    expect(findTerm(terms, 'Bread')).toBeUndefined();
  });
});
