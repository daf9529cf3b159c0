// Placeholder: replaced by the account pages work (spec 1 §3, §4 Session).
export interface AuthRecord {
  accessToken: string;
  refreshToken: string;
  merchantId: string | null;
  username: string;
}

export function getAuth(): AuthRecord | null {
  return null;
}

/** Clears the stored auth and the order-history columns, revokes the refresh token and goes to login. */
export function signOut(): void {}
