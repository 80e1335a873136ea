/**
 * A request body with several named `examples` (fixture request-examples, after fano's submit
 * transcription): the page writes its samples once per example under a labelled example selector
 * (each example's `summary`, else its key), every body reaches the HTML, the playground's data
 * carries the examples to prefill from, and a body with one example keeps the page it always had.
 * Large or many examples stay within the page's budget.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/output/build.js';
import { requestExamples } from '../../src/openapi/endpoint/examples.js';
import type { Media } from '../../src/model/api-endpoint.js';
import { builtPages } from '../helpers/built-site.js';
import { copySite, tmpSite } from '../helpers/tmp-site.js';
import fs from 'node:fs';

const SITE = path.join(import.meta.dirname, '../fixtures/sites/request-examples');
const SUBMIT = 'api-reference/transcriptions/submit-a-transcription';
const NOTE = 'api-reference/notes/create-a-note';
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(tmpSite({}), 'dist');
  result = await build(SITE, { outDir: out, cache: false });
});

const { content, apiData } = builtPages(() => out);

/** The request example group of a page. */
const requestGroup = (html: string) =>
  /<div class="sx-api-code" data-sx-tabs="sx-api-request"[^]*?(?=<\/div><div class="sx-api-example">|<\/div><\/aside>)/.exec(html)![0];

/** Text as a reader sees it: tags dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('a request body with named examples', () => {
  it('builds with no diagnostics', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('offers each example by its summary (else its key) in a labelled selector', () => {
    const group = requestGroup(content(SUBMIT));
    expect(group).toContain('data-sx-examples');
    expect(group).toContain('<label for="sx-api-request-example">Example</label>');
    const options = [...group.matchAll(/<option value="(\d)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ['0', 'Using audio URI'],
      ['1', 'Using base64 content'],
      ['2', 'minimal'],
    ]);
  });

  it('writes every language once per example, the first shown, and every body reaches the HTML', () => {
    const group = requestGroup(content(SUBMIT));
    const figures = [...group.matchAll(/<figure class="sx-code sx-code-example" data-lang="(\w+)"[^>]* data-example="(\d)"( hidden)?>/g)];
    expect(figures.map((m) => `${m[1]} ${m[2]}${m[3] ?? ''}`)).toEqual([
      'curl 0',
      'curl 1 hidden',
      'curl 2 hidden',
      'python 0',
      'python 1 hidden',
      'python 2 hidden',
      'javascript 0',
      'javascript 1 hidden',
      'javascript 2 hidden',
    ]);
    const shown = text(group);
    // Each caption (shown without JavaScript) names the language and the example.
    expect(shown).toContain('cURL · Using audio URI');
    expect(shown).toContain('Python · Using base64 content');
    expect(shown).toContain('JavaScript · minimal');
    for (const body of [
      '"uri": "gs://bucket/meeting.wav"',
      '"languageCode": "fr-FR"',
      '"content": "UklGRiQAAABXQVZF"',
      'gs://bucket/short.wav',
    ]) {
      expect(shown).toContain(body);
    }
    // The curl samples differ by their body only.
    const curl = [...group.matchAll(/data-lang="curl"[^>]*>([^]*?)<\/figure>/g)].map((m) => text(m[1]!));
    expect(curl[0]).toContain('"languageCode": "en-US"');
    expect(curl[1]).toContain('"punctuation": true');
    expect(curl[1]).not.toContain('meeting.wav');
  });

  it('hands the playground the examples to prefill its body from', () => {
    const body = apiData(SUBMIT).body!.contents[0]!;
    expect(body.example).toEqual({ config: { languageCode: 'en-US' }, audio: { uri: 'gs://bucket/meeting.wav' } });
    expect(body.examples?.map((e) => e.label)).toEqual(['Using audio URI', 'Using base64 content', 'minimal']);
    expect(body.examples?.[1]?.value).toEqual({
      config: { languageCode: 'fr-FR', punctuation: true },
      audio: { content: 'UklGRiQAAABXQVZF' },
    });
  });

  it('keeps a single `example` as it was: no selector, one figure per language', () => {
    const group = requestGroup(content(NOTE));
    expect(group).not.toContain('data-sx-examples');
    expect(group).not.toContain('sx-code-example');
    expect(group).not.toContain('<select');
    expect([...group.matchAll(/<figure class="sx-code" data-lang="(\w+)" data-title="[^"]*">/g)].map((m) => m[1])).toEqual([
      'curl',
      'python',
      'javascript',
    ]);
    expect(text(group)).toContain('"text": "Only one example"');
    expect(apiData(NOTE).body!.contents[0]!.examples).toBeUndefined();
  });

  it('leaves the examples out of the playground data when it does not prefill', async () => {
    const dir = tmpSite({});
    copySite(SITE, dir);
    const docsFile = path.join(dir, 'docs.json');
    const docs = JSON.parse(fs.readFileSync(docsFile, 'utf8')) as { api: { examples: { prefill: boolean } } };
    docs.api.examples.prefill = false;
    fs.writeFileSync(docsFile, JSON.stringify(docs));
    const dist = path.join(dir, 'dist');
    expect((await build(dir, { outDir: dist, cache: false })).ok).toBe(true);
    const page = builtPages(() => dist);
    expect(page.apiData(SUBMIT).body!.contents[0]!.examples).toBeUndefined();
    // The page still offers them.
    expect(requestGroup(page.content(SUBMIT))).toContain('Using base64 content');
  });
});

describe('the examples a page offers', () => {
  const media = (examples: Media['examples']): Media => ({ mediaType: 'application/json', examples });

  it('are none for one example or none, all of several, labelled by summary, key or position', () => {
    expect(requestExamples(undefined)).toEqual([]);
    expect(requestExamples(media([{ value: 1 }]))).toEqual([]);
    expect(requestExamples(media([{ name: 'a', summary: ' A ', value: 1 }, { name: 'b', value: 2 }, { value: 3 }]))).toEqual([
      { label: 'A', value: 1 },
      { label: 'b', value: 2 },
      { label: 'Example 3', value: 3 },
    ]);
  });

  it('stop at a count and a size, the first always kept, so that large ones leave the page light', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `e${i}`, value: { i } }));
    expect(requestExamples(media(many)).map((e) => e.label)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    const big = (n: number) => ({ text: 'x'.repeat(n) });
    expect(
      requestExamples(
        media([
          { name: 'huge', value: big(50_000) },
          { name: 'small', value: big(10) },
        ]),
      ).map((e) => e.label),
    ).toEqual(['huge', 'small']);
    expect(
      requestExamples(
        media([
          { name: 'a', value: big(10) },
          { name: 'b', value: big(5000) },
          { name: 'c', value: big(5000) },
        ]),
      ).map((e) => e.label),
    ).toEqual(['a', 'b']);
    // One left: no choice to offer.
    expect(
      requestExamples(
        media([
          { name: 'a', value: 1 },
          { name: 'b', value: big(9000) },
        ]),
      ),
    ).toEqual([]);
  });
});
