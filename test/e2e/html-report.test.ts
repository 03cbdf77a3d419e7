import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '../../src/contract/schemas.ts';
import { runGround } from '../helpers/run-ground.ts';

const CHROMIUM = '/usr/bin/chromium';
// On CI the test must run (a missing browser fails it); elsewhere it needs Chromium installed.
const skip = !existsSync(CHROMIUM) && !process.env.CI;
const dir = mkdtempSync(join(tmpdir(), 'ground-html-'));
const report = join(dir, 'report.html');
let browser: Browser;

async function openReport(): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(report).href);
  return { page, requests, errors };
}

/** The `data-count` attributes of `selector`, as numbers. */
async function dataCounts(page: Page, selector: string): Promise<number[]> {
  return (await page.locator(selector).evaluateAll((nodes) => (nodes as unknown as El[]).map((e) => e.getAttribute('data-count')))).map(Number);
}

/** What the page functions here read of an element (the project compiles without the DOM types; page functions run in the browser, so only casts). */
interface El { id: string; textContent: string | null; classList: { contains(name: string): boolean }; getAttribute(name: string): string | null }

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** Where each shown answer comes from, e.g. `answers.jsonl:2`. */
async function visibleRows(page: Page): Promise<string[]> {
  return page.locator('article:visible').evaluateAll((nodes) => (nodes as unknown as El[]).map((e) => /files\/(\S+:\d+)/.exec(e.textContent ?? '')?.[1] ?? ''));
}

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

  it('is one self-contained file: no request but itself, also while clicking, filtering and searching; no console errors', async () => {
    const { page, requests, errors } = await openReport();
    await page.locator('.claim').first().click();
    await page.selectOption('#status-filter', 'hold');
    await page.fill('#search', 'bridge');
    await page.locator('#p-figure details summary').click();
    await page.waitForTimeout(100);
    expect(requests).toEqual([pathToFileURL(report).href]);
    expect(errors).toEqual([]);
    expect(readFileSync(report, 'utf8')).not.toMatch(/example\.com|cus_\d|<link|src="http|url\(/);
    await page.close();
  });

  it('shows the summary first, with counts and a chart bar per decision and claim status', async () => {
    const { page } = await openReport();
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

  it("the charts' numbers equal the report's: decisions, claims per status and type, p_hallucinated held vs sent", async () => {
    const { page } = await openReport();
    const bar = async (name: string) => Number(await page.locator(`#chart g[data-bar="${name}"] text`).last().textContent());
    // Every answer is in the file here, so the articles themselves are the counts to match.
    expect([await bar('send'), await bar('hold'), await bar('error rows')]).toEqual([
      await page.locator('article.send').count(), await page.locator('article.hold').count(), await page.locator('article.error').count(),
    ]);
    expect([await bar('send'), await bar('hold')]).toEqual([3, 2]);
    for (const status of CLAIM_STATUSES) {
      const inText = await page.locator(`article .claim.st-${status}`).count();
      expect(await bar(`${status.replaceAll('_', ' ')} claims`), status).toBe(inText);
      expect(sum(await dataCounts(page, `#type-chart rect[data-status="${status}"]`)), status).toBe(inText);
    }
    expect(await page.locator('#type-chart g[data-type]').evaluateAll((nodes) => (nodes as unknown as El[]).map((e) => e.getAttribute('data-type')))).toEqual(['fact']);
    expect(sum(await dataCounts(page, '#type-chart g[data-type]'))).toBe(await page.locator('article .claim').count());
    // Each answer's score, read from its heading, falls in the bar of its decision and tenth.
    const scores = await page.locator('article.hold, article.send').evaluateAll((nodes) => (nodes as unknown as El[]).map((e) => ({
      held: e.classList.contains('hold'), p: Number(/p_hallucinated ([\d.]+)/.exec(e.textContent ?? '')?.[1]),
    })));
    for (const held of [true, false]) {
      const expected = Array.from({ length: 10 }, (_, bin) => scores.filter((s) => s.held === held && Math.min(9, Math.floor(s.p * 10)) === bin).length);
      expect(await dataCounts(page, `#p-chart g[data-decision="${held ? 'held' : 'sent'}"]`)).toEqual(expected);
    }
    expect(sum(await dataCounts(page, '#p-chart g[data-decision]'))).toBe(5);
    expect(await page.locator('#p-chart').getAttribute('role')).toBe('img');
    await page.close();
  });

  it('a click (or Enter) expands a claim with its reasons and fix', async () => {
    const { page } = await openReport();
    expect(await page.locator('article').count()).toBe(9);
    const flagged = page.locator('article.hold .claim.st-not_stated').first();
    expect(await flagged.innerText()).toMatch(/penguins/);
    const detail = page.locator(`#${await flagged.getAttribute('data-detail')}`);
    expect(await detail.isVisible()).toBe(false);
    await flagged.click();
    expect(await detail.isVisible()).toBe(true);
    expect(await flagged.getAttribute('aria-expanded')).toBe('true');
    expect(await detail.innerText()).toMatch(/not stated[\s\S]*Fix:/);
    await flagged.click();
    expect(await detail.isVisible()).toBe(false);
    const supported = page.locator('article.send .claim.st-supported').first();
    await supported.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator(`#${await supported.getAttribute('data-detail')}`).innerText()).toMatch(/supported[\s\S]*p0/);
    await page.close();
  });

  it('the status filter shows only the answers of the chosen decision or claim status', async () => {
    const { page } = await openReport();
    expect(await page.locator('#shown').innerText()).toBe('9 of 9 answers in this file shown');
    await page.selectOption('#status-filter', 'hold');
    expect(await page.locator('article:visible').count()).toBe(2);
    expect(await page.locator('article.hold:visible').count()).toBe(2);
    await page.selectOption('#status-filter', 'send');
    expect(await page.locator('article:visible').count()).toBe(3);
    expect(await page.locator('article.send:visible').count()).toBe(3);
    await page.selectOption('#status-filter', 'error');
    expect(await page.locator('article.error:visible').count()).toBe(4);
    expect(await page.locator('#shown').innerText()).toBe('4 of 9 answers in this file shown');
    await page.selectOption('#status-filter', 'claim:not_stated');
    expect(await visibleRows(page)).toEqual(['answers.jsonl:2', 'answers.json:9']);
    await page.selectOption('#status-filter', 'claim:contradicted');
    expect(await page.locator('article:visible').count()).toBe(0);
    await page.selectOption('#status-filter', '');
    expect(await page.locator('article:visible').count()).toBe(9);
    // The controls are labelled for assistive technology.
    expect(await page.getByLabel('Show').evaluate((e) => (e as unknown as El).id)).toBe('status-filter');
    expect(await page.getByLabel('Search answers and claims').evaluate((e) => (e as unknown as El).id)).toBe('search');
    await page.close();
  });

  it('the search hides answers without the text (any case), marks the matching claims and works with the filter', async () => {
    const { page } = await openReport();
    await page.fill('#search', 'PENGUINS');
    expect(await visibleRows(page)).toEqual(['answers.jsonl:2']);
    expect(await page.locator('.claim.match').allInnerTexts()).toEqual(['Its cables were spun by penguins from Antarctica']);
    await page.fill('#search', 'golden gate');
    expect(await visibleRows(page)).toEqual(['answers.jsonl:1', 'answers.json:2']);
    expect(await page.locator('article:visible .claim.match').count()).toBe(2);
    await page.selectOption('#status-filter', 'hold');
    expect(await visibleRows(page)).toEqual([]);
    await page.fill('#search', 'library');
    expect(await visibleRows(page)).toEqual(['answers.json:9']);
    await page.selectOption('#status-filter', '');
    await page.fill('#search', 'not valid json');
    expect(await page.locator('article.error:visible').count()).toBe(1);
    await page.fill('#search', 'no such words anywhere');
    expect(await page.locator('article:visible').count()).toBe(0);
    expect(await page.locator('#shown').innerText()).toBe('0 of 9 answers in this file shown');
    await page.fill('#search', '');
    expect(await page.locator('article:visible').count()).toBe(9);
    expect(await page.locator('.claim.match').count()).toBe(0);
    await page.close();
  });
});
