/**
 * The origins an OpenAPI description declares, for the playground proxy's allow-list: its servers
 * (document, path item and operation level) and its OAuth2 / OpenID Connect URLs, whose token
 * requests the playground runs through the proxy.
 */
import { formatOriginPattern, parseOriginPattern } from '../common/origin-pattern.js';
import { isObject } from '../common/is-object.js';
import { HTTP_METHODS } from '../specs/index-operations.js';
import type { OpenApiDocument } from '../specs/openapi/openapi-document.js';
import { isUrlSource } from '../specs/openapi/spec-file.js';

/** A server variable as far as the allow-list cares. */
export interface ServerVariable {
  default?: unknown;
  enum?: unknown;
}

const VARIABLE = /\{([^{}]+)\}/g;
const HAS_VARIABLE = /\{[^{}]+\}/;
/** Enumerated variables multiply: past this many combinations, the rest fall back to defaults. */
const MAX_COMBINATIONS = 64;
const OAUTH_URLS = ['authorizationUrl', 'tokenUrl', 'refreshUrl', 'deviceAuthorizationUrl'];

/** Every origin pattern the document declares, canonical and unique. */
export function specOrigins(doc: OpenApiDocument): string[] {
  const base = isUrlSource(doc.source) ? doc.source : undefined;
  const out = new Set<string>();
  const deref = (v: unknown): Record<string, unknown> | undefined => {
    const found = isObject(v) ? (doc.deref(v)?.value ?? v) : undefined;
    return isObject(found) ? found : undefined;
  };
  const addServers = (servers: unknown) => {
    if (!Array.isArray(servers)) return;
    for (const s of servers) {
      if (isObject(s) && typeof s['url'] === 'string')
        for (const o of serverOrigins(s['url'], isObject(s['variables']) ? (s['variables'] as Record<string, ServerVariable>) : {}, base))
          out.add(o);
    }
  };
  const root = doc.root;
  addServers(root['servers']);
  if (isObject(root['paths'])) {
    for (const raw of Object.values(root['paths'])) {
      const item = deref(raw);
      if (!item) continue;
      addServers(item['servers']);
      const extra = isObject(item['additionalOperations']) ? Object.values(item['additionalOperations']) : [];
      for (const op of [...[...HTTP_METHODS, 'query'].map((m) => item[m]), ...extra]) addServers(deref(op)?.['servers']);
    }
  }
  const schemes = isObject(root['components']) ? root['components']['securitySchemes'] : undefined;
  if (isObject(schemes)) {
    for (const raw of Object.values(schemes)) {
      const scheme = deref(raw);
      if (!scheme) continue;
      const urls: unknown[] = [scheme['openIdConnectUrl']];
      if (isObject(scheme['flows']))
        for (const flow of Object.values(scheme['flows'])) if (isObject(flow)) urls.push(...OAUTH_URLS.map((k) => flow[k]));
      for (const url of urls) if (typeof url === 'string') for (const o of serverOrigins(url, {}, base)) out.add(o);
    }
  }
  return [...out];
}

/**
 * The origin patterns of a server URL template: each combination of its variables' `enum` values;
 * a variable without one (free: the reader may type anything) becomes a `*` host label or port,
 * unless that would leave the registrable part of the host open (`{host}`, `api.{domain}`), where
 * its default stands instead. Relative URLs resolve against `base` (a spec read from a URL), or
 * declare nothing (they point at the docs site itself).
 */
export function serverOrigins(template: string, variables: Record<string, ServerVariable>, base?: string): string[] {
  const names = [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]!))];
  const defaults = (name: string) => {
    const d = variables[name]?.default;
    return d === undefined || d === null ? undefined : String(d);
  };
  let combos: Record<string, string>[] = [{}];
  const free = new Set<string>();
  for (const name of names) {
    const values = variables[name]?.enum;
    if (Array.isArray(values) && values.length > 0 && combos.length * values.length <= MAX_COMBINATIONS)
      combos = combos.flatMap((c) => values.map((v) => ({ ...c, [name]: String(v) })));
    else if (Array.isArray(values) && values.length > 0 && defaults(name) !== undefined)
      combos = combos.map((c) => ({ ...c, [name]: defaults(name)! }));
    else free.add(name);
  }
  const out = new Set<string>();
  for (const combo of combos) {
    const text = template.replace(VARIABLE, (m, name: string) => combo[name] ?? m);
    const origin = templateOrigin(text, defaults, base);
    if (origin) out.add(origin);
  }
  return [...out];
}

/** The origin pattern of a URL whose remaining `{variables}` are free. */
function templateOrigin(text: string, defaults: (name: string) => string | undefined, base: string | undefined): string | undefined {
  const fill = (s: string) => {
    let missing = false;
    const filled = s.replace(VARIABLE, (_, name: string) => defaults(name) ?? ((missing = true), ''));
    return missing ? undefined : filled;
  };
  const m = /^([a-z][a-z0-9+.-]*|\{[^{}]+\}):\/\/([^/?#]*)/i.exec(text);
  if (!m) {
    // Relative (or scheme-less): only a spec read from a URL gives it an origin other than the site's own.
    const filled = fill(text);
    if (!base || filled === undefined) return undefined;
    try {
      return originOf(new URL(filled, base).origin);
    } catch {
      return undefined;
    }
  }
  const scheme = fill(m[1]!);
  const authority = m[2]!.slice(m[2]!.lastIndexOf('@') + 1);
  const hostEnd = authority.startsWith('[')
    ? authority.indexOf(']') + 1
    : authority.lastIndexOf(':') >= 0
      ? authority.lastIndexOf(':')
      : authority.length;
  const host = authority.slice(0, hostEnd);
  const portText = authority.slice(hostEnd + 1);
  if (scheme === undefined) return undefined;
  const port = HAS_VARIABLE.test(portText) ? '*' : portText;
  const labels = host.split('.');
  const wild = labels.map((l) => HAS_VARIABLE.test(l));
  // A wildcard only left of two fixed labels: `{tenant}.example.com`, never `{host}` or `api.{domain}`.
  const open = wild.some(Boolean) && (labels.length < 3 || wild[labels.length - 1] || wild[labels.length - 2]);
  const hostPattern = open ? fill(host) : labels.map((l, i) => (wild[i] ? '*' : l)).join('.');
  if (hostPattern === undefined) return undefined;
  return originOf(`${scheme}://${hostPattern}${port ? `:${port}` : ''}`);
}

function originOf(text: string): string | undefined {
  const p = parseOriginPattern(text);
  return p ? formatOriginPattern(p) : undefined;
}
