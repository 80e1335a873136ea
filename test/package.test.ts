/**
 * The published package as a user gets it: `npm pack` (its file list), extracted into a project's
 * node_modules/sextant-docs, then imported by name (its exports map) from a separate Node process.
 * Dependencies are the repository's own, linked in, so no network install is needed. lib/ must be
 * built first (`npm run build`, which `npm test` runs).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copySite } from './helpers/tmp-site.js';

const ROOT = path.join(import.meta.dirname, '..');
const NAME = 'sextant-docs';
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-package-'));
  // --ignore-scripts: `prepare` would rebuild lib/, which the test run has built already.
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], { cwd: ROOT, encoding: 'utf8' }),
  ) as { filename: string }[];
  const modules = path.join(tmp, 'node_modules');
  fs.mkdirSync(modules);
  execFileSync('tar', ['-xzf', path.join(tmp, packed[0]!.filename), '-C', tmp]);
  fs.renameSync(path.join(tmp, 'package'), path.join(modules, NAME));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry.startsWith('.') || entry === NAME) continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry), 'dir');
  }
  copySite(path.join(ROOT, 'test/fixtures/sites/content'), path.join(tmp, 'site'));
  // One page with a problem, so that diagnostics have something to carry.
  fs.writeFileSync(path.join(tmp, 'site', 'odd.mdx'), '---\ntitle: Odd\n---\n\n<NoSuchComponent />\n');
}, 60_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const SCRIPT = `
import fs from 'node:fs';
import { build, check, dev, formatDiagnostics } from '${NAME}';
const checked = await check('site');
const built = await build('site', { out: 'out', cache: false });
const server = await dev('site', { port: 0, host: '127.0.0.1' });
const status = (await fetch(server.url + '/guide')).status;
await server.close();
const schema = new URL(import.meta.resolve('${NAME}/schema/docs.schema.json')).pathname;
console.log(JSON.stringify({
  check: { diagnostics: checked.diagnostics, routes: checked.model?.routes.map((r) => r.path) },
  build: { ok: built.ok, pages: built.pages, outDir: built.outDir, diagnostics: built.diagnostics.map((d) => d.code) },
  printed: formatDiagnostics(built.diagnostics),
  dev: { diagnostics: server.diagnostics, status },
  schema,
  schemaFromInit: fs.existsSync('./node_modules/${NAME}/schema/docs.schema.json'),
}));
`;

it('imports check, build and dev from the packed package by name and builds a site', () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: tmp, encoding: 'utf8' });
  const result = JSON.parse(out) as {
    check: { diagnostics: unknown[]; routes: string[] };
    build: { ok: boolean; pages: number; outDir: string; diagnostics: string[] };
    printed: string;
    dev: { diagnostics: unknown[]; status: number };
    schema: string;
    schemaFromInit: boolean;
  };
  // check compiles the pages too: the page's problem is reported with the config's, in one run.
  expect(result.check.diagnostics).toEqual([expect.objectContaining({ code: 'unknown-component', file: 'odd.mdx' })]);
  expect(result.check.routes).toEqual(expect.arrayContaining(['/', '/guide', '/extra', '/odd']));
  expect(result.build.ok).toBe(true);
  expect(result.build.diagnostics).toEqual(['unknown-component']);
  expect(result.printed).toMatch(/^odd\.mdx:5:1 {2}warning {2}unknown-component/);
  expect(fs.realpathSync(result.build.outDir)).toBe(fs.realpathSync(path.join(tmp, 'out')));
  for (const page of ['index.html', 'guide/index.html', 'extra/index.html', 'odd/index.html'])
    expect(fs.existsSync(path.join(tmp, 'out', page)), page).toBe(true);
  expect(result.dev).toEqual({ diagnostics: [], status: 200 });
  // The path `sextant init` writes into docs.json resolves, through the exports map and on disk.
  expect(result.schema).toBe(path.join(fs.realpathSync(tmp), 'node_modules', NAME, 'schema', 'docs.schema.json'));
  expect(result.schemaFromInit).toBe(true);
}, 60_000);
