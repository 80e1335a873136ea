/**
 * Schemas as a tree of fields: each level a list, nested levels in `<details>` so the tree works
 * without JavaScript. Deep levels, recursion and named schemas below the top go to shared fragments
 * (fragments.ts) that the API runtime loads when opened; without fragments (the dev server renders
 * one page at a time) everything inlines to a bounded depth and a cycle is named, not followed.
 */
import { spaced } from '../components/spaced.js';
import type { VNode } from 'preact';
import type { Obj, SchemaNode, SchemaReader } from '../../model/api-endpoint.js';
import { FieldHead } from '../components/field-head.js';
import { fill, useWords } from '../components/render-state.js';
import type { FragmentStore, Mode } from './fragments.js';
import { allowedValues, asArray, atKey, constraints, showValue, typeLabel, typesOf } from './schema-format.js';

/**
 * Spec Markdown (descriptions) as safe HTML, from the producer. With `inline`: phrasing content only,
 * for a `<summary>` or a line of text, its visible text cut at `inline.maxChars`.
 */
export type SpecHtml = (text: string, inline?: { maxChars?: number }) => string;

export interface TreeContext {
  view: SchemaReader;
  /** Spec Markdown (descriptions) as safe HTML, from the producer. */
  markdown: SpecHtml;
  mode: Mode;
  /** `api.params.expanded: all`: nested levels start open. */
  expanded: boolean;
  /** Shared fragments for deep levels (builds); undefined inlines everything to MAX_INLINE. */
  /** `lang`: the page's language when its words are not English (its fragments are its language's). */
  fragments?: { store: FragmentStore; spec: string; linked?: Set<string>; lang?: string };
  /** Rendering a fragment: its lazy levels never start open (that would load levels without end). */
  inFragment?: boolean;
  /** Nested levels left to inline without fragments, so one page stays bounded whatever the spec. */
  budget?: { left: number };
}

/** Levels rendered in the page before a fragment takes over (builds). */
const PAGE_DEPTH = 2;
/** Levels inlined without fragments (dev). */
const MAX_INLINE = 4;
const MAX_ENUM = 30;

/** Whether a field is shown in this mode (`readOnly` fields are not sent, `writeOnly` ones not received). */
function visible(ctx: TreeContext, s: Obj): boolean {
  if (ctx.mode === 'model') return true;
  return !(ctx.mode === 'request' ? s['readOnly'] === true : s['writeOnly'] === true);
}

/** The schema whose fields a node shows: itself, or for arrays (of arrays …) its items. */
function fieldsTarget(view: SchemaReader, node: SchemaNode): SchemaNode {
  let n = node;
  for (let i = 0; i < 4; i++) {
    const branch = view.nullableBranch(n);
    if (branch) {
      n = branch;
      continue;
    }
    const { types } = typesOf(view.merged(n));
    if (!(types.length === 1 && types[0] === 'array')) break;
    const items = view.items(n);
    if (!items) break;
    n = items;
  }
  return n;
}

export function hasFields(view: SchemaReader, node: SchemaNode): boolean {
  const t = fieldsTarget(view, node);
  return view.properties(t).length > 0 || view.variants(t) !== undefined || view.additional(t) !== undefined || t.s['not'] !== undefined;
}

/** The fields of a schema (its nested levels per the rules above). */
export function SchemaFields({ ctx, node, depth, stack }: { ctx: TreeContext; node: SchemaNode; depth: number; stack: string[] }): VNode {
  const { view } = ctx;
  const target = fieldsTarget(view, node);
  const inner = [...stack, atKey(target.at)];
  const props = view.properties(target).filter((p) => visible(ctx, p.node.s));
  const additional = view.additional(target);
  const variants = view.variants(target);
  const not =
    target.s['not'] !== undefined ? view.node(target.s['not'], { file: target.at.file, pointer: `${target.at.pointer}/not` }) : undefined;
  const s = view.merged(target);
  return (
    <>
      {props.length || additional ? (
        <ul class="sx-fields">
          {props.map((p) => (
            <Field ctx={ctx} name={p.name} node={p.node} required={p.required} depth={depth} stack={inner} />
          ))}
          {additional ? <Field ctx={ctx} name="{key}" node={additional} required={false} depth={depth} stack={inner} /> : null}
        </ul>
      ) : null}
      {variants ? (
        <Variants ctx={ctx} kind={variants.kind} nodes={variants.nodes} holder={variants.holder} depth={depth} stack={inner} />
      ) : null}
      {not ? (
        <p class="sx-schema-note">
          Must not match: <code>{typeLabel(view, not)}</code>
        </p>
      ) : null}
      {!props.length && !additional && !variants && !not && depth === 0 ? <TypeLine ctx={ctx} node={target} s={s} /> : null}
    </>
  );
}

