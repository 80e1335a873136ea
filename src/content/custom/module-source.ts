import path from 'node:path';
import type * as E from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** Files an MDX page may import code from (`/snippets/x.jsx`, `./y.tsx`). */
export const CODE_FILE = /\.(?:jsx|tsx|js|ts|mjs)$/;

/** What a page's ESM blocks are, when they hold code: the module to compile and the names it binds. */
export interface ModuleSource {
  /** The ESM blocks at their own lines of the file (other lines blank), so compile errors point into the file. */
  text: string;
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
 * data-only evaluation.
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
export function moduleSource(nodes: MdxjsEsm[]): ModuleSource {
  const lines: string[] = [];
  const names: string[] = [];
  for (const node of nodes) {
    const start = (node.position?.start.line ?? lines.length + 1) - 1;
    while (lines.length < start) lines.push('');
    lines.push(...node.value.split(/\r?\n/));
    for (const stmt of (node.data?.estree as E.Program | undefined)?.body ?? []) names.push(...boundNames(stmt));
  }
  return { text: lines.join('\n') + '\n', names };
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

/** Resolve an import of a project file (`/snippets/a.jsx`, `./b`) to its path in the project, trying the usual extensions. */
export function resolveProjectImport(
  source: string,
  from: string,
  files: ReadonlySet<string>,
  extensions: readonly string[],
): string | undefined {
  if (!source.startsWith('/') && !source.startsWith('.')) return undefined;
  const base = source.startsWith('/')
    ? path.posix.normalize(source).slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), source));
  if (base.startsWith('..')) return undefined;
  for (const candidate of [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)])
    if (files.has(candidate)) return candidate;
  return undefined;
}
