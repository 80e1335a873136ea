// `openapi-check` against three well-known validators on the same descriptions, each run as a new process:
//   @redocly/cli lint --extends minimal, @apidevtools/swagger-cli validate, and a script calling
//   @scalar/openapi-parser's validate(). They are installed from the npm registry on first use into a cache
//   folder outside the repository (BENCH_OAS_CACHE, default ~/.cache/sextant-bench/openapi-check); override the
//   versions with BENCH_REDOCLY / BENCH_SWAGGER_CLI / BENCH_SCALAR_PARSER. A failed install skips that tool.
// GitHub's REST description: BENCH_RUNS (default 5) cold runs of each tool, median wall time and peak RSS
// (process.resourceUsage().maxRSS via the preloaded report-rss.mjs, the same for every tool). Every other
// OpenAPI description in ../shared/fixtures/specs: one run each, for information.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, heading, mb, num, rel, table, verdict } from './format.mjs';
import { waitForQuiet } from './load.mjs';
import { GITHUB_SPEC, REPO_ROOT } from './make-i18n-corpus.mjs';
import { firstLines, measure, median } from './measure.mjs';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CACHE = process.env['BENCH_OAS_CACHE'] ?? path.join(os.homedir(), '.cache', 'sextant-bench', 'openapi-check');
const SPECS_DIR = path.dirname(GITHUB_SPEC);
/** Targets on the GitHub description (medians). */
export const OAS_TARGETS = { ms: 600, rssMb: 300 };

const PACKAGES = {
  redocly: `@redocly/cli@${process.env['BENCH_REDOCLY'] ?? '2.77.0'}`,
  swagger: `@apidevtools/swagger-cli@${process.env['BENCH_SWAGGER_CLI'] ?? '4.0.4'}`,
  // 0.29.x needs @scalar/openapi-validator@0.1.20, which the registry this bench was written against lacks.
  scalar: `@scalar/openapi-parser@${process.env['BENCH_SCALAR_PARSER'] ?? '0.28.16'}`,
};

/** The script the Scalar row runs: parse and validate, print the verdict (its CLI is not a separate package). */
const SCALAR_SCRIPT = `import fs from 'node:fs';
import { validate } from '@scalar/openapi-parser';
const { valid, errors } = await validate(fs.readFileSync(process.argv[2], 'utf8'));
console.log(valid ? 'valid' : \`invalid: \${errors?.length ?? 0} errors\`);
process.exitCode = valid ? 0 : 1;
`;

const installedVersion = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(CACHE, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

/** Install the wanted versions into CACHE unless they are there; returns the names that could not be installed, with why. */
function install() {
  fs.mkdirSync(CACHE, { recursive: true });
  if (!fs.existsSync(path.join(CACHE, 'package.json')))
    fs.writeFileSync(path.join(CACHE, 'package.json'), '{ "name": "sextant-openapi-check-bench", "private": true, "type": "module" }\n');
  fs.writeFileSync(path.join(CACHE, 'scalar-validate.mjs'), SCALAR_SCRIPT);
  const missing = Object.values(PACKAGES).filter((spec) => {
    const at = spec.lastIndexOf('@');
    return installedVersion(spec.slice(0, at)) !== spec.slice(at + 1);
  });
  // One install per package: a version the registry lacks then skips only its own tool.
  const failed = {};
  for (const spec of missing) {
    console.log(`  installing ${spec} into ${CACHE} …`);
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', '--loglevel=error', spec], {
      cwd: CACHE,
      encoding: 'utf8',
      timeout: 15 * 60 * 1000,
    });
    if (r.status !== 0)
      failed[spec] = (r.stderr || r.stdout || String(r.error))
        .trim()
        .split('\n')
        .filter((l) => !/A complete log/.test(l))
        .slice(-2)
        .join(' / ');
  }
  return failed;
}

/** The tools: name, how to run one on a file (args after `node`), and the package it needs. */
function tools() {
  const bin = (name, file) => path.join(CACHE, 'node_modules', name, file);
  return [
    { name: 'sextant openapi-check', args: (spec) => [path.join(REPO_ROOT, 'bin/openapi-check.js'), spec], ours: true },
    {
      name: 'redocly lint --extends minimal',
      pkg: PACKAGES.redocly,
      args: (spec) => [bin('@redocly/cli', 'bin/cli.js'), 'lint', '--extends', 'minimal', '--format', 'stylish', spec],
    },
    {
      name: 'swagger-cli validate',
      pkg: PACKAGES.swagger,
      args: (spec) => [bin('@apidevtools/swagger-cli', 'bin/swagger-cli.js'), 'validate', spec],
    },
    { name: 'scalar openapi-parser validate', pkg: PACKAGES.scalar, args: (spec) => [path.join(CACHE, 'scalar-validate.mjs'), spec] },
  ];
}

/** Environment for every run: no telemetry, no update checks, no colour. */
const ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1', NODE_NO_WARNINGS: '1' };

async function series(tool, spec, runs) {
  const out = [];
  for (let i = 1; i <= runs; i++) {
    const load = await waitForQuiet(`${tool.name} run ${i}`);
    const r = await measure(tool.args(spec), { cwd: tool.ours ? REPO_ROOT : CACHE, env: ENV });
    out.push({ ...r, load });
  }
  return out;
}

