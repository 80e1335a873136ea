/**
 * Security rule: a security requirement (the root's, an operation's) names schemes declared in
 * `components.securitySchemes` (2.0: `securityDefinitions`). A name declared nowhere leaves the page and
 * the playground no way to send a credential.
 */
import { isObject } from '../../common/is-object.js';
import { closestMatch } from '../../diagnostics/did-you-mean.js';
import type { CheckContext, Located } from './context.js';

export function checkSecurity(ctx: CheckContext, operations: readonly { at: Located }[]): void {
  const root = ctx.rootAt;
  const v2 = ctx.version === '2.0';
  const declaredAt = v2 ? ctx.child(root, 'securityDefinitions') : ctx.child(ctx.child(root, 'components'), 'securitySchemes');
  const where = v2 ? '`securityDefinitions`' : '`components.securitySchemes`';
  const declared = isObject(declaredAt.value) ? Object.keys(declaredAt.value).filter((k) => !k.startsWith('x-')) : [];
  for (const list of [ctx.child(root, 'security'), ...operations.map((op) => ctx.child(op.at, 'security'))]) {
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((req, i) => {
      if (!isObject(req)) return;
      const at = ctx.child(list, String(i));
      for (const name of Object.keys(req)) {
        if (declared.includes(name)) continue;
        const near = closestMatch(name, declared);
        ctx.report(
          'error',
          'oas-security-scheme-undefined',
          `Security requirement names \`${name}\`, which is not declared in ${where}`,
          ctx.child(at, name),
          {
            atKey: true,
            hint: near
              ? `did you mean \`${near}\`?`
              : `declare \`${name}\` under ${where} (for example \`${name}: { type: http, scheme: bearer }\`)`,
          },
        );
      }
    });
  }
}
