import path from 'node:path';
import type * as E from 'estree';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walk } from '../walk.js';

/** Files an MDX page may import code from (`/snippets/x.jsx`, `./y.tsx`). */
export const CODE_FILE = /\.(?:jsx|tsx|js|ts|mjs)$/;

/** What a page's ESM blocks are, when they hold code: the module to compile and the names it binds. */
export interface ModuleSource {
  /** The ESM blocks at their own lines of the file (other lines blank), so compile errors point into the file. */
  text: string;
  /** The text with the body's code expressions too (see BodyExpression), each at its own line. */
  withExpressions: string;
  /** By expression name: how far right of its place in the file its first line sits in the module. */
  shifts: Map<string, number>;
  /** Names the module declares or imports (export names and import locals), for a failed compile to stand in for. */
  names: string[];
}

const DATA_INIT = new Set([
  'Literal',
  'TemplateLiteral',
  'ArrayExpression',
  'ObjectExpression',
  'UnaryExpression',
  'BinaryExpression',
  'LogicalExpression',
  'ConditionalExpression',
  'Identifier',
  'MemberExpression',
]);

/**
 * Whether the ESM of a page (or MDX snippet) needs running as code: it defines a component or a
 * function (`export const X = () => …`, `export function X`), imports a code file or React, or
 * exports anything that is not data. Pages whose ESM is only data and `.mdx` imports keep the
 * data-only evaluation, unless their body has expressions that need running (see bodyExpressions).
 */
export function needsCode(program: E.Program, resolve: (source: string) => string | undefined): boolean {
  return program.body.some((stmt) => {
    if (stmt.type === 'ImportDeclaration') {
      const source = String(stmt.source.value);
      if (/^react(?:-dom)?(?:\/|$)/.test(source)) return true;
      if (CODE_FILE.test(source)) return true;
      const target = resolve(source);
      return !!target && CODE_FILE.test(target);
    }
    if (stmt.type === 'ExportNamedDeclaration' && stmt.declaration) {
      if (stmt.declaration.type !== 'VariableDeclaration') return true;
      return stmt.declaration.declarations.some((d) => d.init && !isData(d.init));
    }
    return stmt.type === 'ExportDefaultDeclaration';
  });
}

/** An expression the data evaluator reads (no functions, calls or classes anywhere in it). */
function isData(node: E.Node): boolean {
  if (!DATA_INIT.has(node.type)) return (node.type as string) === 'JSXElement' || (node.type as string) === 'JSXFragment';
  let ok = true;
  const visit = (n: unknown): void => {
    if (!ok || !n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const t = (n as { type?: string }).type;
    if (t && /Function|Call|New|Class|Await|Yield/.test(t)) ok = false;
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && k !== 'position' && k !== 'data') visit(v);
  };
  visit(node);
  return ok;
}

/** The page's ESM blocks as one module, each block at its own lines, and the names it binds. */
export function moduleSource(
  nodes: MdxjsEsm[],
  expressions: readonly BodyExpression[] = [],
  missing: ReadonlySet<string> = new Set(),
  builtins: ReadonlySet<string> = new Set(),
): ModuleSource {
  const lines: string[] = [];
  const names: string[] = [];
  for (const node of nodes) {
    const start = (node.position?.start.line ?? lines.length + 1) - 1;
    while (lines.length < start) lines.push('');
    lines.push(...node.value.split(/\r?\n/));
    for (const stmt of (node.data?.estree as E.Program | undefined)?.body ?? []) {
      names.push(...boundNames(stmt));
      if (stmt.type === 'ImportDeclaration' && missing.has(String(stmt.source.value)))
        replaceStatement(lines, stmt, missingBindings(stmt, builtins));
    }
  }
  const text = lines.join('\n') + '\n';
  const shifts = new Map<string, number>();
  if (!expressions.length) return { text, withExpressions: text, names, shifts };
  // Each expression is a function of the names the module does not bind (an MDX snippet's props), at its own line.
  const bound = new Set([...names, ...SCOPE_NAMES]);
  const all = [...lines];
  for (const e of [...expressions].sort((a, b) => a.line - b.line)) {
    const free = e.names.filter((n) => !bound.has(n) && !(n in globalThis));
    const prefix = `export const ${e.name} = ({ ${free.join(', ')} } = {}) => (`;
    const code = `${prefix}${e.text}\n);`.split(/\r?\n/);
    let at = prefix.length;
    // Lines before the ESM's end or shared with an earlier expression: the expression follows on the last line.
    if (all.length >= e.line) {
      at += all[all.length - 1]!.length + 1;
      all[all.length - 1] += ` ${code.shift()!}`;
    }
    shifts.set(e.name, at - e.column);
    while (all.length < e.line - 1) all.push('');
    all.push(...code);
  }
  return { text, withExpressions: all.join('\n') + '\n', names, shifts };
}

