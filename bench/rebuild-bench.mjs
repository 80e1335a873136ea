// Rebuild after changing one page's title: copy the Markdown corpus, build it, change the title of one page,
// rebuild into the same output folder (a new process), and check the result is byte-identical to a cold
// build of the edited corpus into another folder. Also a build with the cache kept into an empty folder (as
// on CI that keeps `.sextant/cache` but not the output), checked against the same cold build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WORK, copyCorpus, ensureDocsCorpus, listFiles } from './docs-corpus.mjs';
import { fmt, heading, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure } from './measure.mjs';

/** Target for the rebuild after a one-page edit. */
export const REBUILD_TARGET_MS = 1000;
const BASE = path.join(WORK, 'rebuild-md-2000');

/** `sextant build docs --out OUT` in a new process; throws on failure. */
async function build(docs, out) {
  const r = await measure(['bin/sextant.js', 'build', rel(docs), '--out', rel(out)], { cwd: REPO_ROOT });
  if (r.code !== 0) throw new Error(`sextant build ${rel(docs)} --out ${rel(out)} exited with ${r.code}:\n${firstLines(r)}`);
  return r;
}

/** sha256 of every file of a folder, by relative path. */
function hashes(dir) {
  const m = new Map();
  for (const f of listFiles(dir, { skip: () => false }))
    m.set(
      f,
      crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, f)))
        .digest('hex'),
    );
  return m;
}

/** Paths that differ between two hash maps (missing on either side, or different bytes). */
function differing(a, b) {
  const out = [];
  for (const [f, h] of a) if (b.get(f) !== h) out.push(f);
  for (const f of b.keys()) if (!a.has(f)) out.push(f);
  return out.sort();
}

/** Change the frontmatter title and any `# ` title line of a page; returns the new title. */
function editTitle(file) {
  const text = fs.readFileSync(file, 'utf8');
  let title;
  let next = text.replace(/^title:\s*"?(.*?)"?\s*$/m, (_, t) => {
    title = `${t} (renamed)`;
    return `title: "${title}"`;
  });
  next = next.replace(/^# (.*)$/m, (_, t) => {
    title ??= `${t} (renamed)`;
    return `# ${t} (renamed)`;
  });
  if (next === text) throw new Error(`${file}: no title line to change`);
  fs.writeFileSync(file, next);
  return title;
}

/** Run the rebuild benchmark; returns the figures and the summary rows. */
export async function rebuildBench() {
  heading(`rebuild after changing one page's title (Markdown corpus; target < ${REBUILD_TARGET_MS} ms, output identical to a cold build)`);
  const corpus = ensureDocsCorpus('md');
  if (corpus.skip) {
    console.log(`  skipped: ${corpus.skip}`);
    return { skip: corpus.skip, rows: [['rebuild: skipped', 'n/a', '', 'n/a', '']] };
  }
  const docs = path.join(BASE, 'docs');
  const out = path.join(BASE, 'out');
  const coldOut = path.join(BASE, 'out-cold');
  fs.rmSync(BASE, { recursive: true, force: true });
  copyCorpus(corpus.dir, docs);
  // The page whose title changes: one in the middle of the corpus.
  const pages = listFiles(docs).filter((f) => /\/page-\d+\.md$/.test(f));
  const edited = pages[Math.floor(pages.length / 2)];

  const loadFirst = await waitForQuiet('the first build');
  const first = await build(docs, out);
  const before = hashes(out);
  const title = editTitle(path.join(docs, edited));
  const load = await waitForQuiet('the rebuild');
  const rebuild = await build(docs, out);
  const after = hashes(out);

  // Every page rendered, none compiled: the cache has them all.
  const freshOut = path.join(BASE, 'out-fresh');
  const loadFresh = await waitForQuiet('the build into an empty folder');
  const fresh = await build(docs, freshOut);
  const freshFiles = hashes(freshOut);

  // The reference: a cold build of the edited corpus (no cache) into another folder.
  fs.rmSync(path.join(docs, '.sextant'), { recursive: true, force: true });
  const loadCold = await waitForQuiet('the cold reference build');
  const cold = await build(docs, coldOut);
  const coldFiles = hashes(coldOut);
  const diff = differing(after, coldFiles);
  const freshDiff = differing(freshFiles, coldFiles);
  const touched = differing(before, after);

  table(
    [{ title: 'step' }, { title: 'load' }, { title: 'wall (ms)' }, { title: 'CPU (ms)' }, { title: 'files' }],
    [
      ['first build (cold)', fmt(loadFirst, 2), fmt(first.ms, 0), fmt(first.cpuMs, 0), num(before.size)],
      [`rebuild after retitling ${edited}`, fmt(load, 2), fmt(rebuild.ms, 0), fmt(rebuild.cpuMs, 0), num(after.size)],
      ['build into an empty folder, cache kept', fmt(loadFresh, 2), fmt(fresh.ms, 0), fmt(fresh.cpuMs, 0), num(freshFiles.size)],
      ['cold build of the edited corpus', fmt(loadCold, 2), fmt(cold.ms, 0), fmt(cold.cpuMs, 0), num(coldFiles.size)],
    ],
  );
  console.log(
    `  new title: "${title}"; output files changed by the edit: ${num(touched.length)}${touched.length ? ` (e.g. ${touched.slice(0, 3).join(', ')})` : ''}`,
  );
  console.log(
    `  rebuilt output vs cold build: ${diff.length === 0 ? 'byte-identical (every file compared)' : `${num(diff.length)} differing file(s), e.g. ${diff.slice(0, 5).join(', ')}`}`,
  );
  console.log(
    `  output built into an empty folder vs cold build: ${freshDiff.length === 0 ? 'byte-identical' : `${num(freshDiff.length)} differing file(s), e.g. ${freshDiff.slice(0, 5).join(', ')}`}`,
  );
  if (touched.length === 0) console.log('  WARNING: the rebuild did not change any output file: the edit was not picked up');
  return {
    rebuildMs: rebuild.ms,
    differing: diff.length,
    touched: touched.length,
    rows: [
      [
        'rebuild after 1 title edit: wall',
        `${fmt(rebuild.ms, 0)} ms`,
        `< ${REBUILD_TARGET_MS} ms`,
        verdict(rebuild.ms, (v) => v < REBUILD_TARGET_MS),
        fmt(load, 2),
      ],
      [
        'rebuild output = cold build (differing files)',
        num(diff.length),
        '0',
        verdict(diff.length, (v) => v === 0 && touched.length > 0),
        '',
      ],
      // No target of its own: reported against the cold build of the same pages.
      [
        'build into an empty folder, cache kept: wall',
        `${fmt(fresh.ms, 0)} ms`,
        `< cold (${fmt(cold.ms, 0)} ms)`,
        verdict(fresh.ms, (v) => v < cold.ms && freshDiff.length === 0),
        fmt(loadFresh, 2),
      ],
    ],
  };
}
