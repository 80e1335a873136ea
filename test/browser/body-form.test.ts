/**
 * The request body editor (runtime/playground/body-form) in Chromium, driven as a reader would:
 * nested fields, array items, a discriminated oneOf, null, the raw JSON editor both ways and its
 * parse error, a subtree cut to raw JSON; every step checked against the value the editor reports
 * through onChange. axe finds nothing in light and dark mode, and nothing overflows at 375 px.
 *
 * The test bundles a small entry rendering <BodyEditor> with esbuild in memory and serves it beside
 * the site's stylesheet from a node:http server of its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSchema } from '../../src/model/api-page.js';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { launchBrowser, serveStatic, withPage } from '../helpers/browser.js';
import type { StaticServer } from '../helpers/browser.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SCHEMA: FormSchema = {
  type: 'object',
  required: ['name', 'pet'],
  properties: {
    name: { type: 'string', example: 'Jane' },
    age: { type: 'integer' },
    email: { type: 'string', format: 'email' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    nickname: { type: 'string', nullable: true },
    address: { type: 'object', required: ['city'], properties: { city: { type: 'string' }, zip: { type: 'string' } } },
    tags: { type: 'array', items: { type: 'string' } },
    pet: {
      oneOf: [
        { title: 'Cat', type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, lives: { type: 'integer' } } },
        { title: 'Dog', type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, bark: { type: 'boolean' } } },
      ],
      discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
    },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    parent: { type: 'object', title: 'Person', recursive: true },
    photo: { type: 'string', format: 'binary' },
  },
};

const ENTRY = `
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { BodyEditor } from './runtime/playground/body-form/index.tsx';

const w = window as any;
const schema = JSON.parse(document.getElementById('schema')!.textContent!);
w.changes = 0;
function App() {
  const [value, setValue] = useState<unknown>(undefined);
  return (
    <BodyEditor
      schema={schema}
      value={value}
      onChange={(v) => { w.value = v; w.changes++; setValue(v); }}
      idPrefix="body"
      label="Body"
    />
  );
}
render(<App />, document.getElementById('root')!);
`;

function html(dark: boolean): string {
  return `<!doctype html>
<html lang="en" class="${dark ? 'dark' : ''}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Body editor</title>
  <link rel="stylesheet" href="/site.css">
  <style>:root { --sx-primary: #2563eb; --sx-primary-dark: #1d4ed8; } main { padding: 12px; }</style>
  <script type="module" src="/entry.js"></script>
</head>
<body><main><h1>Create a person</h1><div id="root"></div></main>
<script type="application/json" id="schema">${JSON.stringify(SCHEMA)}</script>
</body>
</html>`;
}

let context: BrowserContext;
let server: StaticServer;

beforeAll(async () => {
  const bundle = await build({
    absWorkingDir: ROOT,
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'tsx', sourcefile: 'body-form-entry.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: path.join(ROOT, 'runtime', 'tsconfig.json'),
    logLevel: 'warning',
  });
  server = await serveStatic({
    'index.html': html(false),
    'dark.html': html(true),
    'entry.js': bundle.outputFiles[0]!.text,
    'site.css': await readFile(path.join(ROOT, 'assets', 'site.css'), 'utf8'),
  });
  context = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await server?.close();
});

const value = (page: Page) => page.evaluate(() => (window as unknown as { value: unknown }).value);

async function open(page: Page, file = ''): Promise<void> {
  await page.goto(server.url + file);
  await page.getByRole('group', { name: 'Body', exact: true }).waitFor();
}

describe('BodyEditor', () => {
  it('weighs, with the response validator, well under 20 KB gzip (Preact comes with the playground entry)', async () => {
    const bundle = await build({
      absWorkingDir: ROOT,
      stdin: {
        contents: `export { BodyEditor } from './runtime/playground/body-form/index.tsx'; export * from './runtime/playground/validate.ts';`,
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      minify: true,
      format: 'esm',
      target: 'es2020',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      // The playground's words (runtime/playground/text.ts, its English table) are a chunk the dialog shares, weighed
      // with the playground by scripts/build-runtime.mjs: this weighs the editor's and the validator's code.
      external: ['preact', 'preact/*', '../text.js'],
      tsconfig: path.join(ROOT, 'runtime', 'tsconfig.json'),
      logLevel: 'warning',
    });
    expect(gzipSync(bundle.outputFiles[0]!.contents, { level: 9 }).length).toBeLessThan(14 * 1024);
  });

  it('edits a value through the form, the JSON editor and back', async () => {
    await withPage(context, async (page) => {
      await open(page);
      const form = page.locator('#root');

      // Scalars; optional ones stay out of the value until set, and leave when emptied.
      // A field's example is its placeholder (a ParamField's `placeholder` on hand-written pages).
      expect(await form.getByRole('textbox', { name: 'name (required)', exact: true }).getAttribute('placeholder')).toBe('Jane');
      await form.getByRole('textbox', { name: 'name (required)', exact: true }).fill('Ada');
      expect(await value(page)).toEqual({ name: 'Ada' });
      await form.getByLabel('age', { exact: true }).fill('36');
      expect(await value(page)).toEqual({ name: 'Ada', age: 36 });
      await form.getByLabel('age', { exact: true }).fill('');
      expect(await value(page)).toEqual({ name: 'Ada' });
      await form.getByLabel('status', { exact: true }).selectOption('inactive');
      expect(await value(page)).toMatchObject({ status: 'inactive' });
      expect(await form.getByLabel('email', { exact: true }).getAttribute('type')).toBe('email');

      // A nested object.
      const address = form.getByRole('group', { name: 'address', exact: true });
      await address.getByRole('textbox', { name: 'city (required)', exact: true }).fill('Paris');
      expect(await value(page)).toMatchObject({ address: { city: 'Paris' } });

      // Array items, added and removed by buttons that say which array and item.
      await form.getByRole('button', { name: 'Add item to tags' }).click();
      await form.getByLabel('tags[0]', { exact: true }).fill('a');
      await form.getByRole('button', { name: 'Add item to tags' }).click();
      await form.getByLabel('tags[1]', { exact: true }).fill('b');
      expect(await value(page)).toMatchObject({ tags: ['a', 'b'] });
      await form.getByRole('button', { name: 'Remove tags[0]' }).click();
      expect((await value(page)) as { tags: string[] }).toMatchObject({ tags: ['b'] });
      expect(await form.getByLabel('tags[0]', { exact: true }).inputValue()).toBe('b');

      // A discriminated oneOf: choosing a branch sets the discriminator.
      const pet = form.getByRole('group', { name: 'pet (required)' });
      const variant = pet.getByLabel('Variant of pet');
      expect(await variant.locator('option').allTextContents()).toEqual(['Cat', 'Dog']);
      await variant.selectOption({ label: 'Dog' });
      expect(await value(page)).toMatchObject({ pet: { kind: 'dog' } });
      await pet.getByLabel('bark', { exact: true }).check();
      expect(await value(page)).toMatchObject({ pet: { kind: 'dog', bark: true } });
      await variant.selectOption({ label: 'Cat' });
      expect((await value(page)) as { pet: unknown }).toMatchObject({ pet: { kind: 'cat' } });
      await pet.getByLabel('lives', { exact: true }).fill('9');
      expect(await value(page)).toMatchObject({ pet: { kind: 'cat', lives: 9 } });

      // Null, and back.
      await form.getByLabel('nickname is null').check();
      expect(await value(page)).toMatchObject({ nickname: null });
      expect(await form.getByLabel('nickname', { exact: true }).isDisabled()).toBe(true);
      await form.getByLabel('nickname is null').uncheck();
      expect(await value(page)).not.toHaveProperty('nickname');

      // A map: key/value rows.
      await form.getByRole('button', { name: 'Add property to labels' }).click();
      expect(await value(page)).toMatchObject({ labels: { key1: '' } });
      await form.getByLabel('Key 1 of labels').fill('team');
      await form.getByLabel('Key 1 of labels').press('Tab');
      await form.getByLabel('team', { exact: true }).fill('core');
      expect(await value(page)).toMatchObject({ labels: { team: 'core' } });

      // A subtree cut to raw JSON, and binary left to the caller.
      await form.getByLabel('parent (JSON)').fill('{"name": "Eve"}');
      expect(await value(page)).toMatchObject({ parent: { name: 'Eve' } });
      await expect.poll(() => form.getByText('Binary content').count()).toBe(1);

      const before = await value(page);
      expect(before).toEqual({
        name: 'Ada',
        status: 'inactive',
        address: { city: 'Paris' },
        tags: ['b'],
        pet: { kind: 'cat', lives: 9 },
        labels: { team: 'core' },
        parent: { name: 'Eve' },
      });

      // The JSON editor shows the same value; editing it moves the form.
      await page.getByRole('button', { name: 'JSON' }).click();
      const json = page.getByLabel('Body (JSON)');
      expect(JSON.parse(await json.inputValue())).toEqual(before);
      await json.fill('{\n  "name": "Bob",\n  "pet": { "kind": "dog", "bark": false },\n  "tags": ["x", "y"]\n}');
      const edited = { name: 'Bob', pet: { kind: 'dog', bark: false }, tags: ['x', 'y'] };
      expect(await value(page)).toEqual(edited);

      // Invalid JSON: the error with its line and column; the value stays the last valid one.
      await json.fill('{\n  "name": "Bob",\n  oops\n}');
      const error = page.locator('#body-json-error');
      await expect.poll(() => error.textContent()).toMatch(/^Line 3, column 3: /);
      expect(await json.getAttribute('aria-invalid')).toBe('true');
      expect(await value(page)).toEqual(edited);

      // The form follows what the JSON said.
      await page.getByRole('button', { name: 'Form' }).click();
      expect(await form.getByRole('textbox', { name: 'name (required)', exact: true }).inputValue()).toBe('Bob');
      expect(await form.getByLabel('Variant of pet').inputValue()).toBe('1');
      expect(await form.getByLabel('bark', { exact: true }).isChecked()).toBe(false);
      expect(await form.getByLabel('tags[1]', { exact: true }).inputValue()).toBe('y');
      expect(await form.getByLabel('age', { exact: true }).inputValue()).toBe('');
    });
  });

  for (const [file, theme] of [
    ['', 'light'],
    ['dark.html', 'dark'],
  ] as const) {
    it(`has no accessibility violations and fits 375 px (${theme})`, async () => {
      await withPage(context, async (page) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await open(page, file);
        await page.getByRole('button', { name: 'Add item to tags' }).click();
        await page.getByRole('button', { name: 'Add property to labels' }).click();
        await page.getByLabel('nickname is null').check();
        await page.getByLabel('parent (JSON)').fill('{ nope');
        const violations = await runAxe(page, { context: '#root' });
        expect(violations, formatViolations(violations)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await page.getByRole('button', { name: 'JSON' }).click();
        const jsonViolations = await runAxe(page, { context: '#root' });
        expect(jsonViolations, formatViolations(jsonViolations)).toEqual([]);
      });
    });
  }
});
