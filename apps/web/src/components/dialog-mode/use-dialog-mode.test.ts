import { describe, expect, it } from 'vitest';
import { initialDialogMode, submitOutcome } from './use-dialog-mode';

describe('dialog modes (spec 2 §4)', () => {
  it('opens an existing item read only and a new one ready to add', () => {
    expect(initialDialogMode(false)).toBe('show');
    expect(initialDialogMode(true)).toBe('add');
  });

  it("opens an existing item in edit from its row's edit icon; a new one still adds", () => {
    expect(initialDialogMode(false, true)).toBe('edit');
    expect(initialDialogMode(true, true)).toBe('add');
  });

  it.each([
    ['show', false, 'edit'],
    ['show', true, 'edit'],
    ['edit', true, 'save'],
    ['edit', false, 'ask'],
    ['add', false, 'save'],
    ['add', true, 'save'],
  ] as const)('a submit in %s (changed: %s) → %s', (mode, dirty, outcome) => {
    expect(submitOutcome(mode, dirty)).toBe(outcome);
  });
});
