import type { FastifyInstance } from 'fastify';

import type { GatewaySettingsEditor } from './gateway-settings-editor.service';
import { GATEWAY_NAMES, type GatewayName } from './gateways/payment-gateway';

/** A return URL's key as the service makes them: 24 random bytes, base64url (32 characters). */
const RETURN_KEY = /^[A-Za-z0-9_-]{32}$/;

/** The account whose return URL for `gateway` carries `key`, or null (malformed or unknown). */
export type GatewayReturnOwner = (gateway: string, key: string) => Promise<number | null>;

/** The Fastify instance, once the app has decorated it with the owner lookup (src/bootstrap/http.ts). */
export type GatewayReturnServer = FastifyInstance & { gatewayReturnOwner?: GatewayReturnOwner };

/**
 * The owner lookup the gateway return route's rate limit asks before it counts a request: a
 * malformed key is answered without a query; a well-formed one by one indexed lookup, as the
 * handler would make anyway.
 */
export function gatewayReturnOwner(settings: GatewaySettingsEditor): GatewayReturnOwner {
  return async (gateway, key) => {
    if (!GATEWAY_NAMES.includes(gateway as GatewayName) || !RETURN_KEY.test(key)) return null;
    const owner = await settings.byReturnKey(gateway as GatewayName, key).catch(() => null);
    return owner?.accountId ?? null;
  };
}
