import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { fixture } from './helpers/built-site.js';
import { removeTree } from './helpers/tmp-site.js';

const SITE = fixture('links');

/** The planted broken links of the fixture, as `file:line:column code`. */
const PLANTED = [
  'guide.mdx:12:47 broken-anchor',
  'index.mdx:10:32 broken-anchor',
  'index.mdx:12:29 broken-anchor',
  'index.mdx:14:14 broken-link',
  'index.mdx:16:1 broken-anchor',
  'reference/pet-guide.mdx:6:71 broken-anchor',
  'reference/pets.yaml:9:90 broken-anchor',
  'snippets/shared.mdx:1:20 broken-anchor',
];

const linkProblems = (list: Diagnostic[], severity: 'error' | 'warning') =>
  list.filter((d) => d.code.startsWith('broken-') && d.severity === severity).map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);

/** A copy of the fixture to build into (the build cache is written inside the docs folder). */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-'));
  fs.cpSync(SITE, dir, { recursive: true });
  return dir;
}

describe('broken links and anchors', () => {
  it('build warns about each with file:line:column and the nearest anchor, and finds every valid anchor kind', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-out-'));
    try {
      const result = await build(SITE, { outDir: out, cache: false });
      expect(result.ok).toBe(true);
      expect(linkProblems(result.diagnostics, 'warning')).toEqual(PLANTED);
      expect(linkProblems(result.diagnostics, 'error')).toEqual([]);
      const byPlace = new Map(result.diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d]));
      expect(byPlace.get('index.mdx:10:32')).toMatchObject({
        message: 'Link to "/guide#instal" names no heading or anchor of that page',
        hint: 'the nearest anchor is `/guide#install`',
      });
      expect(byPlace.get('index.mdx:12:29')).toMatchObject({ hint: 'the nearest anchor is `#getting-started`' });
      // A link in a spec description is placed where the spec writes it.
      expect(byPlace.get('reference/pets.yaml:9:90')?.message).toContain('/guide#pets-section');
    } finally {
      await removeTree(out);
    }
  });

  it('fails `build --strict` and `check` with the same problems as errors', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-links-out-'));
    try {
      const strict = await build(SITE, { outDir: out, cache: false, strict: true });
      expect(strict.ok).toBe(false);
      expect(linkProblems(strict.diagnostics, 'error')).toEqual(PLANTED);
    } finally {
      await removeTree(out);
    }
    const checked = await checkSiteAndPages(SITE);
    expect(linkProblems(checked.diagnostics, 'error')).toEqual(PLANTED);
  });

  it('a rebuild reports the anchors of the pages it reused, and a heading removed since', async () => {
    const dir = copySite();
    const out = path.join(dir, 'dist');
    try {
      const first = await build(dir, { outDir: out });
      expect(linkProblems(first.diagnostics, 'warning')).toEqual(PLANTED);
      // Only guide.mdx changes: index.mdx's valid link to /guide#install now goes nowhere.
      const guide = path.join(dir, 'guide.mdx');
      fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('## Install', '## Installation'));
      const again = await build(dir, { outDir: out });
      expect(again.compiled).toBe(1);
      const found = linkProblems(again.diagnostics, 'warning');
      expect(found).toContain('index.mdx:8:8 broken-anchor');
      expect(found).toContain('reference/pets.yaml:9:50 broken-anchor');
      expect(again.diagnostics.find((d) => d.file === 'index.mdx' && d.line === 8)?.hint).toBe(
        'the nearest anchor is `/guide#installation`',
      );
    } finally {
      await removeTree(dir);
    }
  });
});
