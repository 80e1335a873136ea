/**
 * Operation rules: unique `operationId`s, path template parameters declared (and declared ones used,
 * and required), `responses` present, and a `summary` (a warning: pages and the sidebar need a title).
 */
import { isObject } from '../../common/is-object.js';
import { pathItemOperations } from '../../specs/index-operations.js';
import { readXDocs } from '../../specs/x-docs.js';
import { isJsonSchema2020 } from './meta-schemas.js';
import { type CheckContext, pathOf, type Located } from './context.js';

interface Operation {
  method: string;
  /** The path template, or the webhook's name. */
  name: string;
  at: Located;
  /** The path item, for its shared parameters. */
  item: Located;
  kind: 'path' | 'webhook' | 'callback';
}

/** Every operation of the description: paths, webhooks (`webhooks`, `x-webhooks`) and inline callbacks. */
export function listOperations(ctx: CheckContext): Operation[] {
  const out: Operation[] = [];
  const root = ctx.rootAt;
  const collect = (map: Located, kind: Operation['kind']) => {
    if (!isObject(map.value)) return;
    for (const name of Object.keys(map.value)) {
      if (name.startsWith('x-')) continue;
      const item = ctx.deref(ctx.child(map, name));
      if (!item || !isObject(item.value)) continue;
      for (const { method, key } of pathItemOperations(item.value)) {
        const op = key.reduce((at, k) => ctx.child(at, k), item);
        out.push({ method, name, at: op, item, kind });
      }
    }
  };
  collect(ctx.child(root, 'paths'), 'path');
  collect(ctx.child(root, 'webhooks'), 'webhook');
  collect(ctx.child(root, 'x-webhooks'), 'webhook');
  for (const op of [...out]) {
    const callbacks = ctx.child(op.at, 'callbacks');
    if (!isObject(callbacks.value)) continue;
    for (const cb of Object.keys(callbacks.value)) {
      const target = ctx.deref(ctx.child(callbacks, cb));
      if (target) collect(target, 'callback');
    }
  }
  return out;
}

export function checkOperations(ctx: CheckContext, operations: readonly Operation[]): void {
  const ids = new Map<string, Operation>();
  const reportedParams = new Set<string>();
  const once = (at: Located) => {
    const key = `${at.file.abs}#${pathOf(at).join('/')}`;
    if (reportedParams.has(key)) return false;
    reportedParams.add(key);
    return true;
  };
  for (const op of operations) {
    const o = op.at.value as Record<string, unknown>;
    const label = op.kind === 'webhook' ? `webhook \`${op.name}\` (${op.method})` : `\`${op.method} ${op.name}\``;
    const id = o['operationId'];
    if (typeof id === 'string') {
      const first = ids.get(id);
      if (first) {
        const firstLabel = first.kind === 'webhook' ? `webhook \`${first.name}\` (${first.method})` : `\`${first.method} ${first.name}\``;
        ctx.report(
          'error',
          'oas-operation-id-duplicate',
          `operationId "${id}" is already used by ${firstLabel}; operationIds must be unique`,
          ctx.child(op.at, 'operationId'),
        );
      } else ids.set(id, op);
    }
    if (op.kind === 'callback') continue;
    const responses = o['responses'];
    if (responses === undefined || (isObject(responses) && Object.keys(responses).filter((k) => !k.startsWith('x-')).length === 0)) {
      // 3.1 made `responses` optional (an empty one is still invalid): then its absence is a gap in the docs.
      const optional = responses === undefined && isJsonSchema2020(ctx.version);
      ctx.report(
        optional ? 'warning' : 'error',
        'oas-operation-responses',
        `${label} has no responses; describe at least one`,
        responses === undefined ? op.at : ctx.child(op.at, 'responses'),
      );
    }
    if (typeof o['summary'] !== 'string' || !o['summary'].trim()) {
      ctx.report(
        'warning',
        'oas-operation-summary',
        `${label} has no \`summary\`; its page and sidebar entry are titled ${titleWithoutSummary(op, o)}`,
        op.at,
      );
    }
    if (op.kind === 'path') checkPathParameters(ctx, op, once);
  }
}

/** What the build titles an operation without a summary (navigation's fallback), said for the check's message. */
function titleWithoutSummary(op: Operation, o: Record<string, unknown>): string {
  const ext = readXDocs(o);
  const own = ext?.metadata['title'];
  if (typeof own === 'string') return `\`${own}\` (its \`${ext!.key}\` title)`;
  if (op.kind === 'webhook') return `\`${op.name}\` (the webhook’s name)`;
  return `\`${op.method} ${op.name}\` (its method and path; the operationId is not used)`;
}

/** Parameters of an operation merged with its path item's (the operation's win), with where each is written. */
function parameters(ctx: CheckContext, op: Operation): { at: Located; name: string; in: string; value: Record<string, unknown> }[] {
  const merged = new Map<string, { at: Located; name: string; in: string; value: Record<string, unknown> }>();
  for (const owner of [op.item, op.at]) {
    const list = ctx.child(owner, 'parameters');
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((_, i) => {
      const p = ctx.deref(ctx.child(list, String(i)));
      if (!p || !isObject(p.value) || typeof p.value['name'] !== 'string' || typeof p.value['in'] !== 'string') return;
      merged.set(`${p.value['in']}\u0000${p.value['name']}`, { at: p, name: p.value['name'], in: p.value['in'], value: p.value });
    });
  }
  return [...merged.values()];
}

function checkPathParameters(ctx: CheckContext, op: Operation, once: (at: Located) => boolean): void {
  const template = new Set<string>();
  for (const m of op.name.matchAll(/\{([^{}]+)\}/g)) template.add(m[1]!);
  const declared = parameters(ctx, op).filter((p) => p.in === 'path');
  const names = new Set(declared.map((p) => p.name));
  for (const name of template) {
    if (!names.has(name)) {
      ctx.report(
        'error',
        'oas-path-param-undeclared',
        `Path parameter \`${name}\` of \`${op.name}\` is not declared in the parameters of \`${op.method} ${op.name}\` or of its path item`,
        op.at,
        {
          hint: `add { "name": "${name}", "in": "path", "required": true, "schema": { "type": "string" } }`,
        },
      );
    }
  }
  for (const p of declared) {
    if (!template.has(p.name)) {
      if (once(p.at))
        ctx.report(
          'error',
          'oas-path-param-unused',
          `Parameter \`${p.name}\` is declared \`in: path\` but \`${op.name}\` has no \`{${p.name}}\``,
          ctx.child(p.at, 'name'),
        );
    } else if (p.value['required'] !== true) {
      if (once(ctx.child(p.at, 'required'))) {
        ctx.report(
          'error',
          'oas-path-param-required',
          `Path parameter \`${p.name}\` must have \`required: true\``,
          p.value['required'] === undefined ? p.at : ctx.child(p.at, 'required'),
        );
      }
    }
  }
}
