import type * as E from 'estree';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSource, located } from '../../test/helpers/content.js';
import { evaluate, UnsupportedExpression, type EvalScope } from './evaluate.js';
import { parseMdx } from './parse-mdx.js';

/** The estree of one MDX expression `{source}`, as the page pipeline produces it. */
function expression(source: string): E.Expression {
  const parsed = parseMdx(`{${source}}\n`, 'expr.mdx');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  const node = parsed.tree.children[0] as { data?: { estree?: E.Program } };
  const stmt = node.data?.estree?.body[0];
  if (stmt?.type !== 'ExpressionStatement') throw new Error(`no expression in {${source}}`);
  return stmt.expression;
}

/** A scope over plain names that records what the evaluator asked about. */
function scopeOf(names: Record<string, unknown> = {}) {
  const events: string[] = [];
  const scope: EvalScope = {
    lookup: (name) => (Object.hasOwn(names, name) ? { value: names[name] } : undefined),
    unknownComponent: (name) => {
      events.push(`component ${name}`);
      return `[unknown ${name}]`;
    },
    unknownName: (name) => void events.push(`name ${name}`),
    unsupported: (what) => void events.push(`unsupported ${what}`),
  };
  return { scope, events };
}

const run = (source: string, names: Record<string, unknown> = {}) => evaluate(expression(source), scopeOf(names).scope);

const DATA = { name: 'Ada', count: 3, list: [10, 20, 30], user: { profile: { city: 'Paris' }, tags: ['a'] }, nothing: null, flag: false };

