/**
 * Server rules: every `servers` URL (root, path item, operation) must be a valid absolute or relative URL
 * once its `{variables}` are replaced by their defaults, and use only declared variables. Without any
 * server (2.0: `host`) samples fall back to `api.mdx.server` or a placeholder host (openapi/endpoint/examples.ts
 * FALLBACK_BASE) and the playground asks for a base URL: a warning.
 */
import { isObject } from '../../common/is-object.js';
import type { CheckContext, Located } from './context.js';

export function checkServers(ctx: CheckContext, operations: readonly { at: Located; item: Located }[]): void {
  const root = ctx.rootAt;
  const doc = root.value as Record<string, unknown>;
  if (ctx.version === '2.0') {
    if (typeof doc['host'] !== 'string' || !doc['host']) {
      ctx.report(
        'warning',
        'oas-servers-missing',
        'No `host`: code samples use docs.json `api.mdx.server`, else the placeholder host https://api.example.com, and the API playground asks the reader for a base URL',
        root,
        { hint: 'add `host` (and `schemes`, `basePath`)' },
      );
    }
    return;
  }
  const hasServers = (at: Located) => Array.isArray(at.value) && at.value.length > 0;
  const rootServers = ctx.child(root, 'servers');
  checkList(ctx, rootServers);
  const seen = new Set<unknown>();
  let uncovered = 0;
  for (const op of operations) {
    const itemServers = ctx.child(op.item, 'servers');
    const opServers = ctx.child(op.at, 'servers');
    if (!seen.has(op.item.value)) {
      seen.add(op.item.value);
      checkList(ctx, itemServers);
    }
    checkList(ctx, opServers);
    if (!hasServers(opServers) && !hasServers(itemServers)) uncovered++;
  }
  if (!hasServers(rootServers) && (uncovered > 0 || operations.length === 0)) {
    ctx.report(
      'warning',
      'oas-servers-missing',
      'No `servers`: code samples use docs.json `api.mdx.server`, else the placeholder host https://api.example.com, and the API playground asks the reader for a base URL',
      root,
      {
        hint: 'add `servers: [{ url: "https://api.example.com" }]`',
      },
    );
  }
}

function checkList(ctx: CheckContext, list: Located): void {
  if (!Array.isArray(list.value)) return;
  list.value.forEach((server, i) => {
    if (!isObject(server) || typeof server['url'] !== 'string') return;
    const at = ctx.child(list, String(i));
    checkServer(ctx, at, server['url'], isObject(server['variables']) ? server['variables'] : {});
  });
}

function checkServer(ctx: CheckContext, at: Located, url: string, variables: Record<string, unknown>): void {
  const urlAt = ctx.child(at, 'url');
  let undefinedVar = false;
  const filled = url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const v = variables[name];
    if (!isObject(v)) {
      undefinedVar = true;
      ctx.report(
        'error',
        'oas-server-variable-undefined',
        `Server URL "${url}" uses \`{${name}}\`, which is not in its \`variables\``,
        urlAt,
        {
          hint: `add variables: { ${JSON.stringify(name)}: { default: "…" } }`,
        },
      );
      return 'x';
    }
    return typeof v['default'] === 'string' ? v['default'] : 'x';
  });
  for (const [name, v] of Object.entries(variables)) {
    if (!isObject(v) || !Array.isArray(v['enum']) || typeof v['default'] !== 'string') continue;
    if (!v['enum'].includes(v['default'])) {
      ctx.report(
        'error',
        'oas-server-variable-default',
        `Server variable \`${name}\`: its default "${v['default']}" is not one of its \`enum\` values`,
        ctx.child(ctx.child(ctx.child(at, 'variables'), name), 'default'),
      );
    }
  }
  if (undefinedVar) return;
  const problem = urlProblem(filled);
  if (problem) ctx.report('error', 'oas-server-url-invalid', `Server URL "${url}" is not a valid URL: ${problem}`, urlAt);
}

/** Why a server URL (variables filled in) is invalid, or undefined. Relative URLs are allowed (they resolve against the document's location). */
export function urlProblem(url: string): string | undefined {
  if (/\s/.test(url)) return 'it contains whitespace';
  if (/[{}]/.test(url)) return 'it has an unbalanced `{` or `}`';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) {
    if (!/^(https?|wss?):$/i.test(scheme[0])) {
      // `localhost:8080/api` reads as scheme `localhost`; anything else is an unusual but valid absolute URL.
      if (/^[^/]*:\d/.test(url)) return `it has no scheme (write \`https://${url}\`)`;
      return URL.canParse(url) ? undefined : 'it cannot be parsed';
    }
    if (!/^[a-z]+:\/\/[^/?#]/i.test(url)) return 'an http(s) URL needs `//` and a host after the scheme';
    return URL.canParse(url) ? undefined : 'it cannot be parsed';
  }
  if (/^(https?|wss?)\/\//i.test(url)) return 'the scheme needs `://`';
  return URL.canParse(url, 'https://example.com/') ? undefined : 'it cannot be parsed as a relative URL';
}
