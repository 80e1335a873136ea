/**
 * The playground's view of an endpoint (model/api-page.ts): the request to compose, with schemas
 * trimmed to forms — bounded depth and size, cycles cut, descriptions left out — so page data stays
 * small even for the largest specs.
 */
import type { ApiPageData, ApiServer, FormSchema, PlaygroundDisplay } from '../../model/api-page.js';
import { playgroundDisplay as decideDisplay } from '../../config/playground-display.js';
import { mediaExample, parameterExample, requestExamples } from './examples.js';
import type { Endpoint, SchemaNode } from '../../model/api-endpoint.js';
import { atKey, typesOf } from '../../render/api/schema-format.js';
import type { SpecView } from './schema.js';
import { specPlainText } from './markdown.js';

/** Nesting kept for forms; deeper levels are marked `recursive` (the playground offers raw JSON there). */
const FORM_DEPTH = 4;
/** Schema nodes kept per page, across all parameters and bodies. */
const FORM_NODES = 250;
/** Schema nodes kept per page for the documented responses (used only to flag mismatches). */
const RESPONSE_NODES = 150;

/** The code sample languages when `api.examples.languages` is not set. */
export const DEFAULT_SAMPLE_LANGUAGES = ['curl', 'python', 'javascript'];

export interface ExampleSettings {
  languages?: string[];
  defaults?: 'all' | 'required';
  prefill?: boolean;
  autogenerate?: boolean;
}

/** `api.examples` as the playground reads it: the languages its live samples offer, and prefill. */
export function sampleSettings(examples: ExampleSettings | undefined): Pick<ApiPageData, 'samples' | 'prefill'> {
  return {
    samples: {
      languages: examples?.autogenerate === false ? [] : (examples?.languages ?? DEFAULT_SAMPLE_LANGUAGES),
      defaults: examples?.defaults ?? 'all',
    },
    ...(examples?.prefill ? { prefill: true } : {}),
  };
}

const COPIED = [
  'format',
  'enum',
  'const',
  'default',
  'example',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'readOnly',
  'writeOnly',
] as const;

/**
 * An OpenAPI `discriminator` for the form: mapping values become the target's component name
 * (`#/components/schemas/Cat` → `Cat`), which the form matches against each branch's `title`.
 */
function discriminator(raw: unknown): FormSchema['discriminator'] {
  if (!raw || typeof raw !== 'object') return undefined;
  const { propertyName, mapping } = raw as { propertyName?: unknown; mapping?: unknown };
  if (typeof propertyName !== 'string') return undefined;
  const out: NonNullable<FormSchema['discriminator']> = { propertyName };
  if (mapping && typeof mapping === 'object') {
    const names = Object.entries(mapping).flatMap(([tag, ref]) => (typeof ref === 'string' ? [[tag, componentName(ref)] as const] : []));
    if (names.length) out.mapping = Object.fromEntries(names);
  }
  return out;
}

