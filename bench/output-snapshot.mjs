// Output snapshot: build every site a refactor must leave unchanged into one folder, so two snapshots
// (before and after a change) can be compared file by file with `diff -r` or `--compare`.
//
//   node bench/output-snapshot.mjs OUT            build docs/, examples/*, the real repositories, both
//                                                 2,000-page corpora and GitHub's API pages into OUT/<site>
//   node bench/output-snapshot.mjs --compare A B  list the files that differ in the sites both hold (exit 1
//                                                 when any do)
//
// SNAPSHOT_ONLY=docs,turso (comma-separated site names) limits the sites. Builds run with --no-cache, one
// after the other. Sites under ../shared/fixtures are skipped when that folder is absent.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDocsCorpus, listFiles, WORK } from './docs-corpus.mjs';
import { GITHUB_SPEC, REPO_ROOT } from './make-i18n-corpus.mjs';

const SHARED = path.resolve(REPO_ROOT, '..', 'shared', 'fixtures');

/** The sites, by name: a function returning the folder to build (or undefined to skip it). */
const SITES = {
  docs: () => path.join(REPO_ROOT, 'docs'),
  drilldown: () => path.join(REPO_ROOT, 'examples', 'drilldown'),
  hoppscotch: () => shared('real/hoppscotch__docs'),
  pipecat: () => shared('real/pipecat-ai__docs'),
  turso: () => shared('real/tursodatabase__turso-docs'),
  'corpus-md': () => ensureDocsCorpus('md').dir,
  'corpus-mdx': () => ensureDocsCorpus('mdx').dir,
  github: () => githubSite(),
};

function shared(rel) {
  const dir = path.join(SHARED, rel);
  return fs.existsSync(dir) ? dir : undefined;
}

/** A site whose one group takes every operation of GitHub's description (as the `api` bench builds). */
function githubSite() {
  if (!fs.existsSync(GITHUB_SPEC)) return undefined;
  const dir = path.join(WORK, 'snapshot-github');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(GITHUB_SPEC, path.join(dir, 'github-api.json'));
  const docs = { name: 'GitHub API', navigation: { tabs: [{ tab: 'API', groups: [{ group: 'API', openapi: 'github-api.json' }] }] } };
  fs.writeFileSync(path.join(dir, 'docs.json'), JSON.stringify(docs, null, 2) + '\n');
  return dir;
}

function snapshot(out) {
  const only = process.env['SNAPSHOT_ONLY']?.split(',').filter(Boolean);
  fs.mkdirSync(out, { recursive: true });
  for (const [name, folder] of Object.entries(SITES)) {
    if (only && !only.includes(name)) continue;
    const dir = folder();
    if (!dir) {
      console.log(`${name}: skipped (fixtures absent)`);
      continue;
    }
    const target = path.join(out, name);
    fs.rmSync(target, { recursive: true, force: true });
    const started = Date.now();
    const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'sextant.js'), 'build', dir, '--out', target, '--no-cache'], {
      encoding: 'utf8',
    });
    const last = (r.stdout + r.stderr).trim().split('\n').slice(-1)[0];
    console.log(`${name}: exit ${r.status} in ${((Date.now() - started) / 1000).toFixed(1)} s — ${last}`);
  }
}

function compare(a, b) {
  const inB = new Set(fs.readdirSync(b));
  let differing = 0;
  for (const site of fs.readdirSync(a).sort()) {
    if (!inB.has(site)) {
      console.log(`${site}: only in ${a}, not compared`);
      continue;
    }
    const [x, y] = [path.join(a, site), path.join(b, site)];
    const fx = fs.existsSync(x) ? listFiles(x, { skip: () => false }) : [];
    const fy = fs.existsSync(y) ? listFiles(y, { skip: () => false }) : [];
    const all = [...new Set([...fx, ...fy])].sort();
    const diff = all.filter((f) => {
      const [p, q] = [path.join(x, f), path.join(y, f)];
      return !fs.existsSync(p) || !fs.existsSync(q) || !fs.readFileSync(p).equals(fs.readFileSync(q));
    });
    differing += diff.length;
    console.log(
      `${site}: ${all.length} files, ${diff.length} differ${diff.length ? ': ' + diff.slice(0, 20).join(', ') + (diff.length > 20 ? ', …' : '') : ''}`,
    );
  }
  return differing;
}

const args = process.argv.slice(2);
if (args[0] === '--compare' && args.length === 3) process.exit(compare(path.resolve(args[1]), path.resolve(args[2])) ? 1 : 0);
else if (args.length === 1 && !args[0].startsWith('-')) snapshot(path.resolve(args[0]));
else {
  console.error('usage: node bench/output-snapshot.mjs OUT | --compare A B');
  process.exit(2);
}