describe('evaluate', () => {
  it.each<[string, unknown]>([
    ['42', 42],
    ['"text"', 'text'],
    ["'single'", 'single'],
    ['true', true],
    ['null', null],
    ['undefined', undefined],
    ['1.5e3', 1500],
    ['/a+b/gi', '/a+b/gi'],
    ['-3', -3],
    ['+"4"', 4],
    ['!0', true],
    ['void 1', undefined],
    ['typeof "x"', 'string'],
    ['typeof 1', 'number'],
  ])('evaluates the literal or unary expression %s', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['`plain`', 'plain'],
    ['`a${1 + 1}b${"c"}`', 'a2bc'],
    ['`Hi ${name}, ${count} items`', 'Hi Ada, 3 items'],
    ['`line\\n`', 'line\n'],
  ])('evaluates the template string %s', (source, expected) => {
    expect(run(source, DATA)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['[1, "two", [3]]', [1, 'two', [3]]],
    ['[1, , 3]', [1, undefined, 3]],
    ['[0, ...list, ...[40]]', [0, 10, 20, 30, 40]],
    ['[..."ab"]', ['a', 'b']],
    ['({ a: 1, "b-c": 2, 3: "three" })', { a: 1, 'b-c': 2, 3: 'three' }],
    ['({ [`k${1}`]: true })', { k1: true }],
    ['({ name, count })', { name: 'Ada', count: 3 }],
    ['({ a: 1, ...{ b: 2, a: 0 }, c: [name] })', { a: 0, b: 2, c: ['Ada'] }],
    ['({ ...nothing, x: 1 })', { x: 1 }],
  ])('builds arrays and objects: %s', (source, expected) => {
    expect(run(source, DATA)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['2 * 3 - 1', 5],
    ['7 % 4', 3],
    ['1 / 4', 0.25],
    ['"v" + 1', 'v1'],
    ['count + 1', 4],
    ['1 < 2', true],
    ['2 >= 3', false],
    ['2 <= 2', true],
    ['3 > 2', true],
    ['1 == "1"', true],
    ['1 === "1"', false],
    ['1 != 2', true],
    ['1 !== 1', false],
    ['0 || "fallback"', 'fallback'],
    ['"x" && "y"', 'y'],
    ['nothing ?? "default"', 'default'],
    ['0 ?? "default"', 0],
    ['count > 2 ? "many" : "few"', 'many'],
    ['flag ? "on" : "off"', 'off'],
    ['(1, 2, "last")', 'last'],
  ])('computes %s', (source, expected) => {
    expect(run(source, DATA)).toEqual(expected);
  });

  it('does not evaluate the branch a conditional or logical operator skips', () => {
    for (const source of ['false && missingA', 'true || missingB', '"set" ?? missingC', 'true ? 1 : missingD', 'false ? missingE : 2']) {
      const { scope, events } = scopeOf();
      evaluate(expression(source), scope);
      expect(events, source).toEqual([]);
    }
  });

  it.each<[string, unknown]>([
    ['name', 'Ada'],
    ['user.profile.city', 'Paris'],
    ['user["profile"]["city"]', 'Paris'],
    ['list[1]', 20],
    ['list[count - 1]', 30],
    ['list.length', 3],
    ['name.length', 3],
    ['user.tags.length', 1],
    ['user.missing', undefined],
    ['nothing?.deep.er', undefined],
    ['user?.profile?.city', 'Paris'],
    ['nothing.x', undefined],
  ])('reads names and members from the scope: %s', (source, expected) => {
    expect(run(source, DATA)).toEqual(expected);
  });

  it.each([
    'user.constructor',
    'user.__proto__',
    'user["__proto__"]',
    'user.toString',
    'user.hasOwnProperty',
    'list.map',
    'list.constructor',
    'name.constructor',
    'name.toUpperCase',
    'count.toFixed',
    '({}).constructor',
    '[].constructor',
    '"".constructor',
  ])('reads own properties only, so %s is undefined', (source) => {
    expect(run(source, DATA)).toBeUndefined();
  });

  it('keeps a `__proto__` key as plain data instead of setting the prototype', () => {
    const value = run('({ __proto__: { polluted: true } })') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('asks the scope about unknown names: capitalised ones are components, others render nothing', () => {
    const { scope, events } = scopeOf();
    expect(evaluate(expression('Widget'), scope)).toBe('[unknown Widget]');
    expect(evaluate(expression('widget'), scope)).toBeUndefined();
    expect(events).toEqual(['component Widget', 'name widget']);
  });

  it('builds JSX through the scope’s createElement: intrinsic names as strings, components from the scope', () => {
    const calls: unknown[] = [];
    const Card = () => null;
    const Ui = { Card };
    const { scope } = scopeOf({ Card, Ui, name: 'Ada', p: { title: 'T' } });
    scope.createElement = (type, props, children) => {
      calls.push([type, props, children]);
      return { type, props, children };
    };
    evaluate(expression('<Card {...p} open label="L" count={2}>Hi   {name}<b>x</b>{/* c */}</Card>'), scope);
    evaluate(expression('<>text</>'), scope);
    evaluate(expression('<Ui.Card />'), scope);
    expect(calls).toEqual([
      ['b', {}, ['x']],
      // JSX keeps whitespace within one line as written (the browser collapses it).
      [Card, { title: 'T', open: true, label: 'L', count: 2 }, ['Hi   ', 'Ada', { type: 'b', props: {}, children: ['x'] }]],
      [null, {}, ['text']],
      [Card, {}, []],
    ]);
  });

  it('reads own members only in JSX member names', () => {
    const { scope } = scopeOf({ Ui: {} });
    const types: unknown[] = [];
    scope.createElement = (type) => void types.push(type);
    evaluate(expression('<Ui.constructor />'), scope);
    expect(types).toEqual([undefined]);
  });

  it.each([
    ['f()', /^function calls$/],
    ['user.get("x")', /^function calls$/],
    ['[1, f()]', /^function calls$/],
    ['(() => 1)', /^functions$/],
    ['(function () { return 1 })', /^functions$/],
    ['<b>x</b>', /^JSX inside an expression$/],
    ['x = 1', /AssignmentExpression/],
    ['x++', /UpdateExpression/],
    ['new Date()', /NewExpression/],
    ['this', /ThisExpression/],
    ['tag`x`', /TaggedTemplateExpression/],
    ['({ get x() { return 1 } })', /methods and accessors/],
    ['({ m() { return 1 } })', /methods and accessors/],
    ['1 ** 2', /`\*\*` operator/],
    ['"a" in user', /`in` operator/],
    ['user instanceof Object', /`instanceof` operator/],
    ['1 << 2', /`<<` operator/],
    ['delete user.tags', /`delete` operator/],
    ['~1', /`~` operator/],
    ['user[[1]]', /property access/],
    ['<svg:rect />', /^JSX inside an expression$/],
  ])('refuses %s with UnsupportedExpression (in a scope that cannot build elements)', (source, message) => {
    const { scope, events } = scopeOf(DATA);
    let caught: unknown;
    try {
      evaluate(expression(source), scope);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(UnsupportedExpression);
    expect((caught as UnsupportedExpression).message).toMatch(message);
    expect((caught as UnsupportedExpression).node.loc?.start.line).toBe(1);
    expect(events.filter((e) => e.startsWith('unsupported'))).toEqual([]);
  });
});

describe('expressions in pages', () => {
  it('render data from `export const` in text', async () => {
    const page = await compileSource(
      'export const a = { b: [1, 2, 3], name: "Ada" }\nexport const n = a.b.length, m = n * 2\n\n{a.b.length} {a.b[1]} {`t${a.b[0]}`} {a.name} {m}\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>3 2 t1 Ada 6</p>');
  });

  it('run a call the data evaluator cannot read as code: one that throws is a located warning, drawn in place', async () => {
    const page = await compileSource('before {fn()} after\n');
    expect(page.html).toMatch(/^<p>before <div class="sx-component-error"[^]*<\/div> after<\/p>$/);
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'custom-component-error',
      file: 'page.mdx',
      line: 1,
      column: 9,
    });
    expect(page.diagnostics[0]!.message).toMatch(/^This expression failed: TypeError: fn is not a function/);
  });

  it('drop an attribute value that throws and keep the component', async () => {
    const page = await compileSource('text\n\n<Card title={fn()}>body</Card>\n');
    expect(page.html).toContain('<div class="sx-card-body" data-component-part="card-content">body</div>');
    expect(page.html).not.toContain('sx-card-title');
    expect(located(page.diagnostics, 'custom-component-error')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 14 }]);
  });

  it('spread data into component props', async () => {
    const page = await compileSource('export const p = { title: "From data" }\n\n<Card {...p}>x</Card>\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2 class="sx-card-title not-prose" data-component-part="card-title">From data</h2>');
  });

  it.each([
    ['a conditional element', '{true && <b>bold</b>}\n', '<b>bold</b>'],
    ['a skipped conditional element', '{false && <b>bold</b>}\n', ''],
    ['an element with data inside', 'export const who = "Ada"\n\n{<span class="x">Hi {who}</span>}\n', '<span class="x">Hi Ada</span>'],
    [
      'a built-in component',
      '{<Note>in note</Note>}\n',
      '<div class="sx-callout sx-callout-note" role="note" aria-label="Note"><span class="sx-callout-icon"><svg class="sx-icon" aria-hidden="true" focusable="false"><use href="/_sextant/icons.svg#lucide-circle-alert"></use></svg></span><div class="sx-callout-content"><div class="sx-callout-body">in note</div></div></div>',
    ],
    ['a fragment', '{<>frag <i>x</i></>}\n', 'frag <i>x</i>'],
    [
      'spread and boolean props',
      'export const p = { title: "Spread" }\n\n{<Card {...p} horizontal>body</Card>}\n',
      '<div class="sx-card sx-card-horizontal"><div class="sx-card-inner"><div class="sx-card-text"><h2 class="sx-card-title not-prose" data-component-part="card-title">Spread</h2><div class="sx-card-body" data-component-part="card-content">body</div></div></div></div>',
    ],
  ])('render JSX inside an expression as data: %s', async (_what, source, expected) => {
    const page = await compileSource(source);
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe(expected);
  });

  it('run JSX holding a call as code', async () => {
    const page = await compileSource('{<b>{"x".toUpperCase()}</b>}\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<b>X</b>');
  });

  it('warn about unknown lower-case names at their place', async () => {
    const page = await compileSource('Hello\n\nDear {nobody}.\n');
    expect(page.html.trim()).toBe('<p>Hello</p>\n<p>Dear .</p>');
    expect(located(page.diagnostics, 'mdx-unknown-name')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 7 }]);
  });

  it('drop comment-only expressions without a warning', async () => {
    const page = await compileSource('a {/* note */} b\n\n{/* block */}\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>a  b</p>');
  });
});

