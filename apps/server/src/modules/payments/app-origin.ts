import { PAYMENT_MESSAGES } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * A URL the provider sends the merchant back to must be on APP_ORIGIN, compared by parsed origin
 * (§11 Clarifications): `https://app.example@evil.example` is evil.example's. Else 400 on `field`.
 */
export function requireAppOrigin(url: string, appOrigin: string, field: string): void {
  const origin = originOf(url);
  if (origin === null || origin === 'null' || origin !== originOf(appOrigin))
    throw validationFailed([{ field, message: PAYMENT_MESSAGES.appOrigin }]);
}
