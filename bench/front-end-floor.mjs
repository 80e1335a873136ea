// The front end's share of a cold build, measured alone in a process of its own for the sites bench
// (sites-bench.mjs): every page file of SITE parsed as the build parses it (content/parse-mdx.ts: satteri,
// or micromark where satteri declines), then every fenced code block of those pages highlighted as
// the build highlights it (Shiki, Oniguruma, light and dark themes, its start-up included, as a build
// thread pays it). Nothing else a build does (snippets, API pages, rendering, writing, search) is counted,
// so the CPU time of these two steps divided by the cores is a lower bound for a cold build's wall time on
// this machine, whatever the rest costs. Prints one JSON line.
//
// Usage: node bench/front-end-floor.mjs SITE
import fs from 'node:fs';
import path from 'node:path';
import { parseMdx } from '../lib/content/parse-mdx.js';
import { codeThemes, highlightCode } from '../lib/content/highlight.js';
import { scanFiles } from '../lib/source/scan-files.js';

const [site] = process.argv.slice(2);
const files = [...scanFiles(site).pages.values()].filter((f) => !/(^|\/)_?snippets\//.test(f)).sort();
const texts = files.map((f) => [f, fs.readFileSync(path.join(site, f), 'utf8')]);

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let started = cpu();
const blocks = [];
let failed = 0;
for (const [file, text] of texts) {
  const parsed = parseMdx(text, file);
  if (!parsed.ok) {
    failed++;
    continue;
  }
  const walk = (node) => {
    if (node.type === 'code') blocks.push([node.value, node.lang ?? 'text', node.meta ?? '']);
    for (const child of node.children ?? []) walk(child);
  };
  walk(parsed.tree);
}
const parseCpuMs = cpu() - started;

started = cpu();
const themes = codeThemes('system');
for (const [code, lang, meta] of blocks) await highlightCode(code, lang, meta, themes);
const highlightCpuMs = cpu() - started;

console.log(
  JSON.stringify({
    pages: texts.length,
    chars: texts.reduce((n, [, t]) => n + t.length, 0),
    unparsed: failed,
    parseCpuMs,
    blocks: blocks.length,
    highlightCpuMs,
  }),
);
