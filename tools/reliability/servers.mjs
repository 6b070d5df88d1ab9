// Helpers of the reliability tests that start the built servers: free ports, a process with its log, waiting.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A port nothing listens on right now, on the given address. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` of the workspace with this environment; keeps its output for the test to read. */
export function startNode(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return {
    child,
    get output() {
      return output;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the URL answers 2xx; fails with the process's output if it exits or takes over 60 s. */
export async function waitFor(url, started) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`exited with ${started.child.exitCode}: ${started.output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer: ${started.output}`);
}

/** A build output with only each app's index.html: the edge serves it (no server render), enough for /api. */
export function bareAppDirs() {
  const dir = mkdtempSync(join(tmpdir(), 'gopharm-apps-'));
  for (const app of ['desktop-web', 'mobile-web']) {
    mkdirSync(join(dir, app), { recursive: true });
    writeFileSync(
      join(dir, app, 'index.html'),
      '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>',
    );
  }
  return dir;
}