/** Names an MDX page's code has without declaring them (see esbuild-setup.ts): never an expression's own. */
const SCOPE_NAMES = [
  'React',
  'useState',
  'useEffect',
  'useRef',
  'useCallback',
  'useMemo',
  'useContext',
  'useReducer',
  'useLayoutEffect',
  'useId',
];

/**
 * An MDX expression of the body (`{items.map((x) => <li>{x}</li>)}`, or an attribute's value) that the
 * data evaluator does not read: it runs in the page's module (and makes the page's ESM run as code).
 */
export interface BodyExpression {
  /** The estree expression the renderer evaluates (the key it is found by). */
  node: E.Node;
  /** Its export in the module. */
  name: string;
  text: string;
  /** Line of the file its text starts at, and the column there (0-based). */
  line: number;
  column: number;
  /**
   * By line of its text after the first: how far right of the text's line the file has it. MDX takes
   * the indentation (and a container's markers) off an expression's later lines.
   */
  indents?: number[];
  /** Names it uses (an over-approximation: its own parameters too). */
  names: string[];
  /** An attribute's value or spread, not a child: nothing can be drawn in its place. */
  attribute: boolean;
}

/**
 * The body's expressions that need running as code (functions, method calls, `new` …); `source` is the
 * text the tree was parsed from. `own`: the functions the page's ESM binds, whose calls by name the data
 * evaluator makes (`rows()`); a call of any other name (`String(x)`) runs as code.
 */
export function bodyExpressions(tree: MdastRoot, source?: string, own: ReadonlySet<string> = new Set()): BodyExpression[] {
  const out: BodyExpression[] = [];
  const fileLines = source?.split(/\r?\n/);
  const add = (program: E.Program | undefined, text: string, attribute: boolean, spread = false) => {
    const stmt = program?.body[0];
    if (stmt?.type !== 'ExpressionStatement') return;
    let node: E.Node = stmt.expression;
    if (spread && node.type === 'ObjectExpression' && node.properties[0]?.type === 'SpreadElement') {
      node = node.properties[0].argument;
      text = text.replace(/^\s*\.\.\./, '');
    }
    if (!runsCode(node, own)) return;
    const line = program!.loc?.start.line ?? 1;
    const indents = fileLines && lineIndents(text, fileLines, line);
    out.push({
      node,
      name: `__sx_expr${out.length}`,
      text,
      line,
      column: program!.loc?.start.column ?? 0,
      ...(indents ? { indents } : {}),
      names: referencedNames(node),
      attribute,
    });
  };
  walk<MdastNodes>(tree, (n) => {
    if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') add(n.data?.estree as E.Program | undefined, n.value, false);
    else if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement')
      for (const a of n.attributes) {
        if (a.type === 'mdxJsxExpressionAttribute') add(a.data?.estree as E.Program | undefined, a.value, true, true);
        else if (a.value && typeof a.value === 'object') add(a.value.data?.estree as E.Program | undefined, a.value.value, true);
      }
  });
  return out;
}

/** How far right of each later line of `text` (starting at line `line` of the file) the file has it; undefined for one line. */
function lineIndents(text: string, fileLines: string[], line: number): number[] | undefined {
  const lines = text.split(/\r?\n/);
  if (lines.length < 2) return undefined;
  return lines.map((l, k) => {
    const content = l.trimStart();
    const at = k && content ? (fileLines[line - 1 + k]?.indexOf(content) ?? -1) : -1;
    return at < 0 ? 0 : at - (l.length - content.length);
  });
}

/** Operators the data evaluator reads (see evaluate.ts); any other needs running. */
const DATA_BINARY = new Set(['+', '-', '*', '/', '%', '===', '!==', '==', '!=', '<', '>', '<=', '>=']);
const DATA_UNARY = new Set(['typeof', '!', '-', '+', 'void']);

/**
 * Whether an expression needs running: functions, `new`, assignments, operators the data evaluator
 * lacks, or calling anything but a page's own function by name (`rows()`, which the data evaluator
 * already calls; `own` names those).
 */
function runsCode(node: E.Node, own: ReadonlySet<string>): boolean {
  let code = false;
  const visit = (n: unknown): void => {
    if (code || !n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(visit);
    const t = (n as { type?: string }).type ?? '';
    if (/Function|New|Class|Await|Yield|TaggedTemplate|Assignment|Update|This/.test(t)) code = true;
    else if (t === 'CallExpression') {
      const callee = (n as E.CallExpression).callee;
      if (callee.type !== 'Identifier' || !own.has(callee.name)) code = true;
    } else if (t === 'BinaryExpression' && !DATA_BINARY.has((n as E.BinaryExpression).operator)) code = true;
    else if (t === 'UnaryExpression' && !DATA_UNARY.has((n as E.UnaryExpression).operator)) code = true;
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && k !== 'data') visit(v);
  };
  visit(node);
  return code;
}

