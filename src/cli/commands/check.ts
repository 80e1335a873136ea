import fs from 'node:fs';
import { checkSiteAndPages } from '../../site/check.js';
import { UsageError } from '../usage-error.js';
import { countDiagnostics } from '../../diagnostics/diagnostic.js';
import { formatJson, formatSummary, formatText } from '../../diagnostics/format.js';
import { parseOptions, readFormat } from '../parse-options.js';

const HELP = `Usage: sextant check [dir] [--format text|json] [--out DIR] [--external]

Validate docs.json (and its $ref includes), the navigation, that every page file exists and that
every endpoint reference names an operation of its spec (specs named by URL are fetched first),
check the AsyncAPI specs with the rules of asyncapi-check, then compile every page (nothing is
written). Prints every problem, then a summary. The rules \`build\` repairs (a redirect source
with # or ?, a group without pages, frontmatter only a lenient YAML reading accepts, an api: page
without a server), links or anchors that go nowhere, and the AsyncAPI rules are errors here, as
under \`build --strict\`.

  dir              the docs folder (default: the current folder)
  --format json    print one JSON object: { "diagnostics": [...] }
  --out DIR        the build output folder, left out of the scan (default: dist)
  --external       also fetch every external http(s) link (8 at a time, 4 per host, 10 s each,
                   2 min in all); failures are warnings

Exit: 0 no errors (warnings allowed), 1 errors, 2 usage error.
`;

/** `sextant check`. */
export async function runCheck(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(
    argv,
    { format: { type: 'string' }, out: { type: 'string' }, external: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    1,
  );
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const format = readFormat(values.format);
  const dir = positionals[0] ?? '.';
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`"${dir}" is not a folder`);
  const { site: result, diagnostics } = await checkSiteAndPages(dir, {
    ...(typeof values.out === 'string' ? { outDir: values.out } : {}),
    ...(values.external ? { external: {} } : {}),
  });
  const { errors } = countDiagnostics(diagnostics);
  if (format === 'json') {
    process.stdout.write(formatJson(diagnostics) + '\n');
  } else {
    const color = process.stdout.isTTY === true && !process.env['NO_COLOR'];
    if (diagnostics.length) process.stdout.write(formatText(diagnostics, { color }) + '\n\n');
    const n = result.model?.routes.length;
    const pages = n === undefined ? '' : ` (${n} page${n === 1 ? '' : 's'})`;
    process.stdout.write(formatSummary(diagnostics, `sextant check ${dir}${pages}`, { color }) + '\n');
  }
  return errors > 0 ? 1 : 0;
}
