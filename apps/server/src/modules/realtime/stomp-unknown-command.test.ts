import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { openRawSocket } from '../../test/stomp-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// A command STOMP does not define gets an ERROR frame and the socket closes (contract §15).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t)).session.access_token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const CONNECT = 'CONNECT\naccept-version:1.2\nhost:perkdesk\nheart-beat:0,0\n';

describe('unknown STOMP commands', () => {
  it.each(['FROB', 'subscribe', 'MESSAGE', 'CONNECTED', 'X'.repeat(300)])(
    'answers %s with an ERROR frame, then closes',
    async (command) => {
      const raw = await openRawSocket(t.app);
      raw.send(`${CONNECT}Authorization:Bearer ${token}\n\n\0`);
      expect((await raw.nextFrame()).command).toBe('CONNECTED');
      raw.send(`${command}\nreceipt:r-1\n\n\0`);
      const answer = await raw.nextFrame();
      expect(answer.command).toBe('ERROR');
      expect(answer.headers).toMatchObject({ message: 'Unknown command', 'receipt-id': 'r-1' });
      expect(answer.body).toBe(`Unknown command ${command.slice(0, 20)}`);
      expect(await raw.closed).toBe(1002);
    },
  );
});