/** Whether a spec file is an OpenAPI / Swagger description (not AsyncAPI, not notes). */
function isOpenApi(file) {
  if (!/\.(json|ya?ml)$/i.test(file)) return false;
  const head = fs.readFileSync(file, 'utf8').slice(0, 4096);
  return /(^|[{,\s])"?(openapi|swagger)"?\s*:/m.test(head);
}

/** Run the openapi-check benchmark; returns the summary rows. Throws when openapi-check itself fails. */
export async function openapiCheckBench() {
  heading(
    `openapi-check vs other validators (targets on the GitHub description: wall < ${OAS_TARGETS.ms} ms, peak RSS < ${OAS_TARGETS.rssMb} MB, faster than each; ${RUNS} runs)`,
  );
  if (!fs.existsSync(GITHUB_SPEC)) {
    console.log(`  skipped: ${GITHUB_SPEC} not found`);
    return { rows: [] };
  }
  const failed = install();
  const all = tools().map((t) => ({ ...t, skip: t.pkg ? failed[t.pkg] : undefined }));
  for (const t of all) if (t.skip) console.log(`  ${t.name}: not installed, skipped (${t.skip})`);
  const active = all.filter((t) => !t.skip);
  console.log(
    `  versions: ${active
      .filter((t) => t.pkg)
      .map((t) => `${t.pkg.slice(0, t.pkg.lastIndexOf('@'))}@${installedVersion(t.pkg.slice(0, t.pkg.lastIndexOf('@')))}`)
      .join(', ')}; node ${process.version}`,
  );

  const spec = path.relative(REPO_ROOT, GITHUB_SPEC);
  console.log(`\n${spec} (${fmt(fs.statSync(GITHUB_SPEC).size / 1048576, 1)} MB)`);
  const results = [];
  for (const t of active) {
    const runs = await series(t, GITHUB_SPEC, RUNS);
    if (t.ours && runs.some((r) => r.code !== 0))
      throw new Error(
        `openapi-check exited with ${runs.find((r) => r.code !== 0).code}. First output lines:\n${firstLines(runs.find((r) => r.code !== 0))}`,
      );
    const ops = t.ours ? /(\d+) operations/.exec(runs[0].stdout)?.[1] : undefined;
    if (ops) console.log(`  ${num(Number(ops))} operations`);
    results.push({
      tool: t,
      runs,
      ms: median(runs.map((r) => r.ms)),
      rssMb: mb(median(runs.map((r) => r.rssKb))),
      load: median(runs.map((r) => r.load)),
      codes: [...new Set(runs.map((r) => r.code))],
    });
  }
  table(
    [
      { title: 'tool' },
      { title: 'load' },
      { title: 'wall median (ms)' },
      { title: 'wall min (ms)' },
      { title: 'peak RSS (MB)' },
      { title: 'exit' },
    ],
    results.map((r) => [
      r.tool.name,
      fmt(r.load, 2),
      fmt(r.ms, 0),
      fmt(Math.min(...r.runs.map((x) => x.ms)), 0),
      fmt(r.rssMb, 0),
      r.codes.join('/'),
    ]),
  );

  // Every other OpenAPI description, once each, for information.
  const others = fs
    .readdirSync(SPECS_DIR)
    .map((f) => path.join(SPECS_DIR, f))
    .filter((f) => f !== GITHUB_SPEC && isOpenApi(f));
  if (others.length) {
    console.log('\nother descriptions (one run each; wall ms / peak RSS MB / exit code)');
    const rows = [];
    for (const file of others) {
      const row = [path.basename(file)];
      for (const t of active) {
        const [r] = await series(t, file, 1);
        if (t.ours && r.code !== 0)
          throw new Error(`openapi-check ${rel(file)} exited with ${r.code}. First output lines:\n${firstLines(r)}`);
        row.push(`${fmt(r.ms, 0)} / ${fmt(mb(r.rssKb), 0)} / ${r.code}`);
      }
      rows.push(row);
    }
    table([{ title: 'description' }, ...active.map((t) => ({ title: t.name }))], rows);
  }

  const ours = results[0];
  const rows = [
    [
      'openapi-check: wall (median)',
      `${fmt(ours.ms, 0)} ms`,
      `< ${OAS_TARGETS.ms} ms`,
      verdict(ours.ms, (v) => v < OAS_TARGETS.ms),
      fmt(ours.load, 2),
    ],
    [
      'openapi-check: peak RSS (median)',
      `${fmt(ours.rssMb, 0)} MB`,
      `< ${OAS_TARGETS.rssMb} MB`,
      verdict(ours.rssMb, (v) => v < OAS_TARGETS.rssMb),
      fmt(ours.load, 2),
    ],
  ];
  for (const r of results.slice(1)) {
    rows.push([
      `openapi-check faster than ${r.tool.name}`,
      `${fmt(ours.ms, 0)} vs ${fmt(r.ms, 0)} ms (×${fmt(r.ms / ours.ms, 1)})`,
      'faster',
      verdict(r.ms, (v) => ours.ms < v),
      fmt(r.load, 2),
    ]);
  }
  for (const t of all.filter((x) => x.skip)) rows.push([`openapi-check faster than ${t.name}`, 'not installed', 'faster', 'n/a', '']);
  return { rows };
}
