import createFetchClient, { type Client, type ClientOptions as FetchClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface ClientOptions {
  /** Where the service runs, e.g. `http://localhost:3000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** An API token of the account (`eos_…`). */
  token: string;
  /** Anything else openapi-fetch takes (a custom `fetch`, headers…). */
  options?: Omit<FetchClientOptions, 'baseUrl'>;
}

/** A typed client of the Event Orders Service: every path, parameter and body is checked by TypeScript. */
export function createClient({ baseUrl, token, options = {} }: ClientOptions): Client<paths> {
  return createFetchClient<paths>({
    ...options,
    baseUrl,
    headers: { ...(options.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  });
}