/**
 * A schema at the top of a body, a response or a payload. An array is named first, as one value: its
 * type (`string[]`, `object[]`), description and facts, with its items' fields nested under it (open, as
 * they are the whole body). Anything else is its fields.
 */
export function SchemaRoot({ ctx, node }: { ctx: TreeContext; node: SchemaNode }): VNode {
  const { view } = ctx;
  const words = useWords().api;
  const array = asArray(view, node);
  if (!array) return <SchemaFields ctx={ctx} node={node} depth={0} stack={[]} />;
  // `[X[], null]`: the facts are the array's; a description beside the choice comes first.
  const own = view.merged(node)['description'];
  const s = { ...view.merged(array), ...(typeof own === 'string' ? { description: own } : {}) };
  return (
    <div class="sx-field sx-field-root">
      <p class="sx-field-head">
        <span class="sx-type">{typeLabel(view, node)}</span>
      </p>
      <Description ctx={ctx} text={s['description']} />
      <Facts s={s} allowed={allowedValues(view, node)} />
      {hasFields(view, array) ? (
        <details class="sx-nested" open>
          <summary>{words.showItemAttributes}</summary>
          <SchemaFields ctx={ctx} node={array} depth={0} stack={[]} />
        </details>
      ) : null}
    </div>
  );
}

/** A schema without fields (a string body, an array of numbers): its type and facts. */
function TypeLine({ ctx, node, s }: { ctx: TreeContext; node: SchemaNode; s: Obj }) {
  return (
    <div class="sx-field sx-field-root">
      <p class="sx-field-head">
        <span class="sx-type">{typeLabel(ctx.view, node)}</span>
      </p>
      <Description ctx={ctx} text={s['description']} />
      <Facts s={s} allowed={allowedValues(ctx.view, node)} />
    </div>
  );
}

function Description({ ctx, text }: { ctx: TreeContext; text: unknown }) {
  if (typeof text !== 'string' || !text.trim()) return null;
  return <div class="sx-field-desc" dangerouslySetInnerHTML={{ __html: ctx.markdown(text) }} />;
}

/** Default, allowed values (`allowed`, else the schema's `enum`), constraints and example of a schema, on one line. */
export function Facts({ s, allowed }: { s: Obj; allowed?: unknown[] | undefined }) {
  const words = useWords().api;
  const facts: VNode[] = [];
  if (s['default'] !== undefined)
    facts.push(
      <span>
        {words.default}: <code>{showValue(s['default'])}</code>
      </span>,
    );
  if (s['const'] !== undefined)
    facts.push(
      <span>
        {words.value}: <code>{showValue(s['const'])}</code>
      </span>,
    );
  const all = allowed ?? (Array.isArray(s['enum']) ? s['enum'] : []);
  if (all.length) {
    const values = all.slice(0, MAX_ENUM);
    facts.push(
      <span>
        {words.allowed}:{' '}
        {values.map((v, i) => (
          <>
            {i ? ' ' : ''}
            <code>{showValue(v)}</code>
          </>
        ))}
        {all.length > MAX_ENUM ? ` … ${fill(words.moreValues, 'n', all.length - MAX_ENUM)}` : ''}
      </span>,
    );
  }
  for (const [k, v] of constraints(s))
    facts.push(
      <span>
        {k} <code>{v}</code>
      </span>,
    );
  const example =
    s['example'] !== undefined ? s['example'] : Array.isArray(s['examples']) && s['examples'].length ? s['examples'][0] : undefined;
  if (example !== undefined)
    facts.push(
      <span>
        {words.example}: <code>{showValue(example)}</code>
      </span>,
    );
  return facts.length ? <p class="sx-facts">{spaced(facts)}</p> : null;
}

export function Field({
  ctx,
  name,
  node,
  required,
  depth,
  stack,
  id,
  location,
}: {
  ctx: TreeContext;
  name: string;
  node: SchemaNode;
  required: boolean;
  depth: number;
  stack: string[];
  id?: string;
  location?: string;
}) {
  const { view } = ctx;
  const words = useWords().api;
  const s = view.merged(node);
  return (
    <li class="sx-field field" id={id}>
      <FieldHead
        name={name}
        {...(id ? { id } : {})}
        type={typeLabel(view, node)}
        {...(location ? { location } : {})}
        required={required}
        deprecated={s['deprecated'] === true}
      >
        {s['readOnly'] === true ? <span class="sx-pill">{words.readOnly}</span> : null}
        {s['writeOnly'] === true ? <span class="sx-pill">{words.writeOnly}</span> : null}
      </FieldHead>
      <Description ctx={ctx} text={s['description']} />
      <Facts s={s} allowed={allowedValues(view, node)} />
      {hasFields(view, node) ? <Nested ctx={ctx} node={node} depth={depth + 1} stack={stack} name={name} /> : null}
    </li>
  );
}

