/**
 * Security rule (2.x): a security requirement names schemes of `components.securitySchemes`. In 3.0
 * requirements are the schemes themselves or `$ref`s to them, which the reference rules check.
 */
import { isObject } from '../../common/is-object.js';
import { didYouMean } from '../../diagnostics/did-you-mean.js';
import type { CheckContext, Located } from '../../openapi/check/context.js';
import { entries, isV3, names, type Operation } from './document.js';

export function checkSecurity(ctx: CheckContext, operations: readonly Operation[]): void {
  if (isV3(ctx)) return;
  const schemes = ctx.deref(ctx.child(ctx.child(ctx.rootAt, 'components'), 'securitySchemes'));
  const known = names(schemes);
  const requirements: Located[] = [];
  for (const [, server] of entries(ctx, ctx.child(ctx.rootAt, 'servers'))) requirements.push(ctx.child(server, 'security'));
  for (const op of operations) requirements.push(ctx.child(op.at, 'security'));
  for (const list of requirements) {
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((req, i) => {
      if (!isObject(req)) return;
      const at = ctx.child(list, String(i));
      for (const name of Object.keys(req)) {
        if (known.includes(name)) continue;
        const hint = didYouMean(name, known);
        ctx.report(
          'error',
          'asyncapi-security-scheme-undefined',
          `Security requirement names \`${name}\`, which is not in \`components.securitySchemes\``,
          ctx.child(at, name),
          { atKey: true, ...(hint ? { hint } : {}) },
        );
      }
    });
  }
}
