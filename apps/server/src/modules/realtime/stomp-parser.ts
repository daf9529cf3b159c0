import { REALTIME_FRAME_LIMIT_BYTES } from '@perkdesk/contracts';
import { protocolError, type RawFrame, StompRefusal } from './stomp-frame';

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const CONTENT_LENGTH = 'content-length:';

export interface Parsed {
  frames: RawFrame[];
  /** The start of a frame not complete yet, kept for the next WebSocket message; null when none. */
  rest: Buffer | null;
  /** EOLs between frames: heart-beats (or padding after a frame's NUL). */
  heartbeats: number;
}

const tooLarge = (limit: number) =>
  new StompRefusal('Frame too large', `Inbound frames may be at most ${limit} bytes.`, 1009);

/**
 * Reads every complete frame from what was left of the previous WebSocket message and this one: a
 * message may hold several frames, and a frame may arrive over several messages. EOLs (`\n` or
 * `\r\n`) before a frame are heart-beats. With `content-length` the body is exactly that many bytes
 * (NUL included) and must be followed by NUL; without it the body ends at the first NUL. A frame
 * longer than `limit` bytes, complete or not, is refused.
 */
export function parseFrames(
  pending: Buffer | null,
  chunk: Buffer,
  limit = REALTIME_FRAME_LIMIT_BYTES,
): Parsed {
  const buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
  const frames: RawFrame[] = [];
  let heartbeats = 0;
  let at = 0;
  while (at < buffer.length) {
    if (buffer[at] === LF) {
      at += 1;
      heartbeats += 1;
      continue;
    }
    if (buffer[at] === CR) {
      if (at + 1 === buffer.length) break;
      if (buffer[at + 1] !== LF) throw protocolError('A carriage return must be followed by a line feed');
      at += 2;
      heartbeats += 1;
      continue;
    }
    const read = readFrame(buffer, at, limit);
    if (!read) break;
    frames.push(read.frame);
    at = read.next;
  }
  const left = buffer.length - at;
  if (left > limit) throw tooLarge(limit);
  // A copy, so that a large WebSocket message is not kept alive by the few bytes left of it.
  return { frames, rest: left === 0 ? null : Buffer.from(buffer.subarray(at)), heartbeats };
}

/** The frame starting at `start`, or null when it has not all arrived yet. */
function readFrame(buffer: Buffer, start: number, limit: number): { frame: RawFrame; next: number } | null {
  const lines: string[] = [];
  let lineStart = start;
  let bodyStart = -1;
  while (bodyStart < 0) {
    const lf = buffer.indexOf(LF, lineStart);
    if (lf < 0) return incomplete(buffer, start, limit);
    if (lf - start >= limit) throw tooLarge(limit);
    const lineEnd = lf > lineStart && buffer[lf - 1] === CR ? lf - 1 : lf;
    if (lineEnd === lineStart) bodyStart = lf + 1;
    else lines.push(buffer.toString('utf8', lineStart, lineEnd));
    lineStart = lf + 1;
  }
  const [command = '', ...headerLines] = lines;

  let end: number;
  const lengthLine = headerLines.find((line) => line.startsWith(CONTENT_LENGTH));
  if (lengthLine !== undefined) {
    const text = lengthLine.slice(CONTENT_LENGTH.length).trim();
    if (!/^\d{1,9}$/.test(text)) throw protocolError(`Invalid content-length: ${text.slice(0, 20)}`);
    end = bodyStart + Number(text);
    if (end + 1 - start > limit) throw tooLarge(limit);
    if (buffer.length <= end) return null;
    if (buffer[end] !== NUL) throw protocolError('The body is not followed by NUL (content-length)');
  } else {
    end = buffer.indexOf(NUL, bodyStart);
    if (end < 0) return incomplete(buffer, start, limit);
  }
  if (end + 1 - start > limit) throw tooLarge(limit);
  return { frame: { command, headerLines, body: buffer.subarray(bodyStart, end) }, next: end + 1 };
}

function incomplete(buffer: Buffer, start: number, limit: number): null {
  if (buffer.length - start > limit) throw tooLarge(limit);
  return null;
}
