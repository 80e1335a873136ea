import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type * as E from 'estree';

/** Thrown for an expression Sextant does not evaluate (calls, functions, JSX in props …). */
export class UnsupportedExpression extends Error {
  constructor(
    readonly node: E.Node,
    what: string,
  ) {
    super(what);
  }
}

export interface EvalScope {
  /** Look a name up: exported constants, imported snippets, components. Undefined when unknown. */
  lookup(name: string): { value: unknown } | undefined;
  /** What to use for an unknown capitalised name (a component the site does not know). */
  unknownComponent(name: string, node: E.Node): unknown;
  /** Report an unknown lower-case name (it evaluates to undefined). */
  unknownName(name: string, node: E.Node): void;
  /** Report an expression Sextant does not evaluate (it renders as nothing). */
  unsupported(what: string, node: E.Node): void;
  /** Call a function of the page's own code (pages whose ESM runs as code only; elsewhere calls are not evaluated). */
  call?(fn: (...args: unknown[]) => unknown, args: unknown[], node: E.Node): unknown;
  /**
   * Expressions of the page's body that run in its module (see bodyExpressions), by expressionKey; `sink`:
   * where a failure is reported, when not where the module was compiled (a shared snippet's page).
   */
  code?: Map<string, (lookup: (name: string) => unknown, sink?: Diagnostic[]) => unknown>;
  /** Build an element for JSX written inside an expression (`label={<Icon icon="x" />}`). */
  createElement?(type: unknown, props: Record<string, unknown>, children: unknown[]): unknown;
}

/** An expression's place in its file: what finds it again after the tree was cloned (mdast → hast clones MDX nodes). */
export function expressionKey(node: E.Node): string {
  const l = node.loc;
  return l ? `${l.start.line}:${l.start.column}-${l.end.line}:${l.end.column}` : '';
}

const BINARY: Record<string, (a: never, b: never) => unknown> = {
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
  '*': (a, b) => (a as number) * (b as number),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
};

/**
 * Evaluate the data subset of JavaScript that documentation uses in MDX: literals, template
 * strings, arrays, objects, operators, conditionals and names in scope; anything else throws
 * UnsupportedExpression. Expressions that need more run in the page's module instead (see
 * bodyExpressions), so a page whose expressions are all data runs none of its code.
 */
export function evaluate(node: E.Node, scope: EvalScope): unknown {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? node.raw : node.value;
    case 'TemplateLiteral':
      return node.quasis
        .map((q, i) => (q.value.cooked ?? q.value.raw) + (i < node.expressions.length ? String(evaluate(node.expressions[i]!, scope)) : ''))
        .join('');
    case 'ArrayExpression':
      return node.elements.flatMap((el) => {
        if (el === null) return [undefined];
        if (el.type !== 'SpreadElement') return [evaluate(el, scope)];
        const v = evaluate(el.argument, scope);
        if (Array.isArray(v) || typeof v === 'string') return [...v];
        throw new UnsupportedExpression(el, 'spreading a value that is not a list');
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type === 'SpreadElement') Object.assign(out, evaluate(p.argument, scope));
        else {
          const key = p.computed
            ? String(evaluate(p.key, scope))
            : p.key.type === 'Identifier'
              ? p.key.name
              : String((p.key as E.Literal).value);
          if (p.kind !== 'init' || p.method) throw new UnsupportedExpression(p, 'methods and accessors');
          Object.defineProperty(out, key, {
            value: evaluate(p.value as E.Expression, scope),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
      }
      return out;
    }
    case 'UnaryExpression': {
      if (node.operator === 'typeof') return typeof evaluate(node.argument, scope);
      const v = evaluate(node.argument, scope);
      if (node.operator === '!') return !v;
      if (node.operator === '-') return -(v as number);
      if (node.operator === '+') return +(v as number);
      if (node.operator === 'void') return undefined;
      throw new UnsupportedExpression(node, `the \`${node.operator}\` operator`);
    }
    case 'BinaryExpression': {
      const op = BINARY[node.operator];
      if (!op || node.left.type === 'PrivateIdentifier') throw new UnsupportedExpression(node, `the \`${node.operator}\` operator`);
      return op(evaluate(node.left, scope) as never, evaluate(node.right, scope) as never);
    }
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope);
      if (node.operator === '&&') return left && evaluate(node.right, scope);
      if (node.operator === '||') return left || evaluate(node.right, scope);
      return left ?? evaluate(node.right, scope);
    }
    case 'ConditionalExpression':
      return evaluate(node.test, scope) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      const hit = scope.lookup(node.name);
      if (hit) return hit.value;
      if (/^[A-Z]/.test(node.name)) return scope.unknownComponent(node.name, node);
      scope.unknownName(node.name, node);
      return undefined;
    }
    case 'MemberExpression': {
      if (node.object.type === 'Super') throw new UnsupportedExpression(node, '`super`');
      const obj = evaluate(node.object, scope);
      const key = node.computed ? evaluate(node.property as E.Expression, scope) : (node.property as E.Identifier).name;
      if (obj === null || obj === undefined) return undefined;
      if (typeof key !== 'string' && typeof key !== 'number') throw new UnsupportedExpression(node, 'this property access');
      // Own data only: no walking into prototypes (`constructor`, `__proto__`).
      return Object.hasOwn(obj as object, key) || (Array.isArray(obj) && key === 'length') || (typeof obj === 'string' && key === 'length')
        ? (obj as Record<string | number, unknown>)[key]
        : undefined;
    }
    case 'ChainExpression':
      return evaluate(node.expression, scope);
    case 'CallExpression': {
      // Only on pages with code of their own, and only functions they define or import (`rows={methods()}`).
      if (!scope.call || node.callee.type === 'Super') throw new UnsupportedExpression(node, describe(node));
      const fn = evaluate(node.callee, scope);
      if (typeof fn !== 'function') {
        if (node.optional && (fn === undefined || fn === null)) return undefined;
        throw new UnsupportedExpression(node, 'calling a value that is not a function of the page');
      }
      const args = node.arguments.flatMap((a) =>
        a.type === 'SpreadElement' ? [...(evaluate(a.argument, scope) as unknown[])] : [evaluate(a, scope)],
      );
      return scope.call(fn as (...args: unknown[]) => unknown, args, node);
    }
    case 'SequenceExpression':
      return node.expressions.map((e) => evaluate(e, scope)).at(-1);
    case 'ExpressionStatement':
      return evaluate(node.expression, scope);
    default:
      if ((node.type as string) === 'JSXElement' || (node.type as string) === 'JSXFragment')
        return evaluateJsx(node as unknown as JsxNode, scope);
      throw new UnsupportedExpression(node, describe(node));
  }
}

