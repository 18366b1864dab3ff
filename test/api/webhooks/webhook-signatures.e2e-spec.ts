import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { jest } from '@jest/globals';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import ts from 'typescript';

import { startWebhookApp, WebhookTestApp } from '../../support/webhook-app';
import { ReceivedRequest, WebhookReceiver } from '../../support/webhook-receiver';

/**
 * The signing scheme docs/webhooks.md states, checked on real deliveries (the API delivering on
 * the embedded default, the worker on Redis): the Standard Webhooks reference library for
 * JavaScript verifies them, and so does the TypeScript function the page shows, taken from the
 * page itself.
 */
jest.setTimeout(120_000);

const ROOT = process.cwd();
const WHSEC = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
// A plain secret is its UTF-8 bytes: the non-ASCII letters make that visible.
const PLAIN = 'segredo-de-assinatura-ação';

type Verify = (
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  toleranceSeconds?: number,
  nowMs?: number,
) => boolean;

/** The ```ts block of the "Verifying signatures" section of docs/webhooks.md, compiled and loaded. */
function docsVerifier(dir: string): Verify {
  const page = readFileSync(join(ROOT, 'docs/webhooks.md'), 'utf8');
  const section = page.slice(page.indexOf('## Verifying signatures'));
  const block = /```ts\n([\s\S]*?)\n```/.exec(section.slice(0, section.indexOf('\n## ', 3)));
  if (!block) throw new Error('docs/webhooks.md has no TypeScript example under "Verifying signatures"');
  const js = ts.transpileModule(block[1], {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const file = join(dir, 'verify-webhook.cjs');
  writeFileSync(file, js);
  return (createRequire(file)(file) as { verifyWebhook: Verify }).verifyWebhook;
}

const headersOf = (r: ReceivedRequest) => r.headers as Record<string, string>;
/** The reference library's verifier for a secret as the service reads it. */
const referenceFor = (secret: string) =>
  secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
const verifyError = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.message;
    throw error;
  }
  return 'verified';
};

describe('webhook signatures (Standard Webhooks)', () => {
  let t: WebhookTestApp;
  let receiver: WebhookReceiver;
  let dir: string;
  let verifyWebhook: Verify;
  const delivered: Record<'whsec' | 'plain', ReceivedRequest[]> = { whsec: [], plain: [] };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eos-signatures-'));
    verifyWebhook = docsVerifier(dir);
    receiver = await WebhookReceiver.start();
    t = await startWebhookApp();
    const { token } = await t.newAccount();
    await t.createWebhook(token, { url: receiver.url('/whsec'), secret: WHSEC });
    await t.createWebhook(token, { url: receiver.url('/plain'), secret: PLAIN });
    // Real changes through the API, one with non-ASCII text in the body.
    for (const nome of ['Paulo Oliveira', 'Conceição Araújo — “Buffet”']) {
      const res = await t.request('POST', '/api/v1/clients', { token, body: { nome } });
      expect(res.status).toBe(201);
    }
    await receiver.waitForCount(2, '/whsec', 60_000);
    await receiver.waitForCount(2, '/plain', 60_000);
    delivered.whsec = receiver.at('/whsec');
    delivered.plain = receiver.at('/plain');
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends webhook-id (the id_event), webhook-timestamp (seconds, the time of the attempt) and one v1 signature', () => {
    for (const r of [...delivered.whsec, ...delivered.plain]) {
      const h = headersOf(r);
      expect(h['webhook-id']).toBe(String(r.json.id_event));
      expect(h['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(Math.abs(Number(h['webhook-timestamp']) - r.at / 1000)).toBeLessThan(5);
      expect(h['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    }
  });

  it.each(['whsec', 'plain'] as const)(
    'the reference library verifies every delivery signed with a %s secret, and returns its body',
    (kind) => {
      const secret = kind === 'whsec' ? WHSEC : PLAIN;
      for (const r of delivered[kind]) expect(referenceFor(secret).verify(r.body, headersOf(r))).toEqual(r.json);
      // The other webhook's secret does not verify them.
      const other = kind === 'whsec' ? PLAIN : WHSEC;
      for (const r of delivered[kind])
        expect(verifyError(() => referenceFor(other).verify(r.body, headersOf(r)))).toBe('No matching signature found');
    },
  );

  it.each(['whsec', 'plain'] as const)(
    'the TypeScript example of docs/webhooks.md verifies every delivery signed with a %s secret',
    (kind) => {
      const secret = kind === 'whsec' ? WHSEC : PLAIN;
      for (const r of delivered[kind]) expect(verifyWebhook(secret, r.headers, r.body)).toBe(true);
      expect(verifyWebhook(kind === 'whsec' ? PLAIN : WHSEC, delivered[kind][0].headers, delivered[kind][0].body)).toBe(false);
    },
  );

  it('both refuse a changed body, a changed timestamp, a changed id and missing headers', () => {
    const r = delivered.whsec[1];
    const h = headersOf(r);
    const changed: [string, Record<string, string>][] = [
      [r.body.replace('Conceição', 'Conceicao'), h],
      [`${r.body} `, h],
      [r.body, { ...h, 'webhook-timestamp': String(Number(h['webhook-timestamp']) - 1) }],
      [r.body, { ...h, 'webhook-id': String(Number(h['webhook-id']) + 1) }],
    ];
    for (const [body, headers] of changed) {
      expect(verifyError(() => referenceFor(WHSEC).verify(body, headers))).toBe('No matching signature found');
      expect(verifyWebhook(WHSEC, headers, body)).toBe(false);
    }
    const { 'webhook-signature': _dropped, ...unsigned } = h;
    expect(verifyError(() => referenceFor(WHSEC).verify(r.body, unsigned))).toBe('Missing required headers');
    expect(verifyWebhook(WHSEC, unsigned, r.body)).toBe(false);
  });

  it('both refuse a delivery more than 5 minutes old, and accept it within the tolerance', () => {
    const r = delivered.plain[0];
    const sentMs = Number(headersOf(r)['webhook-timestamp']) * 1000;
    expect(verifyWebhook(PLAIN, r.headers, r.body, 300, sentMs + 299_000)).toBe(true);
    expect(verifyWebhook(PLAIN, r.headers, r.body, 300, sentMs + 301_000)).toBe(false);
    expect(verifyWebhook(PLAIN, r.headers, r.body, 300, sentMs - 301_000)).toBe(false);
    jest.useFakeTimers({ now: sentMs + 301_000, doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      expect(verifyError(() => referenceFor(PLAIN).verify(r.body, headersOf(r)))).toBe('Message timestamp too old');
    } finally {
      jest.useRealTimers();
    }
  });
});
