/** A password rule that failed, with the message the contract gives for it. */
export interface PasswordRuleFailure {
  rule: 'length' | 'classes' | 'sequence';
  message: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

export const PASSWORD_MESSAGES = {
  length: 'Password must be 8 to 30 characters long.',
  classes: 'Password must contain a lowercase letter, an uppercase letter, a number and a special character.',
  sequence: 'Password must not contain 3 sequential digits, letters or keyboard keys.',
  mismatch: 'Passwords do not match.',
} as const;

// Runs of keys that are neighbours on a QWERTY keyboard, including the number row.
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const SEQUENCES = [...KEYBOARD_ROWS, ALPHABET, DIGITS];

/** True when the text holds 3 consecutive characters of a digit, letter or keyboard sequence, either way. */
export function hasSequentialRun(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + 3 <= lower.length; i++) {
    const triple = lower.slice(i, i + 3);
    const reversed = [...triple].reverse().join('');
    if (SEQUENCES.some((seq) => seq.includes(triple) || seq.includes(reversed))) return true;
  }
  return false;
}

/**
 * Checks a password against every rule of the policy and returns each failed rule, in the
 * order length, character classes, sequences. An empty list means the password is acceptable.
 */
export function checkPassword(password: string): PasswordRuleFailure[] {
  const failures: PasswordRuleFailure[] = [];
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    failures.push({ rule: 'length', message: PASSWORD_MESSAGES.length });
  }
  const hasAllClasses =
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  if (!hasAllClasses) failures.push({ rule: 'classes', message: PASSWORD_MESSAGES.classes });
  if (hasSequentialRun(password)) failures.push({ rule: 'sequence', message: PASSWORD_MESSAGES.sequence });
  return failures;
}
