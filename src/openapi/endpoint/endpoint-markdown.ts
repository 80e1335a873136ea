/**
 * The Markdown twin of an API page, from its operation (not its HTML): method and path, description,
 * authorization, parameters, request body and responses with their schemas as nested field lists,
 * and a curl example. Spec descriptions are Markdown already and go in as written.
 */
import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toMarkdownText, writtenMarkdown } from '../../content/markdown-text.js';
import type { Endpoint, Media, Parameter, SchemaNode } from '../../model/api-endpoint.js';
import { allowedValues, asArray, atKey, constraints, showValue, typeLabel } from '../../render/api/schema-format.js';
import { codeSamples } from '../../samples/index.js';
import { baseUrl, sampleRequest } from './examples.js';
import type { SpecView } from './schema.js';
import { specExcerpt } from './spec-excerpt.js';

/** Nested schema levels written out (deeper ones are named by their type only). */
const MAX_DEPTH = 5;
/** Fields written per page at most: a twin must stay readable whatever the spec's size. */
const MAX_FIELDS = 400;

/**
 * The operation's part of the twin: with `title`, a whole page (`# title`, the page description
 * and any content written above the reference); without it, the reference section alone (appended
 * to an MDX page that names the operation).
 */
export function endpointMarkdown(
  view: SpecView,
  endpoint: Endpoint,
  /** `ownRequestExample`: the content holds the page's own request example, which stands for the generated one. */
  page: { title?: string; description?: string; content?: string; ownRequestExample?: boolean },
  /** docs.json `markdown.schema` (on unless `false`): the operation's excerpt of its spec, under `## OpenAPI`. */
  schema?: { spec: string },
): string {
  const out: RootContent[] = [];
  if (page.title) out.push(heading(1, page.title));
  if (page.description) out.push(para(text(page.description)));
  const content = page.content ? [verbatim(page.content)] : [];
  out.push(...content);
  const webhook = endpoint.kind === 'webhook';
  out.push(
    para({
      type: 'inlineCode',
      value: webhook ? `${endpoint.method} (webhook ${endpoint.path})` : `${endpoint.method} ${baseUrl(endpoint)}${endpoint.path}`,
    }),
  );
  if (endpoint.deprecated) out.push(para({ type: 'strong', children: [text('Deprecated')] }));
  if (endpoint.description && endpoint.description.trim() !== page.description?.trim()) out.push(verbatim(endpoint.description));

  const auth = authorization(endpoint);
  if (auth.length) out.push(heading(2, 'Authorization'), list(auth));
  const budget = { left: MAX_FIELDS };
  const groups: [string, Parameter[]][] = [
    ['Path parameters', endpoint.parameters.filter((p) => p.in === 'path')],
    ['Query parameters', endpoint.parameters.filter((p) => p.in === 'query')],
    ['Headers', endpoint.parameters.filter((p) => p.in === 'header')],
    ['Cookies', endpoint.parameters.filter((p) => p.in === 'cookie')],
  ];
  for (const [title, params] of groups) {
    if (params.length === 0) continue;
    out.push(heading(2, title), list(params.map((p) => fieldItem(view, p.name, p.node, p.required, p.description, p.deprecated, budget))));
  }
  if (endpoint.body) {
    out.push(heading(2, 'Request body'));
    if (endpoint.body.description) out.push(verbatim(endpoint.body.description));
    for (const media of endpoint.body.contents) out.push(...mediaBlocks(view, media, endpoint.body.required, budget));
  }
  if (endpoint.responses.length) {
    out.push(heading(2, 'Responses'));
    for (const r of endpoint.responses) {
      out.push(heading(3, r.status));
      if (r.description) out.push(verbatim(r.description));
      if (r.headers.length)
        out.push(
          para(text('Headers:')),
          list(r.headers.map((h) => fieldItem(view, h.name, h.node, h.required, h.description, h.deprecated, budget))),
        );
      for (const media of r.contents) out.push(...mediaBlocks(view, media, false, budget));
    }
  }
  const curl = webhook || page.ownRequestExample ? undefined : curlExample(view, endpoint);
  if (curl) out.push(heading(2, 'Example request'), curl);
  const excerpt = schema && specExcerpt(view, endpoint);
  if (excerpt)
    out.push(heading(2, 'OpenAPI'), {
      type: 'code',
      lang: 'json',
      meta: `${schema.spec} ${webhook ? 'webhook' : endpoint.method.toLowerCase()} ${endpoint.path}`,
      value: excerpt.trimEnd(),
    });
  return toMarkdownText({ type: 'root', children: out } as Root);
}

