import fs from 'node:fs';
import path from 'node:path';
import { countDiagnostics } from '../../diagnostics/diagnostic.js';
import { formatText } from '../../diagnostics/format.js';
import { parseOptions } from '../parse-options.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: sextant build [dir] [--out DIR] [--strict] [--external]

Build the docs folder into a static site: one index.html per page, assets, 404.html. The site is
written to a temporary folder and replaces the output only when the build succeeds. A rebuild
compiles only changed pages and renders only the pages they affect (cache in <dir>/.sextant/).

  dir            the docs folder (default: the current folder)
  --out DIR      output folder (default: <dir>/dist; relative to the current folder)
  --strict       fail on warnings too (missing pages, unknown components, broken links …)
  --no-cache     neither use nor write the build cache (<dir>/.sextant/cache)
  --external     also fetch every external http(s) link (8 at a time, 4 per host, 10 s each, 2 min
                 in all); failures are warnings (errors with --strict)

Exit: 0 built, 1 errors (the previous output is left as it was), 2 usage error, 130/143 stopped by
SIGINT/SIGTERM (the previous output is left as it was).
`;

/** Exit codes after a signal: 128 + its number, as shells report it. */
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };
/** A signal this soon after the first is the same one delivered twice (see onSignal). */
const SAME_SIGNAL_MS = 1000;

/** `sextant build`. */
export async function runBuild(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(
    argv,
    {
      out: { type: 'string' },
      strict: { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      external: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    1,
  );
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const dir = positionals[0] ?? '.';
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`"${dir}" is not a folder`);
  const outDir = typeof values.out === 'string' ? path.resolve(values.out) : undefined;
  const started = performance.now();
  const interactive = process.stdout.isTTY === true && !process.env['CI'];
  const progress = interactive ? await createBar() : undefined;
  let lastPlain = 0;
  // A build worker loads its modules while this thread loads the compiler and the site.
  (await import('../../output/page-pool.js')).prestartWorker();
  const { build } = await import('../../output/build.js');
  // Ctrl-C or a process manager stopping the build: clean up (see BuildOptions.signal), then exit
  // with the conventional code; a second signal exits at once. A copy of the first that comes right
  // after it is the same request: a terminal's Ctrl-C reaches this process both directly and through
  // the command that started it with its Node flags (bin/relaunch.js).
  const stop = new AbortController();
  let stoppedAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal.aborted) {
      if (performance.now() - stoppedAt > SAME_SIGNAL_MS) process.exit(SIGNAL_EXIT[signal]);
      return;
    }
    stoppedAt = performance.now();
    stop.abort(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build(dir, {
      ...(outDir ? { outDir } : {}),
      strict: values.strict === true,
      cache: values['no-cache'] !== true,
      external: values.external === true,
      signal: stop.signal,
      onProgress: (done, total) => {
        if (progress) progress.update(done, total);
        else if (done === total || done - lastPlain >= Math.max(100, Math.ceil(total / 10))) {
          lastPlain = done;
          process.stdout.write(`sextant build: ${done}/${total} pages\n`);
        }
      },
    });
  } catch (err) {
    if (!stop.signal.aborted) throw err;
    progress?.stop();
    process.stderr.write('sextant build: stopped; the output was left as it was\n');
    // Exit now: pages compiling on this thread would otherwise run on.
    process.exit(SIGNAL_EXIT[stop.signal.reason as NodeJS.Signals]);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  progress?.stop();
  const color = interactive && !process.env['NO_COLOR'];
  if (result.diagnostics.length) process.stdout.write(formatText(result.diagnostics, { color }) + '\n\n');
  const { errors, warnings } = countDiagnostics(result.diagnostics);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const where = path.relative(process.cwd(), result.outDir) || '.';
  // Whether the cache served: say how much, so a build that should have been quick says why it was not.
  const cached = result.pages - result.compiled;
  const reuse = cached > 0 ? `; ${result.compiled} compiled, ${cached} from the cache` : '';
  process.stdout.write(
    result.ok
      ? `✔ built ${result.pages} page${result.pages === 1 ? '' : 's'} into ${where} in ${seconds}s (${warnings} warning${warnings === 1 ? '' : 's'}${reuse})\n`
      : `✖ build failed: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${seconds}s); ${where} was left as it was\n`,
  );
  return result.ok ? 0 : 1;
}

/** A terminal progress bar (only on an interactive terminal). */
async function createBar() {
  const { SingleBar, Presets } = await import('cli-progress');
  const bar = new SingleBar(
    { format: 'sextant build  {bar}  {value}/{total} pages', hideCursor: true, clearOnComplete: true },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update(done: number, total: number) {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