/** The identifiers an expression reads (JSX component names included; member and key names not). */
function referencedNames(node: E.Node): string[] {
  const names = new Set<string>();
  const visit = (n: unknown, parent?: { type: string; property?: unknown; computed?: boolean; key?: unknown; shorthand?: boolean }) => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach((c) => visit(c, parent));
    const t = (n as { type?: string }).type;
    if (t === 'Identifier') {
      const memberName = parent?.type === 'MemberExpression' && parent.property === n && !parent.computed;
      const keyName = parent?.type === 'Property' && parent.key === n && !parent.computed && !parent.shorthand;
      if (!memberName && !keyName) names.add((n as E.Identifier).name);
    } else if (t === 'JSXIdentifier' && parent?.type !== 'JSXAttribute' && /^[A-Z]/.test((n as { name: string }).name)) {
      names.add((n as { name: string }).name);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'range' && k !== 'data') visit(v, n as never);
  };
  visit(node);
  return [...names];
}

/** An event handler written as an expression (`onClick={open}`, `onChange={(e) => …}`). */
const HANDLER = /^on[A-Z]/;

/**
 * HTML elements of the body with an event handler (`<button onClick={openSearch}>`): each outermost one
 * becomes a component of the page's module (`export const Sextant$Handler0 = () => (<button …>…</button>)`,
 * at the element's line) and the element in the tree is replaced by it, so it is drawn on the server and
 * hydrated in the browser as an island, its handler running there. `source`: the text the tree was parsed from.
 */
export function handlerIslands(tree: MdastRoot, source: string): MdxjsEsm[] {
  const out: MdxjsEsm[] = [];
  walk<MdastNodes>(tree, (n) => {
    if (n.type !== 'mdxJsxFlowElement' && n.type !== 'mdxJsxTextElement') return undefined;
    if (!n.name || !/^[a-z]/.test(n.name)) return undefined;
    const handled = n.attributes.some(
      (a) => a.type === 'mdxJsxAttribute' && HANDLER.test(a.name) && a.value && typeof a.value === 'object',
    );
    const start = n.position?.start;
    const end = n.position?.end.offset;
    if (!handled || start?.offset === undefined || end === undefined) return undefined;
    const name = `Sextant$Handler${out.length}`;
    const value = `export const ${name} = () => (${source.slice(start.offset, end)}\n);`;
    const declaration = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name } }],
    };
    out.push({
      type: 'mdxjsEsm',
      value,
      position: { start: { ...start }, end: { ...n.position!.end } },
      data: {
        estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [] }] } as never,
      },
    });
    n.name = name;
    n.attributes = [];
    n.children = [];
    return 'skip';
  });
  return out;
}

/** The names a page's ESM binds (its imports' locals and its exports). */
export function esmNames(nodes: readonly MdxjsEsm[]): Set<string> {
  return new Set(nodes.flatMap((n) => ((n.data?.estree as E.Program | undefined)?.body ?? []).flatMap(boundNames)));
}

function boundNames(stmt: E.Node): string[] {
  if (stmt.type === 'ImportDeclaration') return stmt.specifiers.map((s) => s.local.name);
  if (stmt.type === 'ExportNamedDeclaration') {
    const d = stmt.declaration;
    if (!d) return stmt.specifiers.map((s) => (s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value)));
    if (d.type === 'VariableDeclaration') return d.declarations.flatMap((v) => (v.id.type === 'Identifier' ? [v.id.name] : []));
    return d.id ? [d.id.name] : [];
  }
  return [];
}

/**
 * An import that cannot be resolved (a project file that does not exist, a package or a path alias;
 * reported where the import is written) binds components that draw only their children, so the rest
 * of the page's code still builds and runs.
 */
function missingBindings(stmt: E.ImportDeclaration, builtins: ReadonlySet<string>): string {
  const stub = '({ children }) => children ?? null';
  // A built-in's name (`import { Accordion } from "@/components/Accordion"`) stays the built-in, injected as a free name.
  const decls = stmt.specifiers
    .filter((s) => !builtins.has(s.local.name))
    .map((s) =>
      s.type === 'ImportNamespaceSpecifier' ? `${s.local.name} = new Proxy({}, { get: () => ${stub} })` : `${s.local.name} = ${stub}`,
    );
  return decls.length ? `const ${decls.join(', ')};` : '';
}

