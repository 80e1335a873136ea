// Child of channel-pages-bench.mjs: compile (load, normalise, draw, highlight, Markdown twin, console
// data) every AsyncAPI channel page of the site in argv[2] with the built lib/, in this fresh process,
// and print `{ pages, ms, setupMs }` as JSON: `ms` from the first channel page to the last, `setupMs`
// the site's loading before them (config, specs, navigation).
import { performance } from 'node:perf_hooks';
import { checkSite } from '../lib/site/check.js';
import { compileContext } from '../lib/site/compile-context.js';
import { compileRoute } from '../lib/pages/compile-route.js';

const dir = process.argv[2];
const t0 = performance.now();
const { model, files } = await checkSite(dir);
const ctx = compileContext(dir, model, files.files, false);
const t1 = performance.now();
let pages = 0;
let problems = 0;
for (const route of model.routes) {
  if (route.page.kind !== 'asyncapi') continue;
  const page = await compileRoute(route, ctx, model);
  pages++;
  if (!page.channel || page.diagnostics.length) problems++;
}
const t2 = performance.now();
console.log(JSON.stringify({ pages, problems, ms: t2 - t1, setupMs: t1 - t0 }));