/** A nested level: inline in `<details>`, or a shared fragment loaded when opened. */
function Nested({
  ctx,
  node,
  depth,
  stack,
  name,
  bare,
}: {
  ctx: TreeContext;
  node: SchemaNode;
  depth: number;
  stack: string[];
  /** Whose fields these are (a field's name, a variant's title). */
  name: string;
  bare?: boolean;
}) {
  const words = useWords().api;
  const target = fieldsTarget(ctx.view, node);
  const key = atKey(target.at);
  const cycle = stack.includes(key);
  const f = ctx.fragments;
  const summary = <summary>{fill(words.showAttributes, 'name', name)}</summary>;
  // Named schemas below the top level are shared by many pages: always a fragment.
  if (f && (cycle || depth >= PAGE_DEPTH || (target.name !== undefined && depth >= 1))) {
    const url = f.store.url(f.spec, target, ctx.mode, f.lang);
    f.linked?.add(f.spec);
    return (
      <details class="sx-nested" data-sx-schema={url} open={ctx.expanded && !cycle && !ctx.inFragment}>
        {summary}
        <p class="sx-lazy">
          <a href={url}>
            {cycle
              ? fill(words.recursive, 'name', target.name ?? words.enclosingSchema)
              : fill(words.open, 'name', target.name ?? words.attributes)}
          </a>
        </p>
      </details>
    );
  }
  if (cycle || depth > MAX_INLINE || (ctx.budget && --ctx.budget.left < 0)) {
    return (
      <p class="sx-schema-note">{cycle ? fill(words.recursiveSame, 'name', target.name ?? words.enclosingSchema) : words.nestedFurther}</p>
    );
  }
  if (bare) return <SchemaFields ctx={ctx} node={target} depth={depth} stack={stack} />;
  return (
    <details class="sx-nested" open={ctx.expanded}>
      {summary}
      <SchemaFields ctx={ctx} node={target} depth={depth} stack={stack} />
    </details>
  );
}

function variantTitle(view: SchemaReader, v: SchemaNode, i: number, option: string): string {
  const t = v.s['title'];
  if (typeof t === 'string' && t.trim()) return t.trim();
  if (v.name) return v.name;
  // A branch that is one value (`const`, or an `enum` of one) is named by it: `"active"`, not its type.
  const m = view.merged(v);
  if (m['const'] !== undefined) return showValue(m['const']);
  if (Array.isArray(m['enum']) && m['enum'].length === 1) return showValue(m['enum'][0]);
  const label = typeLabel(view, v);
  return label === 'any' ? fill(option, 'n', i + 1) : label;
}

/** `oneOf`/`anyOf`: every branch under its title; the runtime turns them into a selector. */
function Variants({
  ctx,
  kind,
  nodes,
  holder,
  depth,
  stack,
}: {
  ctx: TreeContext;
  kind: 'oneOf' | 'anyOf';
  nodes: SchemaNode[];
  holder: SchemaNode;
  depth: number;
  stack: string[];
}) {
  const { view } = ctx;
  const all = useWords();
  const words = all.api;
  const titles = nodes.map((v, i) => variantTitle(view, v, i, all.runtime.option));
  const kindName = kind === 'oneOf' ? words.oneOf : words.anyOf;
  const disc = holder.s['discriminator'] as Obj | undefined;
  const prop = disc && typeof disc['propertyName'] === 'string' ? disc['propertyName'] : undefined;
  const mapping = disc && typeof disc['mapping'] === 'object' && disc['mapping'] ? (disc['mapping'] as Record<string, unknown>) : undefined;
  const valuesFor = (v: SchemaNode): string[] => {
    if (mapping) {
      const hits = Object.entries(mapping).filter(
        ([, ref]) => typeof ref === 'string' && (ref === v.name || ref.endsWith(`/${v.name ?? '\0'}`) || ref.endsWith(v.at.pointer)),
      );
      if (hits.length) return hits.map(([k]) => k);
    }
    return v.name ? [v.name] : [];
  };
  return (
    <div class="sx-variants" data-sx-variants={kindName}>
      {prop ? (
        <p class="sx-discriminator">
          {words.chosenBy} <code>{prop}</code>:{' '}
          {nodes.map((v, i) => (
            <>
              {i ? ', ' : ''}
              {valuesFor(v).map((k) => (
                <code>{k}</code>
              ))}{' '}
              → {titles[i]}
            </>
          ))}
        </p>
      ) : null}
      {nodes.map((v, i) => (
        <section class="sx-variant" data-title={titles[i]}>
          <p class="sx-variant-title">
            {kindName}: {titles[i]}
          </p>
          <Description ctx={ctx} text={v.s['description']} />
          {hasFields(view, v) ? (
            <Nested ctx={ctx} node={v} depth={depth} stack={stack} name={titles[i]!} bare />
          ) : (
            <TypeLine ctx={ctx} node={v} s={view.merged(v)} />
          )}
        </section>
      ))}
    </div>
  );
}
