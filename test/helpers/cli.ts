import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.join(import.meta.dirname, '../../bin/sextant.js');

/** Run the built `sextant` command (no colours); its exit code and output. */
export function runSextant(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `file:line:col severity code` of each diagnostic line printed. */
export function printedDiagnostics(text: string): string[] {
  return text
    .split('\n')
    .map((l) => /^(\S+:\d+:\d+)\s+(error|warning)\s+(\S+)/.exec(l))
    .filter((m) => m !== null)
    .map((m) => `${m[1]} ${m[2]} ${m[3]}`);
}