/** The last segment of a reference (a bare schema name stays as it is), unescaped. */
function componentName(ref: string): string {
  let last = ref.split('/').pop()!;
  try {
    last = decodeURIComponent(last);
  } catch {
    // Not percent-encoded after all: keep it as written.
  }
  return last.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Trim one schema for the playground's forms. */
export function formSchema(view: SpecView, node: SchemaNode, mode: 'request' | 'response', budget = { left: FORM_NODES }): FormSchema {
  const walk = (n: SchemaNode, depth: number, stack: string[]): FormSchema => {
    budget.left--;
    const s = view.merged(n);
    const out: FormSchema = {};
    const { types, nullable } = typesOf(s);
    if (types.length === 1) out.type = types[0]!;
    else if (types.length > 1) out.type = types;
    if (nullable) out.nullable = true;
    // Object and array examples repeat what the body example shows: only scalar ones are kept.
    // Response schemas only check what came back: examples and names add bytes, not checks.
    const checkOnly = mode === 'response';
    for (const k of COPIED)
      if (s[k] !== undefined && (k !== 'example' || (!checkOnly && (typeof s[k] !== 'object' || s[k] === null))))
        (out as Record<string, unknown>)[k] = s[k];
    if (n.name && !checkOnly) out.title = n.name;
    const key = atKey(n.at);
    if (stack.includes(key) || depth >= FORM_DEPTH || budget.left <= 0) {
      if (types.includes('object') || types.includes('array') || view.variants(n)) out.recursive = true;
      return out;
    }
    const inner = [...stack, key];
    const props = view.properties(n).filter((p) => {
      const ps = p.node.s;
      return !(mode === 'request' ? ps['readOnly'] === true : ps['writeOnly'] === true);
    });
    if (props.length) {
      out.properties = {};
      for (const p of props) {
        if (budget.left <= 0) {
          out.recursive = true;
          break;
        }
        out.properties[p.name] = walk(p.node, depth + 1, inner);
      }
      const required = props.filter((p) => p.required).map((p) => p.name);
      if (required.length) out.required = required;
    }
    const add = s['additionalProperties'];
    if (add === false) out.additionalProperties = false;
    else {
      const a = view.additional(n);
      if (a) out.additionalProperties = walk(a, depth + 1, inner);
    }
    const items = view.items(n);
    if (items) out.items = walk(items, depth + 1, inner);
    const variants = view.variants(n);
    if (variants) {
      out[variants.kind] = variants.nodes.map((v) => walk(v, depth + 1, inner));
      const d = discriminator(variants.holder.s['discriminator']);
      if (d) out.discriminator = d;
    }
    return out;
  };
  return walk(node, 0, []);
}

export interface PlaygroundSettings {
  display?: PlaygroundDisplay;
  proxy?: boolean;
}

/**
 * The playground mode of an MDX page that names an operation: its frontmatter (`override`), then the
 * operation's `x-docs`, then the site's. Generated pages have theirs on the route (navigation decides it
 * with the same rule, config/playground-display.ts).
 */
export function playgroundDisplay(endpoint: Endpoint, override: unknown, settings: PlaygroundSettings): PlaygroundDisplay {
  return decideDisplay([override, endpoint.xdocs.metadata['playground'], endpoint.xdocs.display], settings);
}

/** A server as the playground shows it: its descriptions (spec Markdown) as plain text, since an `<option>` holds no markup. */
function plainServer(s: ApiServer): ApiServer {
  const variables = s.variables
    ? Object.fromEntries(
        Object.entries(s.variables).map(([name, v]) => [name, v.description ? { ...v, description: specPlainText(v.description) } : v]),
      )
    : undefined;
  return {
    ...s,
    ...(s.description ? { description: specPlainText(s.description) } : {}),
    ...(variables ? { variables } : {}),
  };
}

export function apiPageData(
  view: SpecView,
  endpoint: Endpoint,
  display: PlaygroundDisplay,
  settings: PlaygroundSettings,
  examples?: ExampleSettings,
): ApiPageData {
  const budget = { left: FORM_NODES };
  const data: ApiPageData = {
    source: endpoint.kind === 'webhook' ? 'webhook' : 'openapi',
    method: endpoint.method,
    path: endpoint.path,
    servers: endpoint.servers.map(plainServer),
    parameters: endpoint.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(p.deprecated ? { deprecated: true } : {}),
      ...(p.node ? { schema: formSchema(view, p.node, 'request', budget) } : {}),
      example: parameterExample(view, p),
      ...(p.style ? { style: p.style } : {}),
      ...(p.explode !== undefined ? { explode: p.explode } : {}),
    })),
    security: endpoint.security,
    securitySchemes: endpoint.schemes,
    playground: { display, proxy: settings.proxy ?? true },
    ...sampleSettings(examples),
  };
  if (endpoint.body) {
    data.body = {
      required: endpoint.body.required,
      contents: endpoint.body.contents.map((m) => {
        const example = mediaExample(view, m, 'request');
        // Only a playground that prefills uses them: the others start from the schema's defaults.
        const named = examples?.prefill ? requestExamples(m) : [];
        return {
          mediaType: m.mediaType,
          ...(m.node ? { schema: formSchema(view, m.node, 'request', budget) } : {}),
          ...(example !== undefined ? { example } : {}),
          ...(named.length ? { examples: named } : {}),
        };
      }),
    };
  }
  // Responses only matter to a playground that sends requests; their schemas share a budget of their own.
  if (display === 'interactive' || display === 'auth') {
    const left = { left: RESPONSE_NODES };
    const responses = endpoint.responses
      .filter((r) => r.contents.length)
      .map((r) => ({
        status: r.status,
        contents: r.contents.map((m) => ({
          mediaType: m.mediaType,
          ...(m.node && left.left > 0 ? { schema: formSchema(view, m.node, 'response', left) } : {}),
          ...(m.itemNode && left.left > 0 ? { itemSchema: formSchema(view, m.itemNode, 'response', left) } : {}),
        })),
      }));
    if (responses.length) data.responses = responses;
  }
  return data;
}