describe('expressions the data evaluator cannot read run as code, as Mintlify runs them', () => {
  const probe = globalThis as { __sextantProbe?: unknown };
  afterEach(() => {
    delete probe.__sextantProbe;
  });

  it.each([
    ['an assignment in text', '{globalThis.__sextantProbe = "ran"}\n'],
    ['an immediately called function', '{(() => { globalThis.__sextantProbe = "ran" })()}\n'],
    ['a tagged template', '{String.raw`${globalThis.__sextantProbe = "ran"}`}\n'],
    ['a call in a page whose ESM is data', 'export const x = [1]\n\n{globalThis.__sextantProbe = x.map(() => "ran")[0]}\n'],
  ])('runs %s', async (_what, source) => {
    const page = await compileSource(source);
    expect(probe.__sextantProbe).toBe('ran');
    expect(page.diagnostics).toEqual([]);
  });

  it.each([
    [
      'method calls on imported data',
      'import { list, who } from "/snippets/v.mdx"\n\nItems: {list.join(", ")}. {who.toLowerCase()}.\n',
      'Items: a, b. alice.',
    ],
    [
      'a list drawn with map',
      'export const list = ["a", "b"]\n\n<ul>{list.map((x) => <li>{x}</li>)}</ul>\n',
      '<ul><li>a</li><li>b</li></ul>',
    ],
    ['a global function by name', 'export const n = 3\n\n{String(n)}{encodeURIComponent("a b")}\n', '3a%20b'],
    ['an operator the data evaluator lacks', '{2 ** 3} {"a" in { a: 1 } ? "yes" : "no"}\n', '8 yes'],
    ['a year', '{new Date().getFullYear() > 2000 ? "recent" : "old"}\n', 'recent'],
  ])('renders %s', async (_what, source, expected) => {
    const page = await compileSource(source, {
      others: { 'snippets/v.mdx': 'export const list = ["a", "b"]\nexport const who = "Alice"\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain(expected);
  });

  it('fills an attribute with a method call on imported data', async () => {
    const page = await compileSource(
      'import { who } from "/snippets/v.mdx"\n\n<Card title={who} href={`/people/${who.toLowerCase()}`}>x</Card>\n',
      { others: { 'snippets/v.mdx': 'export const who = "Alice"\n' } },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('href="/people/alice"');
  });

  it('turns an expression that throws into a located warning, the rest of the page drawn', async () => {
    const page = await compileSource('Text\n\nA {[1].map(() => { throw new Error("boom") })} b\n\nstill here\n');
    expect(page.html).toContain('<p>still here</p>');
    expect(located(page.diagnostics, 'custom-component-error')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 26 }]);
    expect(page.diagnostics[0]!.message).toMatch(/boom/);
  });
});

describe('pages whose ESM is code run it, as Mintlify does (content/custom/)', () => {
  const probe = globalThis as { __sextantProbe?: unknown };
  afterEach(() => {
    delete probe.__sextantProbe;
  });

  it.each([
    ['an assignment in an export', 'export const x = (globalThis.__sextantProbe = "ran")\n\n{x}\n'],
    ['an exported function called by the page', 'export function f() { globalThis.__sextantProbe = "ran"; return "ok" }\n\n{f()}\n'],
  ])('runs %s', async (_what, source) => {
    const page = await compileSource(source);
    expect(probe.__sextantProbe).toBe('ran');
    expect(page.diagnostics).toEqual([]);
  });

  it('does not let the page require Node modules: the failure is a located warning', async () => {
    const page = await compileSource('export const x = require("fs")\n\n[{x}]\n');
    expect(page.html.trim()).toBe('<p>[]</p>');
    expect(located(page.diagnostics, 'custom-component-error')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 1, column: 18 }]);
  });

  it('reports an import it cannot resolve at its place, and still renders the text', async () => {
    const page = await compileSource('import { x } from "./local.js"\n\ntext\n');
    expect(page.html.trim()).toBe('<p>text</p>');
    expect(located(page.diagnostics, 'snippet-not-found')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 1, column: 19 }]);
  });
});
