// Page weight: the JavaScript and CSS a plain content page of the built Markdown corpus loads, gzipped
// (level 9, as scripts/build-runtime.mjs measures its budget). External files come from the page's
// <script src>, <link rel=stylesheet> and <link rel=modulepreload>, plus the static imports of those scripts.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bytesKb, heading, rel, table, verdict } from './format.mjs';

/** Targets, gzipped KiB. */
export const WEIGHT_TARGETS = { jsKb: 20, cssKb: 30 };

const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Attributes of every tag named `tag` in `html`, as objects (lower-case names). */
function tags(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    out.push(attrs);
  }
  return out;
}

/** The file under `root` a same-site URL points to (undefined for other sites). */
function fileOf(root, url, from = '/') {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const resolved = new URL(url, `http://site${from}`).pathname;
  return path.join(root, decodeURIComponent(resolved));
}

/** The static `import … from '…'` / `import '…'` specifiers of a script (dynamic imports are lazy: not counted). */
function staticImports(code) {
  return [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g)].map((m) => m[1]);
}

/**
 * Measure one built page (`page`: its URL path, e.g. '/s01/t01/page-0001'); returns
 * `{ html, files: [{ kind, url, raw, gzip }], js, css, inline }` with gzip totals in bytes.
 */
export function measurePage(outDir, page) {
  const htmlFile = path.join(outDir, page, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const files = [];
  const seen = new Set();
  const add = (kind, url, from) => {
    const file = fileOf(outDir, url, from);
    if (!file || seen.has(file)) return;
    seen.add(file);
    const buf = fs.readFileSync(file);
    files.push({ kind, url, raw: buf.length, gzip: gz(buf) });
    if (kind === 'js') for (const spec of staticImports(buf.toString('utf8'))) add('js', spec, new URL(url, 'http://site/').pathname);
  };
  for (const s of tags(html, 'script')) if (s.src) add('js', s.src);
  for (const l of tags(html, 'link')) {
    const relAttr = (l.rel ?? '').toLowerCase().split(/\s+/);
    if (relAttr.includes('stylesheet')) add('css', l.href);
    else if (relAttr.includes('modulepreload')) add('js', l.href);
  }
  // Inline <script> without src: JSON (`type="application/json"`, `ld+json`) is page data, not JavaScript.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)];
  const isData = (attrs) => /\btype\s*=\s*["']?application\/(?:[\w.+-]*\+)?json/i.test(attrs);
  const inlineScripts = inline
    .filter((m) => !isData(m[1]))
    .map((m) => m[2])
    .join('');
  const inlineData = inline
    .filter((m) => isData(m[1]))
    .map((m) => m[2])
    .join('');
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('');
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((t, f) => t + f.gzip, 0);
  return {
    htmlFile,
    html: { raw: Buffer.byteLength(html), gzip: gz(html) },
    files,
    js: sum('js'),
    css: sum('css'),
    inline: {
      js: inlineScripts ? gz(inlineScripts) : 0,
      css: inlineStyles ? gz(inlineStyles) : 0,
      data: { raw: Buffer.byteLength(inlineData), gzip: inlineData ? gz(inlineData) : 0 },
    },
  };
}

/**
 * Print the page weight of a page of `outDir` (a content page by default); returns the summary rows.
 * Options: `what` (the heading's name of the page), `label` (the rows' prefix), `jsKb` / `cssKb` (targets;
 * `null`: printed for information only).
 */
export function pageWeight(
  outDir,
  page = '/s01/t01/page-0001',
  { what = 'a content page', label = 'page weight', jsKb = WEIGHT_TARGETS.jsKb, cssKb = WEIGHT_TARGETS.cssKb } = {},
) {
  const targets = [jsKb !== null && `JS ≤ ${jsKb} KB`, cssKb !== null && `CSS ≤ ${cssKb} KB`].filter(Boolean);
  heading(`page weight of ${what} (gzip -9${targets.length ? `; targets: ${targets.join(', ')}` : ''})`);
  if (!fs.existsSync(path.join(outDir, page, 'index.html'))) {
    console.log(`  skipped: ${rel(path.join(outDir, page, 'index.html'))} not built`);
    return { rows: [[`${label}: skipped`, 'n/a', '', 'n/a', '']] };
  }
  const w = measurePage(outDir, page);
  const nav = /data-sx-nav="([^"]+)"/.exec(fs.readFileSync(w.htmlFile, 'utf8'))?.[1];
  table(
    [{ title: 'file' }, { title: 'kind', align: 'left' }, { title: 'raw (KB)' }, { title: 'gzip (KB)' }],
    [
      ...w.files.map((f) => [f.url, f.kind, bytesKb(f.raw), bytesKb(f.gzip)]),
      ['total JavaScript (external)', 'js', '', bytesKb(w.js)],
      ['total CSS (external)', 'css', '', bytesKb(w.css)],
      ['inline <script> / <style> (in the HTML)', 'info', '', `${bytesKb(w.inline.js)} / ${bytesKb(w.inline.css)}`],
      ...(w.inline.data.raw
        ? [['inline page data (<script type=…json>, in the HTML)', 'info', bytesKb(w.inline.data.raw), bytesKb(w.inline.data.gzip)]]
        : []),
      [`the HTML itself (${rel(w.htmlFile)})`, 'info', bytesKb(w.html.raw), bytesKb(w.html.gzip)],
    ],
  );
  const navFile = nav && fileOf(outDir, nav);
  if (navFile && fs.existsSync(navFile)) {
    const buf = fs.readFileSync(navFile);
    console.log(
      `  also fetched (data, not JS/CSS): the sidebar fragment ${nav}, ${bytesKb(buf.length)} KB raw, ${bytesKb(gz(buf))} KB gzip`,
    );
  }
  return {
    ...w,
    rows: [
      [
        `${label}: JavaScript (gzip)`,
        `${bytesKb(w.js)} KB`,
        jsKb === null ? '' : `≤ ${jsKb} KB`,
        jsKb === null ? 'info' : verdict(w.js, (v) => v <= jsKb * 1024),
        '',
      ],
      [
        `${label}: CSS (gzip)`,
        `${bytesKb(w.css)} KB`,
        cssKb === null ? '' : `≤ ${cssKb} KB`,
        cssKb === null ? 'info' : verdict(w.css, (v) => v <= cssKb * 1024),
        '',
      ],
    ],
  };
}
