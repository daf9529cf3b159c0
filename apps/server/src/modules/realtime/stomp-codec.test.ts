import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  encodeMessage,
  escapeHeader,
  headersOf,
  outboundBody,
  type RawFrame,
  StompRefusal,
  type StompVersion,
  unescapeHeader,
} from './stomp-frame';
import { negotiateHeartbeat, selectVersion } from './stomp-negotiation';
import { parseFrames } from './stomp-parser';

// The STOMP codec (contract §15): framing, escaping per version, content-length, split and
// batched frames, heart-beat negotiation and the 64 KB inbound limit.

const bytes = (text: string) => Buffer.from(text, 'utf8');
const parseAll = (text: string) => parseFrames(null, bytes(text));
const simple = (frame: RawFrame, version: StompVersion = '1.2') => ({
  command: frame.command,
  headers: { ...headersOf(frame, version) },
  body: frame.body.toString('utf8'),
});

/** Feeds `chunks` one by one as separate WebSocket messages, as a socket would. */
function feed(chunks: Buffer[]) {
  let pending: Buffer | null = null;
  const frames: RawFrame[] = [];
  let heartbeats = 0;
  for (const chunk of chunks) {
    const parsed = parseFrames(pending, chunk);
    pending = parsed.rest;
    frames.push(...parsed.frames);
    heartbeats += parsed.heartbeats;
  }
  return { frames, pending, heartbeats };
}

