export const PHONE_MESSAGE = 'Please enter valid phone number format +xxxxxxxxxxx';

/** A stored phone number: a plus sign and 11 digits. */
export function isValidPhone(phone: string): boolean {
  return /^\+\d{11}$/.test(phone);
}

/**
 * A store phone shorter than 12 characters is taken as a North American number without
 * its country code, so +1 is put in front of its digits (spec 1 §5).
 */
export function normaliseStorePhone(phone: string): string {
  if (phone.length >= 12) return phone;
  const digits = phone.replace(/\D/g, '');
  return `+1${digits.startsWith('1') && digits.length === 11 ? digits.slice(1) : digits}`;
}

/**
 * Display format for a North American number: an optional leading 1 and 10 digits become
 * "+1 (416) 555-0199". Anything else has no display form and gives null.
 */
export function formatPhoneForDisplay(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const match = /^\+?1?(\d{3})(\d{3})(\d{4})$/.exec(phone.replace(/[\s().-]/g, ''));
  if (!match) return null;
  return `+1 (${match[1]}) ${match[2]}-${match[3]}`;
}
