/**
 * What components keep while one page renders: tab group numbers, field anchor ids, the request
 * fields a hand-written API page collects, the icon library names resolve in and the sprite symbols
 * drawn. One object per render, handed down through Preact context, so ids start afresh on every
 * page and nothing is left in module variables between pages (or between pages of two sites).
 * It also carries the page's words (its language's `UiStrings`), so components drawing inside content
 * write them in the page's language, even inside content rendered apart (Update, Panel).
 */
import { createContext, h, type VNode } from 'preact';
import { useContext } from 'preact/hooks';
import type { ParameterLocation } from '../../model/api-page.js';
import type { FeedEntry } from '../../model/page.js';
import { ENGLISH, type UiStrings } from '../ui-strings.js';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export type FieldLocation = ParameterLocation | 'body';

/** A ParamField as written: where it goes, its name and props, and the fields nested in it. */
export interface CollectedField {
  location: FieldLocation;
  name: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: unknown;
  placeholder?: string;
  children: CollectedField[];
}

export interface RenderState {
  /** The last number given to a tab group (Tabs, CodeGroup). */
  tabs: number;
  /** Field anchor ids given out, to keep them unique on the page. */
  fieldIds: Set<string>;
  /** The page's request fields, when it is a hand-written API page. */
  fields?: CollectedField[];
  iconLibrary: IconLibrary;
  /** The words of the page's language; English when unset. */
  words?: UiStrings;
  /** Sprite symbols drawn. */
  icons: Set<string>;
  /** The last number given to an element that needs a page-unique id (tooltips). */
  uid?: number;
  /** The page's `<Update>` entries, in order (its RSS feed). */
  updates?: FeedEntry[];
  /** What `<Panel>` puts in the right column instead of the table of contents (HTML). */
  panel?: string;
  /** Icons drawn with a stand-in (a Font Awesome Pro name or style, a name no library has), for warnings. */
  iconStandIns?: IconStandIn[];
  /** The id of the last heading drawn that the page's own tree gave an id (where later snippet headings sit). */
  lastHeading?: string;
  /** h2/h3 headings drawn without an id (from snippets), given one as they render, for the table of contents. */
  lateHeadings?: LateHeading[];
}

/** A heading that got its id while rendering, and the page heading drawn before it (none: the top). */
export interface LateHeading {
  depth: number;
  id: string;
  text: string;
  after?: string;
}

/** An icon asked for by `name` (and `style`) and drawn as `drawn`. */
export interface IconStandIn {
  name: string;
  style?: string;
  drawn: string;
  /** The library's nearest name, for a name no library has. */
  suggestion?: string;
}

export function renderState(iconLibrary: IconLibrary = 'fontawesome', fields?: CollectedField[], takenIds?: Iterable<string>): RenderState {
  // Ids the page's headings hold already: a component titled like a heading gets `-2`, not the same id.
  return { tabs: 0, fieldIds: new Set(takenIds), ...(fields ? { fields } : {}), iconLibrary, icons: new Set() };
}

/** A state for a view drawn apart from a page's content (an API reference, a schema fragment): the page's words. */
export function wordsState(words: UiStrings): RenderState {
  return { ...renderState(), words };
}

export const RenderStateContext = createContext<RenderState | undefined>(undefined);

/**
 * `node` drawn in `words`: inside a render state that holds them, or as it is in English, which components read
 * without one (under a provider, every component that reads it subscribes to it: a cost over a spec's thousands of fields).
 */
export function inWords<P>(words: UiStrings, node: VNode<P>): VNode {
  if (words === ENGLISH) return node as VNode;
  return h(RenderStateContext.Provider, { value: wordsState(words) }, node) as unknown as VNode;
}

/** The words of the page in progress: its language's, English for a component rendered on its own. */
export function useWords(): UiStrings {
  return useContext(RenderStateContext)?.words ?? ENGLISH;
}

/** `text` with its `{key}` placeholder replaced by `value` (taken as it is: a `$&` in it stays). */
export function fill(text: string, key: string, value: string | number): string {
  return text.replace(`{${key}}`, () => String(value));
}

/** The state of the render in progress (a throwaway one for a component rendered on its own). */
export function useRenderState(): RenderState {
  return useContext(RenderStateContext) ?? renderState();
}
