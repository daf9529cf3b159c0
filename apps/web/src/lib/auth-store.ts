import type { LoginResponse } from '@perkdesk/contracts';
import { STORAGE_KEYS } from './storage-keys';

/** The merchant auth record of spec 1 §3, kept in local storage and mirrored in session storage. */
export interface AuthRecord {
  accessToken: string;
  refreshToken: string;
  merchantId: string | null;
  username: string;
}

function isAuthRecord(value: unknown): value is AuthRecord {
  const record = value as Partial<AuthRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.accessToken === 'string' &&
    typeof record.refreshToken === 'string' &&
    typeof record.username === 'string'
  );
}

/**
 * Local storage is the source of truth: a refresh made in another tab must be seen here, or this
 * tab would present a retired refresh token and revoke the whole session family (contract §2).
 */
export function getAuth(): AuthRecord | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.auth);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isAuthRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeAuth(record: AuthRecord): void {
  const raw = JSON.stringify(record);
  localStorage.setItem(STORAGE_KEYS.auth, raw);
  sessionStorage.setItem(STORAGE_KEYS.auth, raw);
  localStorage.setItem(STORAGE_KEYS.username, record.username);
}

/** Stores the pair from a login or refresh response; the username is not in the response. */
export function setAuth(response: LoginResponse, username: string): AuthRecord {
  const record: AuthRecord = {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    merchantId: response.merchantID,
    username,
  };
  writeAuth(record);
  return record;
}

export function clearAuth(): void {
  localStorage.removeItem(STORAGE_KEYS.auth);
  sessionStorage.removeItem(STORAGE_KEYS.auth);
}
