import { createServer } from 'node:net';

/** A port with nothing listening on it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` every 100 ms until it holds (a check may throw to give up); fails naming `what` after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 90000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
