/**
 * Server rules: every `{variable}` of a server's address (2.x `url`; 3.0 `host` and `pathname`) is declared
 * in its `variables`, and a variable's `default` is one of its `enum` values. The pages and the live
 * console build the address to connect to from these.
 */
import { isObject } from '../../common/is-object.js';
import type { CheckContext } from '../../openapi/check/context.js';
import { entries, isV3, names } from './document.js';

export function checkServers(ctx: CheckContext): void {
  for (const [name, server] of entries(ctx, ctx.child(ctx.rootAt, 'servers'))) {
    if (!isObject(server.value)) continue;
    const variables = ctx.deref(ctx.child(server, 'variables'));
    const declared = names(variables);
    for (const field of isV3(ctx) ? ['host', 'pathname'] : ['url']) {
      const address = server.value[field];
      if (typeof address !== 'string') continue;
      for (const used of new Set([...address.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!))) {
        if (declared.includes(used)) continue;
        ctx.report(
          'error',
          'asyncapi-server-variable-undefined',
          `Server \`${name}\` uses \`{${used}}\` in its \`${field}\`, which is not in its \`variables\``,
          ctx.child(server, field),
          { hint: `add variables: { ${used}: { default: "…" } }` },
        );
      }
    }
    for (const [variable, at] of variables ? entries(ctx, variables) : []) {
      const v = at.value;
      if (!isObject(v) || !Array.isArray(v['enum']) || v['default'] === undefined || v['enum'].includes(v['default'])) continue;
      ctx.report(
        'error',
        'asyncapi-server-variable-default',
        `The default of server variable \`${variable}\` (${JSON.stringify(v['default'])}) is not one of its \`enum\` values`,
        ctx.child(at, 'default'),
      );
    }
  }
}
