/** A request the app sent, as the tests inspect it: method, path with its query, and body. */
export interface SeenRequest {
  method: string;
  /** The path and query string as the app wrote them: `/api/orders/active?storeId=1`. */
  path: string;
  /** A copy of the request, so that its body is still unread. */
  request: Request;
}

const seen: SeenRequest[] = [];

export function recordRequest(request: Request) {
  const url = new URL(request.url);
  seen.push({ method: request.method, path: `${url.pathname}${url.search}`, request: request.clone() });
}

export const requests = {
  /** Every request of the test so far, oldest first. */
  all: (): readonly SeenRequest[] => [...seen],
  /** The requests to exactly `path` (query string included) with `method`, GET by default. */
  to: (path: string, method = 'GET') =>
    seen.filter((request) => request.path === path && request.method === method),
  clear: () => {
    seen.length = 0;
  },
};

/** The JSON body of a recorded request (undefined without one). */
export async function jsonBody(seenRequest: SeenRequest | undefined): Promise<unknown> {
  const text = await seenRequest?.request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** The raw text body of a recorded request. */
export async function textBody(seenRequest: SeenRequest | undefined): Promise<string | undefined> {
  return seenRequest?.request.clone().text();
}
