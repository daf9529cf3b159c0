/** What the landing script's reads left on `window`: the bearer token they used and each answer by URL. */
export interface LandingReads {
  token: string;
  answers: Record<string, Promise<Response>>;
}

/** The global the landing script (app/landing-preload.ts) writes. */
export const LANDING_READS_KEY = '__perkdeskLandingReads';

/**
 * The answer to a GET the landing script already sent, taken once: only if it went out with the
 * token the caller would send, since a refresh in between makes it another request.
 */
export function takeLandingRead(url: string, token: string | undefined): Promise<Response> | undefined {
  const reads = (window as unknown as Record<string, LandingReads | undefined>)[LANDING_READS_KEY];
  const answer = reads?.answers[url];
  if (!reads || !answer) return undefined;
  delete reads.answers[url];
  return reads.token === token ? answer : undefined;
}
