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

/** The API's default port (PORT unset). */
export const DEFAULT_API_PORT = 3000;

/**
 * Holds the API's default port, as another program on the machine may (a CI run failed so): a
 * suite that starts API processes holds it meanwhile, so that a process left on the default
 * fails its test here rather than on someone else's machine. When the port is taken already,
 * it is held all the same. Resolves with the release.
 */
export async function holdDefaultPort(): Promise<() => Promise<void>> {
  const server = createServer();
  const held = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen({ port: DEFAULT_API_PORT }, () => resolve(true));
  });
  return () => (held ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve());
}
