/**
 * The line that names a field, shared by the fields of generated endpoint pages (schema rows,
 * parameters, security schemes) and the ParamField/ResponseField components of hand-written ones:
 * name (a link to the field's anchor, or code without one), type, then pills. Hand-written fields
 * keep their own markup besides (a `div`, and `sx-param-*` classes beside the shared `sx-field-*`).
 */
import type { ComponentChildren } from 'preact';
import { spaced } from './spaced.js';
import { useWords } from './render-state.js';

export interface FieldHeadProps {
  name: string;
  /** The field's anchor: the name links to it. */
  id?: string;
  type?: string;
  /** Where a generated parameter goes (shown as a pill after the type). */
  location?: string;
  required?: boolean;
  deprecated?: boolean;
  /** ParamField/ResponseField markup. */
  mdx?: boolean;
  /** Author's pills before the name and after everything (ParamField's `pre`/`post`). */
  pre?: unknown;
  post?: unknown;
  /** More facts after the deprecated pill (read-only, a default …). */
  children?: ComponentChildren;
}

function pills(value: unknown, cls: string) {
  const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return list.map((p) => (
    <span class={`sx-pill ${cls}`} key={p}>
      {p}
    </span>
  ));
}

export function FieldHead(p: FieldHeadProps) {
  const cls = (param: string, shared: string) => (p.mdx ? `sx-param-${param} ${shared}` : shared);
  const Line = p.mdx ? 'div' : 'p';
  const words = useWords().api;
  const parts = spaced([
    ...pills(p.pre, 'sx-param-pre'),
    p.id ? (
      <a class={cls('name', 'sx-field-name')} href={`#${p.id}`}>
        {p.name}
      </a>
    ) : (
      <code class="sx-field-name">{p.name}</code>
    ),
    p.type ? <span class={cls('type', 'sx-type')}>{p.type}</span> : null,
    p.location ? <span class="sx-pill">{p.location}</span> : null,
    p.required ? <span class={cls('required', 'sx-pill sx-pill-required')}>{words.required}</span> : null,
    p.deprecated ? <span class={cls('deprecated', 'sx-pill sx-pill-deprecated')}>{words.deprecated}</span> : null,
    p.children,
    ...pills(p.post, 'sx-param-post'),
  ]);
  return <Line class={cls('head', 'sx-field-head')}>{parts}</Line>;
}
