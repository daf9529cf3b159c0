#!/usr/bin/env node
// What one round trip between two processes costs this machine: a small message sent over loopback
// TCP and answered, as the server and a PostgreSQL backend do for every statement. Measured with the
// two processes free to run on any CPU, then both pinned to one CPU (taskset). On a virtual machine
// whose host is busy, waking a process on the other virtual CPU can cost a few times the pinned
// figure, and /proc/stat shows part of it as stolen by the hypervisor. Every statement of the
// ordering lifecycle pays this cost, whatever the product's code does.
//
// Usage: node bench/loopback.mjs [round trips=20000]
import { fork, spawnSync } from 'node:child_process';
import net from 'node:net';
import { addTicks, describeTicks, machineTicks } from './proc-cpu.mjs';

const self = new URL(import.meta.url).pathname;
const mode = process.argv.slice(2).find((arg) => !/^\d+$/.test(arg)) ?? 'measure';
const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20_000);

/** The answering side: echoes the first bytes of each message back. */
function answer() {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data.subarray(0, 64)));
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

/** The asking side, in this process: µs per round trip and the machine's ticks meanwhile. */
async function ask() {
  const child = fork(self, ['answer']);
  const port = await new Promise((resolve) => child.once('message', resolve));
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise((resolve) => socket.once('connect', resolve));
  const message = Buffer.alloc(300, 1);
  const ticksBefore = machineTicks();
  const start = performance.now();
  let answered = 0;
  await new Promise((resolve) => {
    socket.on('data', () => {
      if (++answered >= count) resolve();
      else socket.write(message);
    });
    socket.write(message);
  });
  const micros = ((performance.now() - start) / count) * 1000;
  const ticks = addTicks({ busy: 0, idle: 0, steal: 0 }, ticksBefore, machineTicks());
  socket.destroy();
  child.kill();
  console.log(JSON.stringify({ micros, ticks }));
}

/** Runs `ask` in a fresh process, pinned to CPU 0 when `pinned`; null if taskset is missing. */
function run(pinned) {
  const argv = [process.execPath, self, 'ask', String(count)];
  const result = pinned
    ? spawnSync('taskset', ['-c', '0', ...argv], { encoding: 'utf8' })
    : spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) return null;
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

if (mode === 'answer') answer();
else if (mode === 'ask') await ask();
else {
  const free = run(false);
  const pinned = run(true);
  const us = (figure) => `${figure.micros.toFixed(0)} µs`;
  console.log(
    `loopback round trip between two processes (${count}): ${us(free)} on any CPU (${describeTicks(free.ticks)})` +
      (pinned ? `; ${us(pinned)} both on one CPU, ${(free.micros / pinned.micros).toFixed(1)}×` : ''),
  );
}
