// `asyncapi-check` as users run it (the built bin, a new process), and on the real AsyncAPI documents in
// ../shared/fixtures/specs: each passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFixtures } from './helpers/tmp-site.js';

const ASYNCAPI_CHECK = path.join(import.meta.dirname, '../bin/asyncapi-check.js');
const SEXTANT = path.join(import.meta.dirname, '../bin/sextant.js');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/asyncapi-check');

function run(bin: string, args: string[], cwd = FIXTURES) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('asyncapi-check (CLI)', () => {
  it('prints file:line:col  severity  rule-id  message  (pointer), hints, then a summary; exit 1 when invalid', () => {
    const r = run(ASYNCAPI_CHECK, ['unknown-channel-3.0.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'unknown-channel-3.0.yaml:15:13  error  asyncapi-operation-channel  Operation `getPrices` is on channel `price`, which is not in `channels`  (/operations/getPrices/channel/$ref)',
    );
    expect(lines[1]).toBe('    hint: did you mean `prices`?');
    expect(lines.at(-1)).toBe('✖ asyncapi-check unknown-channel-3.0.yaml (AsyncAPI 3.0.0, 1 channel, 2 operations): 4 errors, 0 warnings');
  });

  it('exits 0 with a one-line summary for a valid document', () => {
    expect(run(ASYNCAPI_CHECK, ['valid-2.6.yaml'])).toMatchObject({
      code: 0,
      stdout: '✔ asyncapi-check valid-2.6.yaml (AsyncAPI 2.6.0, 1 channel, 2 operations): no errors\n',
    });
  });

  it('--format json prints { valid, diagnostics } with the fields of `sextant check`', () => {
    const r = run(ASYNCAPI_CHECK, ['wrong-field-2.6.yaml', '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { valid: boolean; diagnostics: Record<string, unknown>[] };
    expect(Object.keys(out)).toEqual(['valid', 'diagnostics']);
    expect(out.valid).toBe(false);
    expect(out.diagnostics[0]).toEqual({
      severity: 'error',
      code: 'asyncapi-schema',
      message: 'Property `publsh` is not allowed here',
      file: 'wrong-field-2.6.yaml',
      line: 7,
      column: 5,
      pointer: '/channels/lights~1on/publsh',
      hint: 'did you mean `publish`?',
    });
    expect(JSON.parse(run(ASYNCAPI_CHECK, ['valid-3.0.yaml', '--format', 'json']).stdout)).toEqual({ valid: true, diagnostics: [] });
  });

  it('`sextant asyncapi-check` is the same command', () => {
    const a = run(ASYNCAPI_CHECK, ['dangling-ref.yaml']);
    const b = run(SEXTANT, ['asyncapi-check', 'dangling-ref.yaml']);
    expect(b).toEqual(a);
    expect(a.code).toBe(1);
  });

  it.each([
    [['no-such-file.yaml'], /cannot read no-such-file.yaml: no such file/],
    [['.'], /not a file/],
    [[], /missing the AsyncAPI file/],
    [['valid-2.6.yaml', '--format', 'xml'], /--format must be "text" or "json"/],
    [['a.yaml', 'b.yaml'], /unexpected argument "b.yaml"/],
  ])('usage errors and unreadable files exit 2: %j', (args, message) => {
    const r = run(ASYNCAPI_CHECK, args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('--help describes the output and exit codes', () => {
    expect(run(ASYNCAPI_CHECK, ['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Exit: 0 valid') });
  });
});

// ../shared/fixtures/specs: real documents (absent in an outside contributor's clone).
const shared = sharedFixtures();
const SPECS = shared ? fs.readdirSync(path.join(shared, 'specs')).filter((f) => /^asyncapi.*\.(json|ya?ml)$/.test(f)) : [];

describe.skipIf(!shared)('real AsyncAPI documents (../shared/fixtures/specs)', () => {
  it('there are some', () => {
    expect(SPECS.length).toBeGreaterThanOrEqual(3);
  });

  it.each(SPECS)('%s: asyncapi-check exits 0', (file) => {
    const r = run(ASYNCAPI_CHECK, [path.join(shared!, 'specs', file)]);
    expect(r.stderr).toBe('');
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^✔ asyncapi-check .* \(AsyncAPI (2\.6|3\.0)\.0, \d+ channels?, \d+ operations?\): no errors/,
    );
  });
});
