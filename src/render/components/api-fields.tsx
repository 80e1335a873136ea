/**
 * Components of hand-written API pages: `ParamField`, `ResponseField`, `Expandable`,
 * `RequestExample`, `ResponseExample`. They render server-side like every component; while a page
 * with `api:` frontmatter renders, its ParamFields are also collected (into the render state's `fields`) so the
 * page can hand the playground its parameters.
 */
import { spaced } from './spaced.js';
import { createContext, toChildArray, type ComponentChildren, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import { FieldHead } from './field-head.js';
import { useRenderState, useWords, type CollectedField, type FieldLocation } from './render-state.js';
import { ExampleGroup } from './example-group.js';
import { TryIt } from './try-it.js';

export type { CollectedField, FieldLocation };

const LOCATIONS: readonly FieldLocation[] = ['path', 'query', 'header', 'cookie', 'body'];

/**
 * Where a field renders: the anchor prefix of its parents, and the list nested ParamFields join
 * (undefined at the top level: the page's own list; null inside a ResponseField: not a request field).
 */
interface FieldScope {
  prefix: string;
  into: CollectedField[] | null | undefined;
}

const Scope = createContext<FieldScope>({ prefix: 'param', into: undefined });

/** An anchor id not given out yet on the page (ids may repeat across pages, not within one). */
function uniqueId(used: Set<string>, base: string): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'field';

/** MDX writes flags bare (`required`), as strings (`required="true"`) or as expressions (`required={true}`). */
export function flag(value: unknown): boolean {
  return value === true || value === '' || value === 'true';
}

/** A default as authors mean it: strings as written, other values as JSON. */
function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The head of a ParamField/ResponseField: the shared field line, with the author's default. */
function MdxFieldHead(p: {
  id: string;
  name: string;
  type?: unknown;
  required: boolean;
  deprecated: boolean;
  default?: unknown;
  pre?: unknown;
  post?: unknown;
}) {
  const words = useWords().api;
  return (
    <FieldHead
      mdx
      id={p.id}
      name={p.name}
      {...(typeof p.type === 'string' ? { type: p.type } : {})}
      required={p.required}
      deprecated={p.deprecated}
      pre={p.pre}
      post={p.post}
    >
      {p.default !== undefined ? (
        <span class="sx-param-default">
          {words.fieldDefault}: <code>{showValue(p.default)}</code>
        </span>
      ) : null}
    </FieldHead>
  );
}

export interface ParamFieldProps {
  query?: string;
  path?: string;
  body?: string;
  header?: string;
  cookie?: string;
  /** Older pages name a field without a location. */
  name?: string;
  type?: string;
  required?: unknown;
  optional?: unknown;
  deprecated?: unknown;
  default?: unknown;
  placeholder?: string;
  pre?: unknown;
  post?: unknown;
  children?: ComponentChildren;
}

/** One request parameter: `<ParamField query="limit" type="integer" default={10}>Description</ParamField>`. */
export function ParamField(props: ParamFieldProps) {
  const scope = useContext(Scope);
  const state = useRenderState();
  const location = LOCATIONS.find((l) => typeof props[l] === 'string');
  const name = String((location ? props[location] : props.name) ?? '');
  const required = flag(props.required) && !flag(props.optional);
  const deprecated = flag(props.deprecated);
  const id = uniqueId(state.fieldIds, `${scope.prefix}-${slug(name)}`);
  // Links written for the reference's ids split camelCase (`#param-on-error` for `onError`): a second, hidden anchor.
  const kebab = `${scope.prefix}-${slug(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2'))}`;
  const alias = kebab !== id && !state.fieldIds.has(kebab) ? uniqueId(state.fieldIds, kebab) : undefined;
  const field: CollectedField = {
    location: location ?? 'body',
    name,
    ...(typeof props.type === 'string' ? { type: props.type } : {}),
    required,
    deprecated,
    ...(props.default !== undefined ? { default: props.default } : {}),
    ...(typeof props.placeholder === 'string' ? { placeholder: props.placeholder } : {}),
    children: [],
  };
  // Top-level fields need a location to be sent; nested ones are properties of their parent.
  const into = scope.into === undefined ? (location && name ? state.fields : undefined) : scope.into;
  into?.push(field);
  // Outside a page's collection, nested fields need not be kept.
  const nested: FieldScope = { prefix: id, into: into ? field.children : null };
  return (
    <div class="sx-param sx-field" id={id} data-location={location}>
      {alias ? <span id={alias} class="sx-anchor-alias" aria-hidden="true" /> : null}
      <MdxFieldHead
        id={id}
        name={name}
        type={props.type}
        required={required}
        deprecated={deprecated}
        default={props.default}
        pre={props.pre}
        post={props.post}
      />
      {props.children ? (
        <div class="sx-param-body sx-field-desc">
          <Scope.Provider value={nested}>{props.children}</Scope.Provider>
        </div>
      ) : null}
    </div>
  );
}

export interface ResponseFieldProps {
  name?: string;
  type?: string;
  required?: unknown;
  deprecated?: unknown;
  default?: unknown;
  pre?: unknown;
  post?: unknown;
  children?: ComponentChildren;
}

/** One field of a response (or any documented property): `<ResponseField name="id" type="string">`. */
export function ResponseField(props: ResponseFieldProps) {
  const scope = useContext(Scope);
  const { fieldIds } = useRenderState();
  const name = String(props.name ?? '');
  const id = uniqueId(fieldIds, `${scope.into === undefined ? 'response' : scope.prefix}-${slug(name)}`);
  return (
    <div class="sx-param sx-field sx-response-field" id={id}>
      <MdxFieldHead
        id={id}
        name={name}
        type={props.type}
        required={flag(props.required)}
        deprecated={flag(props.deprecated)}
        default={props.default}
        pre={props.pre}
        post={props.post}
      />
      {props.children ? (
        <div class="sx-param-body sx-field-desc">
          <Scope.Provider value={{ prefix: id, into: null }}>{props.children}</Scope.Provider>
        </div>
      ) : null}
    </div>
  );
}

/** Nested fields behind a disclosure that works without JavaScript. */
export function Expandable({ title, defaultOpen, children }: { title?: string; defaultOpen?: unknown; children?: ComponentChildren }) {
  const words = useWords().content;
  return (
    <details class="sx-expandable sx-nested" open={flag(defaultOpen)}>
      <summary>{title ? title : words.properties}</summary>
      <div class="sx-expandable-body">{children}</div>
    </details>
  );
}

function Example({
  kind,
  title,
  dropdown,
  children,
}: {
  kind: 'request' | 'response';
  title: string;
  dropdown: unknown;
  children?: ComponentChildren;
}) {
  const state = useRenderState();
  const words = useWords().api;
  // The code blocks (CodeBlock figures, titled by their fence's title, else by their language).
  const blocks = toChildArray(children).filter(
    (c): c is VNode<{ title?: string; lang?: string }> => typeof c === 'object' && c !== null && 'props' in c,
  );
  const items = blocks.map((b) => ({ label: b.props.title ?? b.props.lang ?? '', node: b }));
  return (
    <section class={`sx-api-example sx-${kind}-example`} aria-label={kind === 'request' ? words.requestExample : words.responseExample}>
      <ExampleGroup
        id={`sx-code-${++state.tabs}`}
        title={title}
        kind={kind === 'request' ? 'language' : 'status'}
        items={items}
        dropdown={flag(dropdown)}
        {...(kind === 'request' ? { remember: 'lang' } : {})}
      />
    </section>
  );
}

/** Request code blocks, shown one at a time in the page's example column (`dropdown`: chosen with a select even when tabs fit). */
export function RequestExample({ dropdown, children }: { dropdown?: unknown; children?: ComponentChildren }) {
  const title = useWords().api.request;
  return (
    <Example kind="request" title={title} dropdown={dropdown}>
      {children}
    </Example>
  );
}

/** Response code blocks, shown one at a time below the request examples. */
export function ResponseExample({ dropdown, children }: { dropdown?: unknown; children?: ComponentChildren }) {
  const title = useWords().api.response;
  return (
    <Example kind="response" title={title} dropdown={dropdown}>
      {children}
    </Example>
  );
}

/** The endpoint line at the top of a hand-written API page: method and path (with its server when asked). */
export function ApiEndpoint({ method, path, server, tryIt }: { method: string; path: string; server?: string; tryIt?: boolean }) {
  return (
    <div class="sx-endpoint sx-api-endpoint">
      {spaced([
        <span class={`sx-method sx-method-${method.toLowerCase()} method-pill`}>{method}</span>,
        <code class="sx-api-url">
          {server ? <span class="sx-api-server">{server}</span> : null}
          {path}
        </code>,
        tryIt ? <TryIt /> : null,
      ])}
    </div>
  );
}