/** Put `text` where `stmt` is written, keeping every other line (and so every later position) where it was. */
function replaceStatement(lines: string[], stmt: E.Node, text: string): void {
  const loc = stmt.loc;
  if (!loc) return;
  const [first, last] = [loc.start.line - 1, loc.end.line - 1];
  if (lines[first] === undefined || lines[last] === undefined) return;
  const after = lines[last].slice(loc.end.column);
  for (let l = first + 1; l <= last; l++) lines[l] = '';
  lines[first] = lines[first].slice(0, loc.start.column) + text + (first === last ? after : '');
  if (last > first) lines[last] = ' '.repeat(loc.end.column) + after;
}

/**
 * Whether an import names a project file (`/snippets/x.mdx`, `./y.jsx`, `/snippets/z`) that the docs folder
 * does not have, under any of the extensions tried. Packages and other relative files (JSON, CSS) are not.
 */
export function missingProjectImport(source: string, from: string, files: ReadonlySet<string>, extensions: readonly string[]): boolean {
  if (!/^(?:\/|\.\.?\/)/.test(source)) return false;
  if (source.startsWith('.') && /\.[A-Za-z0-9]+$/.test(source) && !extensions.some((e) => source.endsWith(e))) return false;
  const base = projectPath(source, from);
  return !base.startsWith('..') && !files.has(base) && !resolveProjectImport(source, from, files, extensions);
}

/** An import's path in the project (`/snippets/a` from anywhere, `./b` beside `from`); `..` first when it leaves it. */
function projectPath(source: string, from: string): string {
  return source.startsWith('/')
    ? path.posix.normalize(source).slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
}

/** Resolve an import of a project file (`/snippets/a.jsx`, `./b`) to its path in the project, trying the usual extensions. */
export function resolveProjectImport(
  source: string,
  from: string,
  files: ReadonlySet<string>,
  extensions: readonly string[],
): string | undefined {
  if (!source.startsWith('/') && !source.startsWith('.')) return undefined;
  const base = projectPath(source, from);
  if (base.startsWith('..')) return undefined;
  for (const candidate of [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)])
    if (files.has(candidate)) return candidate;
  return undefined;
}

/**
 * The class names an author's code writes (Tailwind candidates): `className="grid gap-4"`, and the
 * strings inside `className={…}` (`clsx("p-2", on && "font-bold")`, template literals' fixed parts).
 */
export function classCandidates(source: string): string[] {
  const out = new Set<string>();
  const add = (value: string) => {
    for (const c of value.split(/\s+/)) if (c && !c.startsWith('sx-') && !/[${}]/.test(c)) out.add(c);
  };
  for (const m of source.matchAll(/\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{)/g)) {
    if (m[1] !== undefined || m[2] !== undefined) {
      add(m[1] ?? m[2]!);
      continue;
    }
    // The braced expression, to its matching brace: every string written in it.
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
    }
    // Each kind of quote on its own: strings inside a template's `${…}` are found too.
    const expression = source.slice(start, i - 1);
    for (const quoted of [/"([^"\n]*)"/g, /'([^'\n]*)'/g, /`([^`]*)`/g])
      for (const q of expression.matchAll(quoted)) add(q[1]!.replace(/\$\{[^}]*\}/g, ' '));
  }
  // Classes kept in a variable (`const tone = ok ? "bg-green-100" : "bg-red-100"`): as Tailwind scans
  // sources, every class-like word of every string is a candidate; words that are no utility yield no CSS.
  for (const quoted of [/"([^"\n]*)"/g, /'([^'\n]*)'/g, /`([^`]*)`/g])
    for (const q of source.matchAll(quoted))
      for (const word of q[1]!.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) if (CLASS_WORD.test(word)) add(word);
  return [...out];
}

/** A word that may be a utility class: `p-3`, `dark:text-gray-400`, `w-[340px]`, `hover:bg-primary/10`. */
const CLASS_WORD = /^!?-?[a-z@[][\w\-:/.[\]#%()!,@&=*+']{0,80}$/;

/** An icon prop whose name is computed (`icon={name}`): the browser cannot draw it from the sprite. */
export interface DynamicIcon {
  line: number;
  column: number;
}

/**
 * The icon names an author's code writes (`icon="rocket"`, `icon={'x'}`, `{ icon: "y" }`), and where
 * it passes one computed at run time (`icon={item.icon}`).
 */
export function iconNames(source: string): { names: string[]; dynamic: DynamicIcon[] } {
  const names = new Set<string>();
  for (const m of source.matchAll(/\bicon\s*(?:=\s*\{?|:)\s*["'`]([\w-]+)["'`]/g)) names.add(m[1]!);
  const dynamic: DynamicIcon[] = [];
  for (const m of source.matchAll(/\bicon\s*=\s*\{\s*(?!["'`\s<])/g)) {
    const before = source.slice(0, m.index).split('\n');
    dynamic.push({ line: before.length, column: before.at(-1)!.length + 1 });
  }
  return { names: [...names], dynamic };
}