function authorization(endpoint: Endpoint): ListItem[] {
  const names = [...new Set(endpoint.security.flat().map((s) => s.scheme))];
  return names.flatMap((name) => {
    const s = endpoint.schemes[name];
    if (!s) return [];
    const how =
      s.type === 'http'
        ? `HTTP ${s.scheme}`
        : s.type === 'apiKey'
          ? `API key in ${s.in} \`${s.name}\``
          : s.type === 'oauth2'
            ? 'OAuth 2.0'
            : s.type === 'openIdConnect'
              ? 'OpenID Connect'
              : String(s.type);
    const description = 'description' in s && typeof s.description === 'string' ? s.description : '';
    return [item([para({ type: 'inlineCode', value: name }, text(`: ${how}`)), ...(description ? [verbatim(description)] : [])])];
  });
}

/**
 * A media type's schema as a field list. An array, or a schema without properties, is first named by
 * its type and description, as the page's root line names it (an array's items' fields follow).
 */
function mediaBlocks(view: SpecView, media: Media, required: boolean, budget: { left: number }): RootContent[] {
  const node = media.node ?? media.itemNode;
  const head = para({ type: 'inlineCode', value: media.mediaType }, ...(required ? [text(' (required)')] : []));
  if (!node) return [head];
  const array = asArray(view, node);
  const fields = fieldList(view, array ?? node, 0, new Set([atKey(node.at)]), budget);
  if (fields && !array) return [head, fields];
  const own = view.merged(node)['description'] ?? (array && view.merged(array)['description']);
  return [
    para({ type: 'inlineCode', value: media.mediaType }, text(`: ${typeLabel(view, node)}`), ...(required ? [text(' (required)')] : [])),
    ...(typeof own === 'string' && own.trim() ? [verbatim(own)] : []),
    ...(fields ? [fields] : []),
  ];
}

/** An object schema's properties (array items' properties, for an array of objects). */
export function properties(view: SpecView, node: SchemaNode, depth: number, seen: Set<string>, budget: { left: number }): ListItem[] {
  if (depth >= MAX_DEPTH) return [];
  const target = view.items(node) ?? node;
  return view.properties(target).flatMap((p) => {
    if (budget.left <= 0) return [];
    const key = atKey(p.node.at);
    checked(key);
    if (seen.has(key)) return [fieldItem(view, p.name, p.node, p.required, undefined, false, budget)];
    const s = view.merged(p.node);
    const description = typeof s['description'] === 'string' ? s['description'] : undefined;
    const nested = fieldList(view, p.node, depth + 1, new Set([...seen, key]), budget);
    const it = fieldItem(view, p.name, p.node, p.required, description, s['deprecated'] === true, budget);
    if (nested) it.children.push(nested);
    return [it];
  });
}

/** A field list written before, with the answers it depended on (see `fieldList`). */
interface WrittenList {
  markdown: string;
  /** Fields it counts against the budget. */
  fields: number;
  /** Each schema a cycle check looked up in it, and whether it was above the list. */
  checked: [string, boolean][];
}

/** Field lists written so far, per spec view, by depth and schema. */
const writtenLists = new WeakMap<SpecView, Map<string, WrittenList[]>>();
/** Versions of one list kept (lists under different cycles); lists kept per view before starting again. */
const MAX_VERSIONS = 4;
const MAX_LISTS = 20_000;

/** The lists being written, outermost first, each with the schemas above it. */
const writing: { seen: Set<string>; checked: Map<string, boolean> }[] = [];

/** A cycle check of `key` (is it among the schemas above?): every list being written depends on its answer. */
function checked(key: string): void {
  for (const w of writing) if (!w.checked.has(key)) w.checked.set(key, w.seen.has(key));
}

