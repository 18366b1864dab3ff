/**
 * The service's version: the release CHANGELOG.md describes last, as package.json states it. The
 * OpenAPI document (`info.version`) says it; a unit test keeps the three in step.
 */
export const SERVICE_VERSION = '1.1.0';
