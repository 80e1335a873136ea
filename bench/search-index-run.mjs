// One search index build, in a process of its own for `npm run bench` (search-bench.mjs): the Pagefind
// bundle of the pages given, made and written by the build's own code (lib/output/search-bundle.js: Pagefind writes it) to
// OUT. Each SOURCE is a build's kept search documents (`<site>/.sextant/cache/search-documents.json`, what
// the build hands Pagefind as pages finish) or a built output folder (its pages' written HTML, as a
// rebuild reads the pages it did not render again). Prints one JSON line: pages, wall ms of the indexing,
// and the CPU time (user and system) of this process and of Pagefind's own process (its service, a
// child: counted once it exits).
//
// Usage: node bench/search-index-run.mjs OUT SOURCE...
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { close } from 'pagefind';
import { SearchIndexer, writtenPageDocument } from '../lib/output/search-bundle.js';

const [out, ...sources] = process.argv.slice(2);
const pages = [];
for (const source of sources) {
  if (source.endsWith('.json')) {
    for (const [url, document] of Object.entries(JSON.parse(fs.readFileSync(source, 'utf8'))))
      pages.push({ url, document: () => document });
    continue;
  }
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '_sextant') walk(abs);
      } else if (e.name === 'index.html') {
        const url = '/' + path.relative(source, dir).split(path.sep).join('/');
        // The site's pages only (the root redirect has no article and is left out by Pagefind anyway).
        pages.push({ url: url === '/' ? '/' : url, document: () => writtenPageDocument(fs.readFileSync(abs, 'utf8')) });
      }
    }
  };
  walk(source);
}
fs.rmSync(out, { recursive: true, force: true });
// As a build makes it: Pagefind writes the bundle into the output folder (the indexing includes it).
const started = performance.now();
const files = await SearchIndexer.forSite({ root: { children: [] } }).write(pages, out);
const ms = performance.now() - started;
await close();
// Wait for Pagefind's process to exit and be reaped (slow on a loaded machine): then its CPU time is in
// this process's children's times. A fixed pause read 0 when it had not exited yet.
const children = () =>
  fs
    .readdirSync('/proc/self/task')
    .flatMap((t) => fs.readFileSync(`/proc/self/task/${t}/children`, 'utf8').trim().split(' ').filter(Boolean));
for (let waited = 0; children().length && waited < 20_000; waited += 50) await setTimeout(50);
await setTimeout(50);
const stat = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
const tick = 100;
const own = process.cpuUsage();
const child = { user: (Number(stat[13]) * 1000) / tick, sys: (Number(stat[14]) * 1000) / tick };
console.log(
  JSON.stringify({
    pages: pages.length,
    ms,
    userMs: own.user / 1000 + child.user,
    sysMs: own.system / 1000 + child.sys,
    pagefindUserMs: child.user,
    pagefindCpuMs: child.user + child.sys,
    files: files.length,
    bytes: files.reduce((n, f) => n + fs.statSync(path.join(out, f)).size, 0),
  }),
);