const refusalOf = (run: () => unknown): StompRefusal => {
  try {
    run();
  } catch (error) {
    if (error instanceof StompRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('STOMP framing', () => {
  it('reads a frame: command, headers, body up to the NUL', () => {
    const { frames, rest } = parseAll('SUBSCRIBE\nid:sub-0\ndestination:/topic/errors\n\n\0');
    expect(frames.map((frame) => simple(frame))).toEqual([
      { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/topic/errors' }, body: '' },
    ]);
    expect(rest).toBeNull();
  });

  it('accepts \\r\\n as well as \\n line ends', () => {
    const { frames } = parseAll('SEND\r\ndestination:/queue/a\r\n\r\nhello\0');
    expect(simple(frames[0] as RawFrame)).toEqual({
      command: 'SEND',
      headers: { destination: '/queue/a' },
      body: 'hello',
    });
  });

  it('counts EOLs between frames as heart-beats, \\n and \\r\\n alike', () => {
    const parsed = parseAll('\n\r\n\nDISCONNECT\nreceipt:1\n\n\0\n\r\n');
    expect(parsed.heartbeats).toBe(5);
    expect(parsed.frames).toHaveLength(1);
    expect(parsed.rest).toBeNull();
  });

  it('reads exactly content-length bytes, NUL bytes in the body included', () => {
    const body = Buffer.from([0x61, 0x00, 0x62, 0x00, 0xe2, 0x82, 0xac]);
    const frame = Buffer.concat([
      bytes(`SEND\ndestination:/queue/a\ncontent-length:${body.length}\n\n`),
      body,
      Buffer.from([0]),
      bytes('DISCONNECT\n\n\0'),
    ]);
    const { frames } = parseFrames(null, frame);
    expect(frames.map((item) => item.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(Buffer.compare(frames[0]?.body as Buffer, body)).toBe(0);
  });

  it('refuses a content-length body not followed by NUL, and a bad content-length', () => {
    expect(refusalOf(() => parseAll('SEND\ncontent-length:2\n\nabc\0')).message).toBe('Protocol error');
    expect(refusalOf(() => parseAll('SEND\ncontent-length:-1\n\n\0')).message).toBe('Protocol error');
    expect(refusalOf(() => parseAll('SEND\ncontent-length:x\n\n\0')).message).toBe('Protocol error');
  });

  it('reads several frames from one WebSocket message', () => {
    const { frames } = parseAll(
      'SUBSCRIBE\nid:1\ndestination:/topic/errors\n\n\0\nSUBSCRIBE\nid:2\ndestination:/user/queue/notify-order\nreceipt:r\n\n\0',
    );
    expect(frames.map((frame) => simple(frame).headers.id)).toEqual(['1', '2']);
  });

  it('reads the same frames whichever byte a WebSocket message boundary falls on', () => {
    const text = Buffer.concat([
      bytes('\nCONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0\r\n'),
      bytes('SEND\r\ndestination:/a\r\ncontent-length:3\r\n\r\n'),
      Buffer.from([0x00, 0x0a, 0x00, 0x00]),
      bytes('SUBSCRIBE\nid:é\ndestination:/topic/errors\n\nbody\0'),
    ]);
    const whole = feed([text]);
    expect(whole.frames.map((frame) => frame.command)).toEqual(['CONNECT', 'SEND', 'SUBSCRIBE']);
    for (let cut = 1; cut < text.length; cut++) {
      const split = feed([text.subarray(0, cut), text.subarray(cut)]);
      expect(split.frames.map((frame) => simple(frame))).toEqual(whole.frames.map((frame) => simple(frame)));
      expect(split.pending).toBeNull();
    }
    const byteByByte = feed([...text].map((byte) => Buffer.from([byte])));
    expect(byteByByte.frames.map((frame) => simple(frame))).toEqual(
      whole.frames.map((frame) => simple(frame)),
    );
    expect(byteByByte.heartbeats).toBe(whole.heartbeats);
  });

  it('keeps an incomplete frame for the next message', () => {
    const first = parseAll('SUBSCRIBE\nid:1\ndestin');
    expect(first.frames).toEqual([]);
    expect(first.rest?.toString()).toBe('SUBSCRIBE\nid:1\ndestin');
    const second = parseFrames(first.rest, bytes('ation:/topic/errors\n\n\0'));
    expect(second.frames.map((frame) => simple(frame).headers)).toEqual([
      { id: '1', destination: '/topic/errors' },
    ]);
  });
});

describe('the 64 KB inbound frame limit', () => {
  const LIMIT = 64 * 1024;
  const frameOf = (size: number) => {
    const head = 'SEND\ndestination:/a\n\n';
    return bytes(`${head}${'x'.repeat(size - head.length - 1)}\0`);
  };

  it('accepts a frame of exactly 64 KB and refuses one byte more', () => {
    expect(parseFrames(null, frameOf(LIMIT)).frames).toHaveLength(1);
    const refusal = refusalOf(() => parseFrames(null, frameOf(LIMIT + 1)));
    expect(refusal.message).toBe('Frame too large');
    expect(refusal.closeCode).toBe(1009);
  });

  it('refuses a frame that grows past the limit over several messages, before it ends', () => {
    const half = bytes(`SEND\ndestination:/a\n\n${'x'.repeat(LIMIT / 2)}`);
    const first = parseFrames(null, half);
    expect(first.frames).toEqual([]);
    expect(refusalOf(() => parseFrames(first.rest, bytes('y'.repeat(LIMIT / 2)))).message).toBe(
      'Frame too large',
    );
  });

  it('refuses a content-length over the limit at once', () => {
    expect(refusalOf(() => parseAll(`SEND\ncontent-length:${LIMIT}\n\nab`)).message).toBe('Frame too large');
  });

  it('refuses headers that never end', () => {
    expect(refusalOf(() => parseAll(`SEND\nx:${'y'.repeat(LIMIT)}`)).message).toBe('Frame too large');
  });
});

describe('header escaping', () => {
  const frame = (command: string, line: string): RawFrame => ({
    command,
    headerLines: [line],
    body: Buffer.alloc(0),
  });

  it('1.2 decodes \\r \\n \\c \\\\', () => {
    expect(headersOf(frame('SEND', 'a\\cb:x\\ny\\rz\\\\w\\c'), '1.2')).toEqual({ 'a:b': 'x\ny\rz\\w:' });
  });

  it('1.1 decodes \\n \\c \\\\ and refuses \\r', () => {
    expect(headersOf(frame('SEND', 'k:x\\ny\\c\\\\'), '1.1')).toEqual({ k: 'x\ny:\\' });
    expect(refusalOf(() => headersOf(frame('SEND', 'k:a\\rb'), '1.1')).message).toBe('Protocol error');
  });

  it('1.0 decodes nothing; the value runs from the first colon', () => {
    expect(headersOf(frame('SEND', 'k:a\\nb:c'), '1.0')).toEqual({ k: 'a\\nb:c' });
  });

  it('never unescapes CONNECT and STOMP headers', () => {
    expect(headersOf(frame('CONNECT', 'passcode:a\\cb'), '1.2')).toEqual({ passcode: 'a\\cb' });
    expect(headersOf(frame('STOMP', 'login:x\\ty'), '1.2')).toEqual({ login: 'x\\ty' });
  });

  it('refuses an undefined escape sequence and a header without a colon', () => {
    expect(refusalOf(() => headersOf(frame('SEND', 'k:a\\tb'), '1.2')).message).toBe('Protocol error');
    expect(refusalOf(() => headersOf(frame('SEND', 'k:a\\'), '1.2')).message).toBe('Protocol error');
    expect(refusalOf(() => headersOf(frame('SEND', 'nocolon'), '1.2')).message).toBe('Protocol error');
  });

  it('keeps the first of a repeated header', () => {
    const repeated: RawFrame = {
      command: 'SEND',
      headerLines: ['k:first', 'k:second'],
      body: Buffer.alloc(0),
    };
    expect(headersOf(repeated, '1.2')).toEqual({ k: 'first' });
  });

  it('escapes what each version defines', () => {
    const value = 'a:b\nc\rd\\e';
    expect(escapeHeader(value, '1.2')).toBe('a\\cb\\nc\\rd\\\\e');
    expect(escapeHeader(value, '1.1')).toBe('a\\cb\\nc\rd\\\\e');
    expect(escapeHeader(value, '1.0')).toBe(value);
    expect(unescapeHeader(escapeHeader(value, '1.2'), '1.2')).toBe(value);
  });
});

describe('encoding', () => {
  it('escapes headers, adds content-length in bytes and the NUL', () => {
    const text = encodeFrame('ERROR', { message: 'a:b', 'receipt-id': 'r\n1' }, '1.2', 'café');
    expect(text).toBe('ERROR\nmessage:a\\cb\nreceipt-id:r\\n1\ncontent-length:5\n\ncafé\0');
  });

  it('never escapes CONNECTED headers', () => {
    expect(encodeFrame('CONNECTED', { version: '1.2', 'user-name': 'a:b' }, '1.2')).toBe(
      'CONNECTED\nversion:1.2\nuser-name:a:b\n\n\0',
    );
  });

  it('writes MESSAGE frames that read back with their JSON body', () => {
    const body = outboundBody(JSON.stringify({ name: 'Crème brûlée', id: 'o1' }));
    const text = encodeMessage('/user/queue/notify-order', 'sub:0', '7-1', body, '1.2');
    const [frame] = parseAll(text).frames;
    expect(simple(frame as RawFrame)).toEqual({
      command: 'MESSAGE',
      headers: {
        destination: '/user/queue/notify-order',
        'content-type': 'application/json',
        subscription: 'sub:0',
        'message-id': '7-1',
        'content-length': String(Buffer.byteLength(body.text)),
      },
      body: body.text,
    });
  });
});

describe('negotiation', () => {
  it.each([
    [undefined, '1.0'],
    ['1.0', '1.0'],
    ['1.0,1.1', '1.1'],
    ['1.2, 1.1 ,1.0', '1.2'],
    ['1.1', '1.1'],
    ['2.0', null],
    ['', null],
  ])('accept-version %s → %s', (header, version) => {
    expect(selectVersion(header)).toBe(version);
  });

  const offer = { send: 30_000, receive: 30_000 };
  it.each([
    // client heart-beat, server offer → server sends every, expects every
    [undefined, offer, 0, 0],
    ['0,0', offer, 0, 0],
    ['10000,10000', offer, 30_000, 30_000],
    ['60000,45000', offer, 45_000, 60_000],
    ['30000,0', offer, 0, 30_000],
    ['0,30000', offer, 30_000, 0],
    ['10000,10000', { send: 0, receive: 30_000 }, 0, 30_000],
    ['10000,10000', { send: 30_000, receive: 0 }, 30_000, 0],
    [' 5000 , 20000 ', { send: 1_000, receive: 2_000 }, 20_000, 5_000],
  ])('heart-beat %s against %o → out %i, in %i', (header, serverOffer, outgoing, incoming) => {
    expect(negotiateHeartbeat(header, serverOffer)).toEqual({ outgoing, incoming });
  });

  it.each(['', '1000', '1000,', 'a,b', '-1,5', '1,2,3'])('refuses the heart-beat header %j', (header) => {
    expect(negotiateHeartbeat(header, offer)).toBeNull();
  });
});