/** The JSX node shapes of estree-jsx that documentation uses. */
interface JsxNode {
  type: 'JSXElement' | 'JSXFragment' | 'JSXText' | 'JSXExpressionContainer' | 'JSXEmptyExpression';
  openingElement?: { name: JsxName; attributes: JsxAttribute[] };
  children?: JsxNode[];
  value?: string;
  expression?: E.Expression | { type: 'JSXEmptyExpression' };
}
type JsxName =
  | { type: 'JSXIdentifier'; name: string }
  | { type: 'JSXMemberExpression'; object: JsxName; property: { name: string } }
  | { type: 'JSXNamespacedName' };
type JsxAttribute =
  | { type: 'JSXAttribute'; name: { type: string; name: string }; value: null | E.Literal | JsxNode }
  | { type: 'JSXSpreadAttribute'; argument: E.Expression };

/** JSX inside an expression is data too: elements from the scope's components, attributes evaluated. */
function evaluateJsx(node: JsxNode, scope: EvalScope): unknown {
  if (!scope.createElement) throw new UnsupportedExpression(node as unknown as E.Node, 'JSX inside an expression');
  const children = (node.children ?? []).flatMap((c): unknown[] => {
    if (c.type === 'JSXText') return jsxText(c.value ?? '');
    if (c.type === 'JSXExpressionContainer')
      return c.expression && c.expression.type !== 'JSXEmptyExpression' ? [evaluate(c.expression as E.Expression, scope)] : [];
    return [evaluateJsx(c, scope)];
  });
  if (node.type === 'JSXFragment') return scope.createElement(null, {}, children);
  const opening = node.openingElement!;
  const props: Record<string, unknown> = {};
  for (const attr of opening.attributes) {
    if (attr.type === 'JSXSpreadAttribute') Object.assign(props, evaluate(attr.argument, scope));
    else {
      const v = attr.value;
      props[attr.name.name] =
        v === null
          ? true
          : v.type === 'Literal'
            ? (v as E.Literal).value
            : v.type === 'JSXExpressionContainer' && v.expression && v.expression.type !== 'JSXEmptyExpression'
              ? evaluate(v.expression as E.Expression, scope)
              : evaluateJsx(v as JsxNode, scope);
    }
  }
  return scope.createElement(jsxType(opening.name, scope, node), props, children);
}

/** JSX's whitespace rule: text on one line is kept as written; across lines, lines are trimmed and joined with a space. */
function jsxText(value: string): string[] {
  if (!value.includes('\n')) return value ? [value] : [];
  const lines = value
    .split(/\r?\n/)
    .map((l, i, all) => (i === 0 ? l.trimEnd() : i === all.length - 1 ? l.trimStart() : l.trim()))
    .filter(Boolean);
  return lines.length ? [lines.join(' ')] : [];
}

function jsxType(name: JsxName, scope: EvalScope, node: JsxNode): unknown {
  if (name.type === 'JSXIdentifier') {
    if (/^[a-z]/.test(name.name)) return name.name;
    return evaluate({ type: 'Identifier', name: name.name, loc: (name as { loc?: E.SourceLocation }).loc } as E.Identifier, scope);
  }
  if (name.type === 'JSXMemberExpression') {
    const obj = jsxType(name.object, scope, node) as Record<string, unknown> | undefined;
    return obj && Object.hasOwn(obj, name.property.name) ? obj[name.property.name] : undefined;
  }
  throw new UnsupportedExpression(node as unknown as E.Node, 'namespaced JSX names');
}

function describe(node: E.Node): string {
  switch (node.type as string) {
    case 'CallExpression':
      return 'function calls';
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'functions';
    case 'JSXElement':
    case 'JSXFragment':
      return 'JSX inside an expression';
    default:
      return `\`${node.type}\` expressions`;
  }
}
