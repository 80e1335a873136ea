/**
 * The built playground chunks in Chromium: `liveSample` and `highlight` from lib/runtime/playground
 * (run `npm run build` first) give the build's sample text, highlighted (hljs-classed spans), loading
 * only the chunks they need; what a typical use (one language + JSON) downloads stays under 20 KB gzip.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSamples, type SampleRequest } from '../../src/samples/index.js';
import { launchBrowser, withPage } from '../helpers/browser.js';

const DIR = path.join(import.meta.dirname, '../../lib/runtime/playground');
const REQUEST: SampleRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/pets?dry_run=true',
  headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
  body: { mimeType: 'application/json', text: '{"name":"Rex","tags":["a","b"],"owner":null}' },
};

let context: BrowserContext;
let server: http.Server;
let origin = '';
/** The text of highlighted markup: tags dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Gzip bytes of the files the page loaded. */
function gzipOf(files: string[]): number {
  return [...new Set(files)].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(DIR, f)), { level: 9 }).length, 0);
}

/** Files the page asked for, in order. */
let served: string[] = [];

beforeAll(async () => {
  const entry = fs.readdirSync(DIR).find((f) => /^samples-\w+\.js$/.test(f));
  if (!entry) throw new Error('lib/runtime/playground has no samples entry: run `npm run build` first');
  server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname);
    if (name === '' || name === 'index.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>t</title><script>window.entry = '/${entry}'</script>`);
      return;
    }
    const file = path.join(DIR, name);
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    served.push(name);
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = await launchBrowser();
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('playground samples in Chromium', () => {
  it('liveSample and highlight give classed markup of the build text, loading under 20 KB for python + json', async () => {
    served = [];
    const result = await withPage(context, async (page) => {
      await page.goto(`${origin}/`);
      // A string, not a function: vitest would rewrite a function's import() for Node.
      return page.evaluate(`(async () => {
        const samples = await import(window.entry);
        const request = ${JSON.stringify(REQUEST)};
        return {
          python: await samples.liveSample('python', request),
          json: await samples.highlight('{"a":1}', 'json'),
          none: (await samples.liveSample('cobol', request)) === undefined,
        };
      })()`) as Promise<{ python?: { label: string; code: string; html: string }; json: string; none: boolean }>;
    });

    const [build] = codeSamples(REQUEST, ['python']);
    expect(result.python?.label).toBe('Python');
    expect(result.python?.code).toBe(build!.code);
    expect(result.python?.code).toContain('payload = {\n    "name": "Rex",');
    expect(result.python?.html).toMatch(/^<pre class="sx-hl" tabindex="0"><code class="language-python">/);
    expect(result.python?.html).toContain('<span class="hljs-keyword">import</span>');
    expect(result.python?.html).toContain('<span class="hljs-string">&quot;Rex&quot;</span>');
    expect(text(result.python!.html)).toBe(build!.code);
    expect(result.json).toBe(
      '<pre class="sx-hl" tabindex="0"><code class="language-json"><span class="hljs-punctuation">{</span>' +
        '<span class="hljs-attr">&quot;a&quot;</span><span class="hljs-punctuation">:</span><span class="hljs-number">1</span>' +
        '<span class="hljs-punctuation">}</span></code></pre>',
    );
    expect(result.none).toBe(true);

    const gzip = gzipOf(served);
    console.log(`playground samples, python + json: ${served.length} files, ${(gzip / 1024).toFixed(1)} KB gzip`);
    expect(gzip).toBeLessThan(20 * 1024);
    // The other languages' generators and grammars stayed on the server.
    expect(served.length).toBeLessThan(fs.readdirSync(DIR).length / 2);
  });

  it.each(['curl', 'javascript', 'go'])('loads %s + JSON on its own', async (language) => {
    served = [];
    const code = await withPage(context, async (page) => {
      await page.goto(`${origin}/`);
      return page.evaluate(`(async () => {
        const samples = await import(window.entry);
        await samples.highlight('{"a":1}', 'json');
        return (await samples.liveSample(${JSON.stringify(language)}, ${JSON.stringify(REQUEST)})).code;
      })()`);
    });
    expect(code).toBe(codeSamples(REQUEST, [language])[0]!.code);
    const gzip = gzipOf(served);
    console.log(`playground samples, ${language} + json: ${served.length} files, ${(gzip / 1024).toFixed(1)} KB gzip`);
  });
});
