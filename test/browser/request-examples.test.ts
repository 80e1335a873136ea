/**
 * A request body's named examples in Chromium (fixture request-examples): the example selector under
 * the request bar switches the body every language's sample shows, by pointer or keyboard, without
 * moving anything; the copy button copies the example shown; the choice is kept on reload and
 * prefills the playground's body; without JavaScript every example shows under its caption; axe finds nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ rx: fixture('request-examples') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const WIDE = { viewport: { width: 1440, height: 900 } };
const SUBMIT = '/api-reference/transcriptions/submit-a-transcription';

const request = (page: Page) => page.locator('[data-sx-tabs="sx-api-request"]');
/** The sample the reader sees: the chosen language's panel, and in it the chosen example's figure. */
const shownSample = (page: Page) => request(page).locator('.sx-code-panel:not([hidden]) > .sx-code-example:not([hidden]) pre').innerText();

describe('named request examples', () => {
  it('the selector switches the curl sample to the second example, and the other languages with it', async () => {
    const page = await sites.open('rx', SUBMIT, WIDE);
    const select = request(page).getByLabel('Example', { exact: true });
    expect(await select.locator('option').allTextContents()).toEqual(['Using audio URI', 'Using base64 content', 'minimal']);
    const before = await shownSample(page);
    expect(before).toContain('curl https://speech.example.com/v1/transcriptions');
    expect(before).toContain('"uri": "gs://bucket/meeting.wav"');
    const box = await request(page).boundingBox();

    await select.selectOption({ label: 'Using base64 content' });
    const after = await shownSample(page);
    expect(after).toContain('curl https://speech.example.com/v1/transcriptions');
    expect(after).toContain('"content": "UklGRiQAAABXQVZF"');
    expect(after).not.toContain('meeting.wav');
    // The group is as tall as its tallest sample whichever shows: nothing moves.
    expect(await request(page).boundingBox()).toEqual(box);

    await request(page).getByRole('tab', { name: 'Python' }).click();
    expect(await shownSample(page)).toContain('"languageCode": "fr-FR"');
    expect(await shownSample(page)).toContain('import requests');
  });

  it('is operable from the keyboard', async () => {
    const page = await sites.open('rx', SUBMIT, WIDE);
    const select = request(page).getByLabel('Example', { exact: true });
    await select.focus();
    await page.keyboard.press('End');
    expect(await select.inputValue()).toBe('2');
    expect(await shownSample(page)).toContain('gs://bucket/short.wav');
  });

  it('copies the example shown', async () => {
    const page = await sites.open('rx', SUBMIT, { ...WIDE, permissions: ['clipboard-read', 'clipboard-write'] });
    await request(page).getByLabel('Example', { exact: true }).selectOption({ label: 'Using base64 content' });
    await request(page).getByRole('button', { name: 'Copy request example' }).click();
    await expect.poll(() => request(page).getByRole('status').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('UklGRiQAAABXQVZF');
    expect(copied).toContain('curl ');
  });

  it('keeps the choice on reload and prefills the playground with it; a choice made later replaces the body', async () => {
    const page = await sites.open('rx', SUBMIT, WIDE);
    await request(page).getByLabel('Example', { exact: true }).selectOption({ label: 'Using base64 content' });
    await page.reload();
    expect(await request(page).getByLabel('Example', { exact: true }).inputValue()).toBe('1');
    expect(await shownSample(page)).toContain('UklGRiQAAABXQVZF');

    await page.getByRole('button', { name: 'Try it' }).click();
    const dialog = page.locator('dialog.sx-playground');
    const example = dialog.getByLabel('Example', { exact: true });
    expect(await example.inputValue()).toBe('1');
    const sample = dialog.locator('pre').first();
    await expect.poll(() => sample.innerText()).toContain('UklGRiQAAABXQVZF');

    // The playground's own selector refills the body.
    await example.selectOption({ label: 'minimal' });
    await expect.poll(() => sample.innerText()).toContain('gs://bucket/short.wav');
    expect(await sample.innerText()).not.toContain('UklGRiQAAABXQVZF');

    // Closed, another example chosen on the page becomes the playground's body.
    await page.keyboard.press('Escape');
    await request(page).getByLabel('Example', { exact: true }).selectOption({ label: 'Using audio URI' });
    await page.getByRole('button', { name: 'Try it' }).click();
    expect(await example.inputValue()).toBe('0');
    await expect.poll(() => sample.innerText()).toContain('gs://bucket/meeting.wav');
  });

  it('shows every example under its caption without JavaScript', async () => {
    const page = await sites.open('rx', SUBMIT, { ...WIDE, javaScriptEnabled: false });
    expect(await request(page).locator('.sx-api-code-examples').isVisible()).toBe(false);
    const captions = request(page).locator('figcaption');
    expect(await captions.allInnerTexts()).toEqual([
      'cURL · Using audio URI',
      'cURL · Using base64 content',
      'cURL · minimal',
      'Python · Using audio URI',
      'Python · Using base64 content',
      'Python · minimal',
      'JavaScript · Using audio URI',
      'JavaScript · Using base64 content',
      'JavaScript · minimal',
    ]);
    expect(await request(page).getByText('"UklGRiQAAABXQVZF"').first().isVisible()).toBe(true);
    // One after another, each as tall as its own code: no figure stretched to its panel's height.
    const boxes = await request(page)
      .locator('.sx-code-panel')
      .first()
      .locator('.sx-code-example')
      .evaluateAll((figures) => figures.map((f) => f.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(boxes).toHaveLength(3);
    for (let i = 1; i < boxes.length; i++) expect(Math.abs(boxes[i]!.top - boxes[i - 1]!.bottom)).toBeLessThan(2);
    for (const b of boxes) expect(b.bottom - b.top).toBeLessThan(500);
  });

  it.each(['light', 'dark'] as const)('axe finds no violations (%s)', async (colorScheme) => {
    const page = await sites.open('rx', SUBMIT, { ...WIDE, colorScheme });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
