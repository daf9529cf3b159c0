// A minimal HTTP/1.1 keep-alive client for load generators that share the machine with the server.
// node:http costs ~0.25 ms of CPU per request on this machine (agent, header objects, parser,
// stream events): at 20 concurrent customers that was ~9 % of the two cores, taken from the server
// under test. One socket, one request at a time, as one customer's browser tab does; it speaks
// only what the server answers (a JSON body with content-length; never chunked).
import http from 'node:http';
import net from 'node:net';

export class CallError extends Error {
  constructor(status, body, path) {
    super(`${path} → ${status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim());
    this.status = status;
    this.body = body;
  }
}

/** Returns call(method, path, { body, token, headers }) → the JSON answer; a non-2xx answer throws CallError. */
export function rawHttpClient(origin) {
  const { hostname, port } = new URL(origin);
  let socket = null;
  let buffered = null;
  let pending = null;

  const fail = (error) => {
    const waiting = pending;
    pending = null;
    socket = null;
    buffered = null;
    waiting?.reject(error);
  };
  const onData = (chunk) => {
    buffered = buffered ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = buffered.toString('latin1', 0, headEnd);
    if (/\r\ntransfer-encoding:/i.test(head)) return fail(new Error('chunked answers are not supported'));
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const end = headEnd + 4 + length;
    if (buffered.length < end) return;
    const text = buffered.toString('utf8', headEnd + 4, end);
    buffered = buffered.length > end ? buffered.subarray(end) : null;
    const status = Number(head.slice(9, 12));
    const waiting = pending;
    pending = null;
    const json = text ? JSON.parse(text) : null;
    if (status < 200 || status >= 300) waiting.reject(new CallError(status, json, waiting.label));
    else waiting.resolve(json);
  };
  const connect = () =>
    new Promise((resolve, reject) => {
      const opened = net.connect(Number(port), hostname, () => resolve(opened));
      opened.setNoDelay(true);
      opened.on('data', onData);
      opened.on('error', (error) => (socket === opened ? fail(error) : reject(error)));
      opened.on('close', () => socket === opened && fail(new Error('connection closed')));
    });

  return async function call(method, path, { body, token, headers = {} } = {}) {
    if (pending) throw new Error('one request at a time per connection');
    socket ??= await connect();
    const payload = body === undefined ? '' : JSON.stringify(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
    if (payload) head += `content-type: application/json\r\n`;
    head += `content-length: ${Buffer.byteLength(payload)}\r\n`;
    if (token) head += `authorization: Bearer ${token}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    return new Promise((resolve, reject) => {
      pending = { resolve, reject, label: `${method} ${path}` };
      socket.write(`${head}\r\n${payload}`);
    });
  };
}

/**
 * Returns call(origin, method, path, { body, token, headers }) over node:http on a keep-alive agent
 * of `maxSockets`: for set-up calls, where its cost per request does not matter. A non-2xx answer
 * throws CallError with the contract's error body.
 */
export function httpJsonCall(maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return (origin, method, path, { body, token, headers = {} } = {}) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all = { ...headers };
    if (payload !== undefined) {
      all['content-type'] = 'application/json';
      all['content-length'] = Buffer.byteLength(payload);
    }
    if (token) all.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const request = http.request(origin + path, { method, headers: all, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const json = text ? JSON.parse(text) : null;
          if (response.statusCode < 200 || response.statusCode >= 300)
            reject(new CallError(response.statusCode, json, `${method} ${path}`));
          else resolve(json);
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(payload);
    });
  };
}
