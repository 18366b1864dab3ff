import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type BrowserContext, chromium } from 'playwright-core';

import { countRows } from '../support/db-probes';
import { startDemoApp } from '../support/demo-app';
import { TestApp } from '../support/harness';

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it when missing). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
/** `UPDATE_DOC_SCREENSHOTS=1` writes the screenshot docs/proposals.md shows. */
const SCREENSHOT = process.env.UPDATE_DOC_SCREENSHOTS === '1' ? join(process.cwd(), 'docs/images/proposal-page.png') : null;

// The demo's open proposal as its client meets it: a phone-sized browser with no script needed,
// read, printed, accepted with the keyboard, reloaded. On SQLite by default, MariaDB in CI.
describe('the proposal page in a headless browser', () => {
  let t: TestApp;
  let token: string;
  let link: string;
  let context: BrowserContext | undefined;
  let profile: string | undefined;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is not installed at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (or set CHROMIUM_PATH)`,
      );
    }
    ({ t, token } = await startDemoApp());
    link = (await t.request('GET', '/api/v1/budgets/2', { token })).body.link_proposta;
    profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      // No script runs: the page works without one.
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      locale: 'pt-BR',
    });
  }, 120000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    await t?.close();
  });

  it('opens the link, reads the lines and totals, accepts with the keyboard, reloads and sees the confirmation, booked once', async () => {
    const page = await context!.newPage();
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    const response = await page.goto(`${t.baseUrl}${link}`);
    expect(response!.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Proposta 2-1 · Buffet Demonstração');
    expect(await page.locator('h1').textContent()).toBe('Proposta 2-1');
    const rows = page.locator('table tbody tr');
    expect(await rows.count()).toBe(4);
    expect((await rows.nth(0).textContent())!.replace(/\s+/g, ' ')).toContain('Buffet completo (por pessoa)');
    expect((await page.locator('table tfoot').textContent())!.replace(/\s+/g, ' ')).toMatch(/Total\s*R\$\s10\.116,00/);
    // The stylesheet applies under the CSP (its nonce): the button has the accent colour, and nothing was blocked.
    expect(
      await page
        .locator('button[type=submit]')
        .first()
        .evaluate(
          (b) =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(b).backgroundColor,
        ),
    ).toBe('rgb(11, 79, 138)');
    expect(violations.filter((v) => /Content Security Policy/i.test(v))).toEqual([]);
    // Mobile first: nothing wider than the phone's screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT, fullPage: true });

    // Printed ("save as PDF"), before it is answered: the forms hidden, the lines and totals kept.
    const printed = await context!.newPage();
    await printed.goto(`${t.baseUrl}${link}`);
    await printed.emulateMedia({ media: 'print' });
    expect(await printed.locator('form').first().isVisible()).toBe(false);
    expect(await printed.locator('table').isVisible()).toBe(true);
    expect((await printed.pdf({ format: 'A4' })).subarray(0, 5).toString()).toBe('%PDF-');
    await printed.close();

    // Keyboard only: the labelled fields in order, the box, the button.
    await page.locator('#nome').focus();
    await page.keyboard.type('Maria da Silva');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('cpf');
    await page.keyboard.type('529.982.247-25');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.id')).toBe('aceite');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await Promise.all([page.waitForURL(`${t.baseUrl}${link}`), page.keyboard.press('Enter')]);

    const confirmation = page.locator('#confirmacao');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toBe('Proposta aceita');
    expect((await page.locator('section[role=status]').textContent())!.replace(/\s+/g, ' ')).toContain(
      'Aceita por Maria da Silva (CPF 529.982.247-25)',
    );
    await page.reload();
    await page.locator('#confirmacao').waitFor();
    expect(await page.locator('form').count()).toBe(0);

    const budget = (await t.request('GET', '/api/v1/budgets/2', { token })).body;
    expect(budget).toMatchObject({ status: 'APROVADO', aceite: { nome: 'Maria da Silva', canal: 'pagina', pedido: '3-1' } });
    expect((await t.request('GET', '/api/v1/orders', { token, query: { pedido: '3-1' } })).body.data).toHaveLength(4);
    expect(await countRows(t, 'budget_answers', 1)).toBe(1);
  }, 120000);
});
