import { createElement, toChildArray, type ComponentChildren } from 'preact';
import { headingId } from '../../common/heading-id.js';
import { uniqueId } from './accordion.js';
import { useRenderState } from './render-state.js';

/** The text of rendered children (strings and the strings inside elements such as `<code>`). */
function textOf(children: ComponentChildren): string {
  return toChildArray(children)
    .map((c) =>
      typeof c === 'string' || typeof c === 'number' ? String(c) : textOf((c.props as { children?: ComponentChildren }).children),
    )
    .join('');
}

/**
 * `h1`–`h6` as drawn: headings of the page's own Markdown arrive with their id; those of snippets
 * (compiled apart from the page) get one here, by the same rule and unique on the page, and h2/h3
 * join the table of contents after the page heading drawn before them.
 */
function heading(tag: string) {
  return function Heading(props: { id?: string; children?: ComponentChildren }) {
    const state = useRenderState();
    if (props.id) {
      state.lastHeading = props.id;
      return createElement(tag, props);
    }
    const text = textOf(props.children).trim();
    const base = headingId(text);
    if (!base) return createElement(tag, props);
    const id = uniqueId(state, base);
    if (tag === 'h2' || tag === 'h3') {
      (state.lateHeadings ??= []).push({ depth: Number(tag[1]), id, text, ...(state.lastHeading ? { after: state.lastHeading } : {}) });
    }
    return createElement(tag, { ...props, id });
  };
}

export const HEADINGS = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};
