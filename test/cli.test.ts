import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from './helpers/tmp-site.js';

const BIN = path.join(import.meta.dirname, '../bin/sextant.js');
const OPENAPI_CHECK = path.join(import.meta.dirname, '../bin/openapi-check.js');
const SITES = path.join(import.meta.dirname, 'fixtures/sites');

/** Run a bin as a user would, in a new process. */
function run(bin: string, args: string[], cwd = process.cwd()) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('sextant check (CLI)', () => {
  it('exits 0 and prints a summary for a valid site', () => {
    const r = run(BIN, ['check', path.join(SITES, 'tabs-anchors')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/✔ sextant check .*tabs-anchors \(8 pages\): no errors/);
  });

  it('defaults to the current folder', () => {
    const r = run(BIN, ['check'], path.join(SITES, 'pages-root'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/sextant check \. \(6 pages\)/);
  });

  it('exits 1 and prints every problem as file:line:col  severity  code  message, then a summary', () => {
    const root = tmpSite({ 'docs.json': { theme: 'mnt', navigation: { pages: ['missing', 'also-missing'] } } });
    const r = run(BIN, ['check', root]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines).toContain(
      'docs.json:2:12  error  config-invalid-value  `theme` must be one of `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma`, `sequoia`; found "mnt"  (/theme)',
    );
    expect(lines).toContain('    hint: did you mean `mint`?');
    expect(lines.filter((l) => l.includes('nav-page-not-found'))).toHaveLength(2);
    expect(lines.at(-2)).toMatch(/✖ .*: 3 errors, 0 warnings/);
  });

  it('--format json prints exactly one JSON object with the diagnostic fields', () => {
    const root = tmpSite({ 'docs.json': '{ "navigation": { "pages": ["x"] }, "navbr": 1 }' });
    const r = run(BIN, ['check', root, '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { diagnostics: Record<string, unknown>[] };
    expect(Object.keys(out)).toEqual(['diagnostics']);
    expect(out.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'nav-page-not-found',
        message: expect.stringContaining('"x"'),
        file: 'docs.json',
        line: 1,
        column: 29,
        pointer: '/navigation/pages/0',
      },
      {
        severity: 'warning',
        code: 'config-unknown-key',
        message: expect.any(String),
        file: 'docs.json',
        line: 1,
        column: 37,
        pointer: '/navbr',
        hint: 'did you mean `navbar`?',
      },
    ]);
  });

  it('reports a syntax error with an empty pointer in JSON output', () => {
    const root = tmpSite({ 'docs.json': '{\n  "navigation": {\n' });
    const r = run(BIN, ['check', root, '--format', 'json']);
    expect(r.code).toBe(1);
    const { diagnostics } = JSON.parse(r.stdout) as { diagnostics: { code: string; pointer: string; line: number }[] };
    expect(diagnostics[0]).toMatchObject({ code: 'json-syntax', pointer: '', line: 3 });
  });

  it.each([
    [['chek'], /unknown command "chek" \(did you mean `check`\?\)/],
    [['check', '--formt', 'json'], /did you mean `--format`\?/],
    [['check', '--format', 'xml'], /--format must be "text" or "json"/],
    [['check', 'a', 'b'], /unexpected argument "b"/],
    [['check', 'no/such/folder'], /"no\/such\/folder" is not a folder/],
    [[], /Usage: sextant <command>/],
  ])('usage errors exit 2: %j', (args, message) => {
    const r = run(BIN, args);
    expect(r.code).toBe(2);
    expect(r.stderr + r.stdout).toMatch(message);
  });

  it('--help and --version exit 0', () => {
    expect(run(BIN, ['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('check') });
    expect(run(BIN, ['check', '--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('--format json') });
    expect(run(BIN, ['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('sextant build (CLI)', () => {
  // The command runs from the esbuild bundle (lib/bundle) when it is built: the islands output must
  // still find the package's files from there (it once looked one folder too high).
  it('bundles the islands of a site with custom components', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-cli-islands-'));
    try {
      const r = run(BIN, ['build', path.join(SITES, 'custom-components'), '--out', out, '--no-cache']);
      expect(r.stderr).not.toMatch(/internal error/);
      expect(r.code).toBe(0);
      const islands = fs.readdirSync(path.join(out, '_sextant/islands'));
      expect(islands.some((f) => f.endsWith('.js'))).toBe(true);
      expect(fs.readFileSync(path.join(out, 'counter/index.html'), 'utf8')).toContain('/_sextant/islands/');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  // KaTeX is imported by the first page with math (content/render-hast.tsx): the bundle must have it as a chunk.
  it('typesets math, loading KaTeX from the bundle for the page that has it', () => {
    const docs = tmpSite({
      'docs.json': { name: 'Maths', navigation: { pages: ['plain', 'euler'] } },
      'plain.mdx': '---\ntitle: Plain\n---\n\nNo formulas here.\n',
      'euler.mdx':
        '---\ntitle: Euler\n---\n\nInline $e^{i\\pi} + 1 = 0$ and a block:\n\n$$\n\\sum_{n=1}^{\\infty} \\frac{1}{n^2} = \\frac{\\pi^2}{6}\n$$\n',
    });
    const out = path.join(tmpSite({}), 'out');
    const r = run(BIN, ['build', docs, '--out', out, '--no-cache']);
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(0);
    const euler = fs.readFileSync(path.join(out, 'euler/index.html'), 'utf8');
    expect(euler.match(/class="katex-display"/g)).toHaveLength(1);
    expect(euler).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
    expect(fs.readFileSync(path.join(out, 'plain/index.html'), 'utf8')).not.toContain('katex');
  }, 60_000);

  it('says how many pages the cache served', () => {
    const docs = tmpSite({
      'docs.json': { name: 'Cached', navigation: { groups: [{ group: 'All', pages: ['a', 'b', 'c'] }] } },
      'a.mdx': '---\ntitle: A\n---\n\nA.\n',
      'b.mdx': '---\ntitle: B\n---\n\nB.\n',
      'c.mdx': '---\ntitle: C\n---\n\nC.\n',
    });
    const [one, two] = ['one', 'two'].map((n) => path.join(tmpSite({}), n)) as [string, string];
    const first = run(BIN, ['build', docs, '--out', one]);
    expect([first.code, first.stdout]).toEqual([0, expect.stringMatching(/✔ built 3 pages into .* \(0 warnings\)\n$/)]);
    fs.writeFileSync(path.join(docs, 'b.mdx'), '---\ntitle: B\n---\n\nB, edited.\n');
    // Another folder: every page is written, the two unchanged ones from the cache.
    const second = run(BIN, ['build', docs, '--out', two]);
    expect([second.code, second.stdout]).toEqual([0, expect.stringMatching(/\(0 warnings; 1 compiled, 2 from the cache\)\n$/)]);
    expect(fs.readFileSync(path.join(two, 'b/index.html'), 'utf8')).toContain('B, edited.');
  }, 60_000);
});

describe('openapi-check (CLI)', () => {
  it('accepts an OpenAPI file and counts its operations', () => {
    const r = run(OPENAPI_CHECK, [path.join(SITES, 'openapi/specs/pets.yaml')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/7 operations/);
  });

  it('reports a YAML syntax error with its line, and exits 1', () => {
    const root = tmpSite({ 'bad.yaml': 'openapi: 3.0.0\ninfo:\n  title: [unclosed\n' });
    const r = run(OPENAPI_CHECK, [path.join(root, 'bad.yaml'), '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { valid: boolean; diagnostics: { code: string; line: number }[] };
    expect(out.valid).toBe(false);
    expect(out.diagnostics[0]!.code).toBe('yaml-syntax');
  });

  it('exits 2 for a missing file or no argument', () => {
    expect(run(OPENAPI_CHECK, ['no-such-file.json']).code).toBe(2);
    expect(run(OPENAPI_CHECK, []).code).toBe(2);
  });
});
