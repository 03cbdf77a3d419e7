import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGround } from '../helpers/run-ground.ts';

const CHROMIUM = '/usr/bin/chromium';
// On CI the test must run (a missing browser fails it); elsewhere it needs Chromium installed.
const skip = !existsSync(CHROMIUM) && !process.env.CI;
const dir = mkdtempSync(join(tmpdir(), 'ground-html-'));
const report = join(dir, 'report.html');
let browser: Browser;

describe.skipIf(skip)('HTML report in headless Chromium', () => {
  beforeAll(async () => {
    // Two held answers (the penguin and library sentences no passage states), three sent, four error rows.
    // --threshold 1: decisions rest on claim statuses, not on the score being recalibrated.
    const run = runGround(['check', 'fixtures/files/answers.jsonl', 'fixtures/files/answers.json', '--format', 'html', '-o', report, '--threshold', '1']);
    expect(run.code).toBe(2);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one self-contained file: loads with no request but itself and no console errors', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(pathToFileURL(report).href);
    expect(requests).toEqual([pathToFileURL(report).href]);
    expect(errors).toEqual([]);
    expect(readFileSync(report, 'utf8')).not.toMatch(/example\.com|cus_\d|<link|src="http/);
    await page.close();
  });

  it('shows the summary first, with counts and a chart bar per decision and claim status', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(report).href);
    const count = (name: string) => page.locator(`[data-count="${name}"]`).innerText();
    // answers.jsonl: 5 rows (2 bad); answers.json: 4 rows (2 bad).
    expect([await count('rows'), await count('sent'), await count('held'), await count('errors')]).toEqual(['9', '3', '2', '4']);
    const summaryTop = await page.locator('#summary').boundingBox();
    const firstAnswerTop = await page.locator('article').first().boundingBox();
    expect(summaryTop!.y).toBeLessThan(firstAnswerTop!.y);
    expect(await page.locator('#chart g[data-bar]').count()).toBe(9);
    expect(await page.locator('#chart g[data-bar="hold"] rect').getAttribute('width')).not.toBe('0');
    await page.close();
  });

  it('highlights claims by status; a click shows reasons and fix, the filter hides sent answers', async () => {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(report).href);
    expect(await page.locator('article').count()).toBe(9);
    expect(await page.locator('article.hold').count()).toBe(2);
    expect(await page.locator('article.error').count()).toBe(4);
    const flagged = page.locator('article.hold .claim.st-not_stated').first();
    expect(await flagged.innerText()).toMatch(/penguins/);
    const detail = page.locator(`#${await flagged.getAttribute('data-detail')}`);
    expect(await detail.isVisible()).toBe(false);
    await flagged.click();
    expect(await detail.isVisible()).toBe(true);
    expect(await detail.innerText()).toMatch(/not stated[\s\S]*Fix:/);
    const supported = page.locator('article.send .claim.st-supported').first();
    await supported.click();
    expect(await page.locator(`#${await supported.getAttribute('data-detail')}`).innerText()).toMatch(/supported[\s\S]*p0/);
    await page.check('#only-held');
    expect(await page.locator('article.send').first().isVisible()).toBe(false);
    expect(await page.locator('article.hold').first().isVisible()).toBe(true);
    await page.close();
  });
});
