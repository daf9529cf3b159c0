// STOMP frames (https://stomp.github.io, versions 1.0, 1.1 and 1.2): header escaping and encoding.

/** The versions the server speaks, newest first (contract §15). */
export const STOMP_VERSIONS = ['1.2', '1.1', '1.0'] as const;
export type StompVersion = (typeof STOMP_VERSIONS)[number];

/** A frame as read off the wire. Its header lines are still escaped: what they mean depends on the command and the version. */
export interface RawFrame {
  command: string;
  headerLines: string[];
  body: Buffer;
}

export type StompHeaders = Record<string, string>;

/**
 * A refusal of what the client sent: the server answers an ERROR frame whose `message` header is
 * `message` and whose body is `detail`, then closes the socket with `closeCode`.
 */
export class StompRefusal extends Error {
  constructor(
    message: string,
    readonly detail: string,
    readonly closeCode: number,
    readonly headers: StompHeaders = {},
  ) {
    super(message);
  }
}

export const protocolError = (detail: string) => new StompRefusal('Protocol error', detail, 1002);

// CONNECT and CONNECTED headers are never escaped, whatever the version (1.1 and 1.2 say so, so
// that a client can parse the CONNECTED frame before it knows the version).
const NEVER_ESCAPED = new Set(['CONNECT', 'STOMP', 'CONNECTED']);
const escapes = (version: StompVersion, command: string) => version !== '1.0' && !NEVER_ESCAPED.has(command);

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\n': '\\n', ':': '\\c', '\r': '\\r' };
const UNESCAPED: Record<string, string> = { '\\': '\\', n: '\n', c: ':', r: '\r' };

/** A header name or value as sent: 1.2 escapes `\r \n : \`, 1.1 `\n : \`, 1.0 nothing. */
export function escapeHeader(text: string, version: StompVersion): string {
  if (version === '1.0') return text;
  const special = version === '1.2' ? /[\\\r\n:]/g : /[\\\n:]/g;
  return text.replace(special, (char) => ESCAPED[char] as string);
}

/** A received header name or value; an escape the version does not define is a protocol error. */
export function unescapeHeader(text: string, version: StompVersion): string {
  if (version === '1.0' || !text.includes('\\')) return text;
  return text.replace(/\\(.?)/gs, (_match, char: string) => {
    if (char === 'r' && version === '1.1') throw protocolError('Undefined escape sequence \\r in STOMP 1.1');
    const plain = UNESCAPED[char];
    if (plain === undefined) throw protocolError(`Undefined escape sequence \\${char}`);
    return plain;
  });
}

/** The frame's headers, unescaped as its version and command say; of a repeated header the first counts. */
export function headersOf(frame: RawFrame, version: StompVersion): StompHeaders {
  const headers: StompHeaders = Object.create(null);
  const escaped = escapes(version, frame.command);
  for (const line of frame.headerLines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw protocolError(`Header without a colon: ${line.slice(0, 100)}`);
    const name = escaped ? unescapeHeader(line.slice(0, colon), version) : line.slice(0, colon);
    if (name in headers) continue;
    headers[name] = escaped ? unescapeHeader(line.slice(colon + 1), version) : line.slice(colon + 1);
  }
  return headers;
}

/** A frame as text: headers escaped for the version, `content-length` when there is a body, the NUL. */
export function encodeFrame(
  command: string,
  headers: StompHeaders,
  version: StompVersion,
  body = '',
): string {
  const escaped = escapes(version, command);
  let text = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    text += escaped
      ? `${escapeHeader(name, version)}:${escapeHeader(value, version)}\n`
      : `${name}:${value}\n`;
  }
  if (body !== '') text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** A MESSAGE body serialized once for every session it goes to. */
export interface OutboundBody {
  text: string;
  bytes: number;
}
export const outboundBody = (text: string): OutboundBody => ({ text, bytes: Buffer.byteLength(text) });

/** A MESSAGE frame's headers up to the `message-id` value, which differs per frame. */
export const messageHead = (destination: string, subscription: string, version: StompVersion): string =>
  `MESSAGE\ndestination:${destination}\ncontent-type:application/json\n` +
  `subscription:${escapeHeader(subscription, version)}\nmessage-id:`;

/** A MESSAGE frame from its head (`messageHead`), the message id and the body. */
export const messageFrame = (head: string, messageId: string, body: OutboundBody): string =>
  `${head}${messageId}\ncontent-length:${body.bytes}\n\n${body.text}\0`;

/** A MESSAGE frame (contract §15: JSON, with `subscription` and `message-id`). */
export function encodeMessage(
  destination: string,
  subscription: string,
  messageId: string,
  body: OutboundBody,
  version: StompVersion,
): string {
  return messageFrame(messageHead(destination, subscription, version), messageId, body);
}