/**
 * A schema's field list (`properties`) as a node, undefined when it has none. Large specs use the same
 * schema in hundreds of operations (GitHub's repository object), so each list is written to Markdown
 * once per thread and goes into later twins as that text: a list's text does not depend on where it
 * sits (the item it is nested in indents it), only on the schema, its depth (where nesting stops) and
 * its cycle checks' answers (which of the schemas it looks up are above it), which are recorded as it
 * is written and must all be the same where it is used again. A list the field budget cut short is
 * not kept (nor one that met a broken `$ref`), and a kept one is used only where the budget would not cut it.
 */
function fieldList(view: SpecView, node: SchemaNode, depth: number, seen: Set<string>, budget: { left: number }): BlockContent | undefined {
  let lists = writtenLists.get(view);
  if (!lists) writtenLists.set(view, (lists = new Map()));
  const key = `${depth} ${atKey(node.at)}`;
  const versions = lists.get(key) ?? [];
  const kept = versions.find((v) => budget.left >= v.fields && v.checked.every(([k, above]) => seen.has(k) === above));
  if (kept) {
    for (const [k] of kept.checked) checked(k);
    budget.left -= kept.fields;
    return kept.markdown ? writtenMarkdown(kept.markdown) : undefined;
  }
  const before = budget.left;
  const givenUp = view.chainsGivenUp;
  const w = { seen, checked: new Map<string, boolean>() };
  writing.push(w);
  let fields: ListItem[];
  try {
    fields = properties(view, node, depth, seen, budget);
  } finally {
    writing.pop();
  }
  const markdown = fields.length ? toMarkdownText({ type: 'root', children: [list(fields)] }).replace(/\n$/, '') : '';
  // With budget left, nothing was cut (each field is counted after a check that some is left); a list
  // that met a broken `$ref` is written again, so that each page using it reports the problem.
  if (budget.left > 0 && view.chainsGivenUp === givenUp && versions.length < MAX_VERSIONS) {
    if (lists.size >= MAX_LISTS) lists.clear();
    lists.set(key, [...versions, { markdown, fields: before - budget.left, checked: [...w.checked] }]);
  }
  return markdown ? writtenMarkdown(markdown) : undefined;
}

/** `name` (type, required, constraints, default, enum): description. */
export function fieldItem(
  view: SpecView,
  name: string,
  node: SchemaNode | undefined,
  required: boolean,
  description: string | undefined,
  deprecated: boolean,
  budget: { left: number },
): ListItem {
  budget.left--;
  const s = node ? view.merged(node) : {};
  const allowed = node ? allowedValues(view, node) : undefined;
  const facts = [
    node ? typeLabel(view, node) : undefined,
    required ? 'required' : undefined,
    deprecated ? 'deprecated' : undefined,
    ...constraints(s).map(([k, v]) => `${k} ${v}`),
    s['default'] !== undefined ? `default: ${showValue(s['default'])}` : undefined,
    allowed ? `one of: ${allowed.map(showValue).join(', ')}` : undefined,
  ].filter(Boolean);
  const head: PhrasingContent[] = [{ type: 'inlineCode', value: name }, ...(facts.length ? [text(` (${facts.join(', ')})`)] : [])];
  const desc = description?.trim();
  // A one-line description joins the field's line; longer ones follow as written.
  if (desc && !desc.includes('\n')) return item([{ type: 'paragraph', children: [...head, text(': '), ...inlineVerbatim(desc)] }]);
  return item([para(...head), ...(desc ? [verbatim(desc)] : [])]);
}

function curlExample(view: SpecView, endpoint: Endpoint): Code | undefined {
  try {
    const sample = codeSamples(sampleRequest(view, endpoint, false), ['curl'])[0];
    return sample ? { type: 'code', lang: 'bash', value: sample.code } : undefined;
  } catch {
    return undefined;
  }
}

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const para = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: Heading['depth'], title: string): Heading => ({ type: 'heading', depth, children: [text(title)] });
export const item = (children: RootContent[]): ListItem => ({ type: 'listItem', spread: false, children: children as BlockContent[] });
export const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** Markdown from the spec, written as it is (an `html` node is written verbatim, indented with its list item). */
export function verbatim(markdown: string): RootContent {
  return { type: 'html', value: markdown.trim() };
}

function inlineVerbatim(markdown: string): PhrasingContent[] {
  return [{ type: 'html', value: markdown }];
}
