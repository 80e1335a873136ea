// `openapi-check` as users run it (the built bin, a new process), and on the real descriptions in
// ../shared/fixtures/specs: each is valid, and broken copies of each are caught at the right place.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOpenApiFile } from '../src/openapi/check/check-openapi.js';
import { sharedFixtures, tmpSite } from './helpers/tmp-site.js';

const OPENAPI_CHECK = path.join(import.meta.dirname, '../bin/openapi-check.js');
const SEXTANT = path.join(import.meta.dirname, '../bin/sextant.js');
const FIXTURES = path.join(import.meta.dirname, 'fixtures/openapi-check');

function run(bin: string, args: string[], cwd = FIXTURES) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('openapi-check (CLI)', () => {
  it('prints file:line:col  severity  rule-id  message  (pointer), hints, then a summary; exit 1 when invalid', () => {
    const r = run(OPENAPI_CHECK, ['operations.yaml']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'operations.yaml:9:5  error  oas-path-param-undeclared  Path parameter `postId` of `/users/{userId}/posts/{postId}` is not declared in the parameters of `GET /users/{userId}/posts/{postId}` or of its path item  (/paths/~1users~1{userId}~1posts~1{postId}/get)',
    );
    expect(lines[1]).toBe('    hint: add { "name": "postId", "in": "path", "required": true, "schema": { "type": "string" } }');
    expect(lines).toContain(
      'operations.yaml:24:5  warning  oas-operation-summary  `GET /things/{id}` has no `summary`; its page and sidebar entry are titled `GET /things/{id}` (its method and path; the operationId is not used)  (/paths/~1things~1{id}/get)',
    );
    expect(lines.at(-1)).toBe('✖ openapi-check operations.yaml (OpenAPI 3.0.3, 2 operations): 4 errors, 1 warning');
  });

  it('exits 0 when only warnings are found', () => {
    const r = run(OPENAPI_CHECK, ['warnings.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('✔ openapi-check warnings.yaml (OpenAPI 3.0.3, 1 operation): no errors, 2 warnings');
  });

  it('exits 0 with a one-line summary for a valid description', () => {
    expect(run(OPENAPI_CHECK, ['valid-2.0.json'])).toMatchObject({
      code: 0,
      stdout: '✔ openapi-check valid-2.0.json (OpenAPI 2.0, 1 operation): no errors\n',
    });
  });

  it('--format json prints { valid, diagnostics } with the fields of `sextant check`', () => {
    const r = run(OPENAPI_CHECK, ['servers.yaml', '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { valid: boolean; diagnostics: Record<string, unknown>[] };
    expect(Object.keys(out)).toEqual(['valid', 'diagnostics']);
    expect(out.valid).toBe(false);
    expect(out.diagnostics[0]).toEqual({
      severity: 'error',
      code: 'oas-server-variable-undefined',
      message: 'Server URL "https://api.example.com/{version}" uses `{version}`, which is not in its `variables`',
      file: 'servers.yaml',
      line: 6,
      column: 10,
      pointer: '/servers/0/url',
      hint: 'add variables: { "version": { default: "…" } }',
    });
    const valid = JSON.parse(run(OPENAPI_CHECK, ['warnings.yaml', '--format', 'json']).stdout) as {
      valid: boolean;
      diagnostics: unknown[];
    };
    expect(valid.valid).toBe(true);
    expect(valid.diagnostics).toHaveLength(2);
  });

  it('`sextant openapi-check` is the same command', () => {
    const a = run(OPENAPI_CHECK, ['refs.yaml']);
    const b = run(SEXTANT, ['openapi-check', 'refs.yaml']);
    expect(b).toEqual(a);
    expect(a.code).toBe(1);
  });

  it.each([
    [['no-such-file.yaml'], /cannot read no-such-file.yaml: no such file/],
    [['.'], /not a file/],
    [[], /missing the OpenAPI file/],
    [['valid-2.0.json', '--format', 'xml'], /--format must be "text" or "json"/],
    [['a.yaml', 'b.yaml'], /unexpected argument "b.yaml"/],
  ])('usage errors and unreadable files exit 2: %j', (args, message) => {
    const r = run(OPENAPI_CHECK, args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('--help describes the output and exit codes', () => {
    expect(run(OPENAPI_CHECK, ['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Exit: 0 valid') });
  });
});

// ../shared/fixtures/specs: real descriptions (absent in an outside contributor's clone).
const shared = sharedFixtures();
const SPECS = shared
  ? fs.readdirSync(path.join(shared, 'specs')).filter((f) => /\.(json|ya?ml)$/.test(f) && !f.startsWith('asyncapi'))
  : [];

/** 1-based line and column of an offset. */
function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

interface Variant {
  name: string;
  text: string;
  code: string;
  line: number;
  column?: number;
}

/** Broken copies of a description, each with the finding it must produce and where. */
function variants(file: string, text: string): Variant[] {
  const json = file.endsWith('.json');
  const out: Variant[] = [];
  const schemasAt = Math.max(0, text.search(json ? /"(components|definitions)":\s*\{/ : /^(components|definitions):/m));
  // A schema `type` that does not exist.
  const type = json ? /"type":\s*("string")/g : /^\s+type:\s+(string)\s*$/gm;
  type.lastIndex = schemasAt;
  const t = type.exec(text);
  if (t) {
    const at = t.index + t[0].indexOf(t[1]!);
    out.push({
      name: 'schema type',
      text: text.slice(0, at) + (json ? '"strng"' : 'strng') + text.slice(at + t[1]!.length),
      code: 'oas-schema',
      ...lineCol(text, at),
    });
  }
  // A `$ref` to nothing.
  const ref = json ? /"\$ref":\s*("#\/[^"]+")/g : /\$ref:\s*(['"]?#\/[^'"\s]+['"]?)/g;
  ref.lastIndex = Math.max(0, text.search(json ? /"paths":/ : /^paths:/m));
  const r = ref.exec(text);
  if (r) {
    const at = r.index + r[0].indexOf(r[1]!);
    out.push({
      name: 'dangling $ref',
      text: text.slice(0, at) + '"#/components/schemas/DoesNotExist"' + text.slice(at + r[1]!.length),
      code: 'oas-ref-unresolved',
      ...lineCol(text, at),
    });
  }
  // A second operation with the first one's operationId.
  const ids = [...text.matchAll(json ? /"operationId":\s*("[^"]+")/g : /^\s+operationId:\s*(\S+)\s*$/gm)];
  if (ids.length >= 2) {
    const second = ids[1]!;
    const at = second.index + second[0].indexOf(second[1]!);
    out.push({
      name: 'duplicate operationId',
      text: text.slice(0, at) + ids[0]![1] + text.slice(at + second[1]!.length),
      code: 'oas-operation-id-duplicate',
      ...lineCol(text, at),
    });
  }
  // A path template parameter nobody declares: reported at the path's first operation.
  const pathKey = json ? /\n\s*"(\/[^"{]*)":\s*\{/g : /^ {2}(\/[^:{]*):\s*$/gm;
  pathKey.lastIndex = Math.max(0, text.search(json ? /"paths":/ : /^paths:/m));
  const p = pathKey.exec(text);
  if (p) {
    const at = p.index + p[0].indexOf(p[1]!) + p[1]!.length;
    const method = /^\s*"?(get|put|post|delete|patch|options|head|trace)"?\s*:/gm;
    method.lastIndex = at;
    const m = method.exec(text)!;
    out.push({
      name: 'undeclared path parameter',
      text: text.slice(0, at) + '/{undeclaredParam}' + text.slice(at),
      code: 'oas-path-param-undeclared',
      line: lineCol(text, m.index + m[0].search(/\S/)).line,
    });
  }
  // A syntax error in the middle of the file.
  const lines = text.split('\n');
  const mid = Math.floor(lines.length / 2);
  if (json) {
    const i = lines.findIndex((l, k) => k >= mid && l.endsWith(',') && lines[k + 1]!.trim() !== '');
    lines[i] = lines[i]!.slice(0, -1);
    out.push({ name: 'syntax error', text: lines.join('\n'), code: 'json-syntax', line: i + 2, column: lines[i + 1]!.search(/\S/) + 1 });
  } else {
    const i = lines.findIndex((l, k) => k >= mid && /^ {2,}[A-Za-z_]\w*:/.test(l));
    lines[i] = '\t' + lines[i]!.trimStart();
    out.push({ name: 'syntax error', text: lines.join('\n'), code: 'yaml-syntax', line: i + 1 });
  }
  return out;
}

describe.skipIf(!shared)('real descriptions (../shared/fixtures/specs)', () => {
  it.each(SPECS)(
    '%s: openapi-check exits 0',
    (file) => {
      const r = run(OPENAPI_CHECK, [path.join(shared!, 'specs', file)]);
      expect(r.stderr).toBe('');
      expect(
        r.code,
        r.stdout
          .split('\n')
          .filter((l) => l.includes(' error '))
          .slice(0, 5)
          .join('\n'),
      ).toBe(0);
      expect(r.stdout).toMatch(/✔ openapi-check .*: no errors/);
    },
    60_000,
  );

  it.each(SPECS)(
    '%s: broken copies are caught at the edited line',
    async (file) => {
      const text = fs.readFileSync(path.join(shared!, 'specs', file), 'utf8');
      const list = variants(file, text);
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const v of list) {
        const dir = tmpSite({ [file]: v.text });
        const r = await checkOpenApiFile(path.join(dir, file), (abs) => path.relative(dir, abs));
        const hit = r.diagnostics.find((d) => d.code === v.code);
        expect(hit, `${v.name}: ${JSON.stringify(r.diagnostics.slice(0, 3))}`).toBeDefined();
        expect({ variant: v.name, line: hit!.line, ...(v.column ? { column: hit!.column } : {}) }).toEqual({
          variant: v.name,
          line: v.line,
          ...(v.column ? { column: v.column } : {}),
        });
        expect(r.valid).toBe(false);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
