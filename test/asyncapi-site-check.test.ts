// AsyncAPI specs in a site: `sextant check` runs asyncapi-check's rules on them (errors), `build` reports
// the same findings as warnings (errors with --strict), and the spec loader reports, located, what stops a
// spec from loading and the `$ref`s that dangle or leave the docs folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import { tmpSite } from './helpers/tmp-site.js';

const DOCS = {
  name: 'Realtime',
  navigation: {
    tabs: [
      { tab: 'Guides', pages: ['index'] },
      { tab: 'Live', asyncapi: 'specs/live.yaml' },
    ],
  },
};

/** A spec whose operation is on a channel that does not exist and whose message payload is not a schema. */
const BROKEN = [
  'asyncapi: 3.0.0',
  'info: { title: Live, version: "1" }',
  'channels:',
  '  prices:',
  '    address: /prices',
  '    messages:',
  '      tick:',
  '        payload: 5',
  'operations:',
  '  getPrices:',
  '    action: receive',
  "    channel: { $ref: '#/channels/price' }",
  '',
].join('\n');

function site(spec: string, extra: Record<string, string> = {}) {
  return tmpSite({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'specs/live.yaml': spec, ...extra });
}

const brief = (ds: { severity: string; file: string; line: number; column: number; code: string }[]) =>
  ds.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.code}`);

async function buildSite(dir: string, strict = false) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-aa-build-'));
  try {
    return await build(dir, { outDir: path.join(out, 'site'), cache: false, workers: 0, strict });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

describe('AsyncAPI specs in check and build', () => {
  it('check: the spec problems are located errors in the spec file', async () => {
    const { diagnostics } = await checkSiteAndPages(site(BROKEN));
    const specs = diagnostics.filter((d) => d.file === 'specs/live.yaml');
    expect(brief(specs)).toEqual(['error specs/live.yaml:8:18 asyncapi-schema', 'error specs/live.yaml:12:22 asyncapi-operation-channel']);
    expect(specs[1]).toMatchObject({ pointer: '/operations/getPrices/channel/$ref', hint: 'did you mean `prices`?' });
  });

  it('build: the same findings warn and the site is written; --strict fails on them', async () => {
    const dir = site(BROKEN);
    const built = await buildSite(dir);
    expect(built.ok).toBe(true);
    expect(brief(built.diagnostics.filter((d) => d.file === 'specs/live.yaml'))).toEqual([
      'warning specs/live.yaml:8:18 asyncapi-schema',
      'warning specs/live.yaml:12:22 asyncapi-operation-channel',
    ]);
    const strict = await buildSite(dir, true);
    expect(strict.ok).toBe(false);
    expect(strict.diagnostics.filter((d) => d.code.startsWith('asyncapi-')).map((d) => d.severity)).toEqual(['error', 'error']);
  });

  it('a valid spec adds nothing', async () => {
    const valid = BROKEN.replace('payload: 5', 'payload: { type: number }').replace("'#/channels/price'", "'#/channels/prices'");
    const { diagnostics } = await checkSiteAndPages(site(valid));
    expect(diagnostics.filter((d) => d.file.startsWith('specs/'))).toEqual([]);
  });

  it('a payload written { schema } without schemaFormat warns in check and build, and its page shows its fields', async () => {
    const spec = BROKEN.replace('payload: 5', 'payload: { schema: { type: object, properties: { price: { type: number } } } }').replace(
      "'#/channels/price'",
      "'#/channels/prices'",
    );
    const dir = site(spec);
    const { diagnostics } = await checkSiteAndPages(dir);
    expect(brief(diagnostics.filter((d) => d.file.startsWith('specs/')))).toEqual([
      'warning specs/live.yaml:8:18 asyncapi-schema-format-missing',
    ]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-aa-build-'));
    try {
      const built = await build(dir, { outDir: out, cache: false, workers: 0 });
      expect(brief(built.diagnostics.filter((d) => d.file.startsWith('specs/')))).toEqual([
        'warning specs/live.yaml:8:18 asyncapi-schema-format-missing',
      ]);
      const html = fs.readFileSync(path.join(out, 'api-reference/prices/index.html'), 'utf8');
      expect(html).toContain('<code class="sx-field-name">price</code>');
      expect(html).not.toContain('Type: <code>any</code>');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('a spec that does not load: its located error, and the navigation field that names it', async () => {
    const { diagnostics } = await checkSiteAndPages(site('asyncapi: 3.0.0\ninfo:\n  title: [unclosed\n'));
    expect(brief(diagnostics.filter((d) => d.severity === 'error'))).toEqual(
      ['error docs.json:13:21 nav-spec-invalid', 'error specs/live.yaml:4:1 yaml-syntax'].sort(),
    );
  });

  it('an unsupported version is located at the `asyncapi` field', async () => {
    const { diagnostics } = await checkSiteAndPages(site('asyncapi: 3.2.0\ninfo: { title: T, version: "1" }\n'));
    expect(diagnostics.find((d) => d.code === 'spec-unsupported-version')).toMatchObject({
      file: 'specs/live.yaml',
      line: 1,
      column: 1,
      pointer: '/asyncapi',
    });
  });

  it('$refs that dangle in another file or leave the docs folder are reported where they are written (warnings)', async () => {
    const spec = [
      'asyncapi: 3.0.0',
      'info: { title: Live, version: "1" }',
      'channels:',
      '  prices:',
      '    address: /prices',
      '    messages:',
      "      tick: { $ref: 'messages.yaml#/tock' }",
      "      out: { $ref: '../../outside.yaml#/m' }",
      '',
    ].join('\n');
    const { diagnostics } = await checkSiteAndPages(site(spec, { 'specs/messages.yaml': 'tick:\n  payload: { type: number }\n' }));
    const refs = diagnostics.filter((d) => d.file === 'specs/live.yaml');
    expect(refs.map((d) => [d.severity, d.code, d.line, d.pointer])).toEqual([
      ['warning', 'spec-ref-dangling', 7, '/channels/prices/messages/tick/$ref'],
      ['warning', expect.stringMatching(/^spec-ref-/), 8, '/channels/prices/messages/out/$ref'],
    ]);
  });
});
