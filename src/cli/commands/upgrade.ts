import fs from 'node:fs';
import path from 'node:path';
import { parseOptions } from '../parse-options.js';

const HELP = `Usage: sextant upgrade [dir]

Write dir/docs.json (default: the current folder) from Mintlify's older mint.json, as build and dev read
it: tabs, anchors and groups move inside \`navigation\`, topbar links into \`navbar\`, and so on. mint.json is
left in place; an existing docs.json is never overwritten.
`;

/** `sextant upgrade`. */
export async function runUpgrade(argv: string[]): Promise<number> {
  const { values, positionals } = parseOptions(argv, { help: { type: 'boolean', short: 'h' } }, 1);
  if (values.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const dir = positionals[0] ?? '.';
  const target = path.join(dir, 'docs.json');
  if (fs.existsSync(target)) {
    process.stderr.write(`sextant upgrade: ${target} already exists; it is left as it is\n`);
    return 1;
  }
  const { loadConfig } = await import('../../config/load.js');
  const loaded = loadConfig(dir);
  if (!loaded.document || !loaded.diagnostics.some((d) => d.code === 'config-mint-json')) {
    const first = loaded.diagnostics.find((d) => d.code !== 'config-mint-json');
    process.stderr.write(
      `sextant upgrade: ${first ? `${first.file}:${first.line}:${first.column} ${first.message}` : `no mint.json in ${dir}`}\n`,
    );
    return 1;
  }
  fs.writeFileSync(target, JSON.stringify(loaded.document.value, null, 2) + '\n');
  process.stdout.write(`✔ wrote ${target} from mint.json\nNext: npx sextant check ${dir === '.' ? '' : dir}`.trimEnd() + '\n');
  return 0;
}
