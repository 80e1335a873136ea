import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../src/site/check.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { tmpSite } from './helpers/tmp-site.js';

const SITES = path.join(import.meta.dirname, 'fixtures/sites');
const seeds = fs
  .readdirSync(SITES)
  .filter((d) => fs.existsSync(path.join(SITES, d, 'docs.json')))
  .map((d) => fs.readFileSync(path.join(SITES, d, 'docs.json'), 'utf8'));
const PAGE = '---\ntitle: x\n---\n';
// One folder with pages and a spec, so mutated configs reach the navigation and API rules too.
const root = tmpSite({
  'index.mdx': PAGE,
  'guides/a.mdx': PAGE,
  'openapi.json': fs.readFileSync(path.join(SITES, 'openapi/specs/store.json'), 'utf8'),
});

/** Run check on a docs.json text; it must return well-formed diagnostics and never throw. */
function checkText(text: string): Diagnostic[] {
  fs.writeFileSync(path.join(root, 'docs.json'), text);
  const { diagnostics } = check(root);
  for (const d of diagnostics) {
    expect(d.severity === 'error' || d.severity === 'warning').toBe(true);
    expect(d.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.pointer === '' || d.pointer.startsWith('/')).toBe(true);
    expect(typeof d.message).toBe('string');
    expect(d.file.length).toBeGreaterThan(0);
  }
  return diagnostics;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Replace the value at a random path of a JSON value with another value. */
function mutateAt(value: unknown, choices: number[], replacement: unknown): unknown {
  if (choices.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [pick, ...rest] = choices;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const i = pick! % value.length;
    return value.map((v, j) => (j === i ? mutateAt(v, rest, replacement) : v));
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const k = keys[pick! % keys.length]!;
  return { ...value, [k]: mutateAt((value as Record<string, unknown>)[k], rest, replacement) };
}

describe('check never throws on hostile docs.json', () => {
  it('truncated files give a syntax error, located', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.nat(), (seed, cut) => {
        const text = seed.slice(0, cut % seed.length);
        const diagnostics = checkText(text);
        if (!isJson(text)) expect(diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('files with characters inserted, deleted or replaced', () => {
    const edit = fc.record({
      at: fc.nat(),
      del: fc.nat({ max: 8 }),
      ins: fc.string({
        maxLength: 6,
        unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', 'a', '1', ' ', '\n', '\u0000', '\uffff'),
      }),
    });
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.array(edit, { minLength: 1, maxLength: 4 }), (seed, edits) => {
        let text = seed;
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.ins + text.slice(at + e.del);
        }
        const diagnostics = checkText(text);
        if (!isJson(text)) expect(diagnostics[0]).toMatchObject({ severity: 'error', pointer: '' });
      }),
      { numRuns: 200 },
    );
  });

  it('well-formed JSON with any subtree replaced by any value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.jsonValue({ maxDepth: 4 }),
        (seed, choices, replacement) => {
          const mutated = mutateAt(JSON.parse(seed), choices, replacement);
          checkText(JSON.stringify(mutated, null, 2));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hostile keys and values do not escape into prototypes', () => {
    const text = '{"navigation":{"pages":["index"],"__proto__":{"polluted":1}},"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}';
    const diagnostics = checkText(text);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(diagnostics.filter((d) => d.code === 'config-unknown-key').map((d) => d.pointer)).toEqual(
      expect.arrayContaining(['/navigation/__proto__', '/__proto__']),
    );
  });
});
