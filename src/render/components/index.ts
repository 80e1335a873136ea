/** The MDX components every page can use without importing them. */
import { cloneElement, Fragment, h, isValidElement, type ComponentType, type VNode } from 'preact';
import { Accordion, AccordionGroup, Frame } from './accordion.js';
import { Expandable, ParamField, RequestExample, ResponseExample, ResponseField } from './api-fields.js';
import { Card, CardGroup, Column, Columns } from './cards.js';
import { Check, Danger, GenericCallout, Info, Note, Tip, Warning } from './callouts.js';
import { GitHub } from './github.js';
import { Heading } from './heading.js';
import { Link } from './link.js';
import { HEADINGS } from './headings.js';
import { Icon } from './icon.js';
import { Video } from './media.js';
import { Img } from './image.js';
import { CodeBlock, CodeBlockElement } from './code-block.js';
import { Step, Steps } from './steps.js';
import { CodeGroup, Tab, Tabs } from './tabs.js';
import { Badge } from './badge.js';
import { Color } from './color.js';
import { Panel } from './panel.js';
import { Prompt } from './prompt.js';
import { Tile } from './tile.js';
import { Tooltip } from './tooltip.js';
import { Tree } from './tree.js';
import { Update } from './update.js';
import { View } from './view.js';
import { Visibility } from './visibility.js';

/**
 * The component, marking the element it draws outermost with `data-component-name` (its MDX name), the hook
 * custom CSS written for Mintlify targets (`[data-component-name="Card"]`). A component drawing several
 * elements side by side, or only its children, has no such element and is left as it is. Member components
 * (`Tree.Folder`) stay reachable on the wrapper.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function named<P>(name: string, component: (props: P) => any): ComponentType<P> {
  const marked = (props: P) => mark(name, component(props));
  Object.defineProperty(marked, 'name', { value: name });
  // Built-in, so a parent can tell it from the author's components (Steps keeps non-step ones apart).
  Object.defineProperty(marked, 'sxBuiltin', { value: true });
  return Object.assign(marked, component) as ComponentType<P>;
}

// A component that draws another (Note draws a callout) marks what that one draws: one marking wrapper per
// pair, so a re-render in the browser (islands) finds the same component and keeps its state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const inner = new Map<string, WeakMap<(props: any) => any, ComponentType<any>>>();

/**
 * The classes the reference's documentation names for custom CSS (`.card`, `.callout`, `.steps` …), on the
 * same outermost elements: stylesheets written for Mintlify (LangChain's callout colours) keep applying.
 * Several are separated by spaces (a step is `.step` now and was `.step-container`). Components that
 * draw no outermost element of their own put the class where they draw it: code blocks (`.code-block`,
 * code-block.tsx), a tab's panel (`.tab`, tabs.tsx), Markdown links (`.link`, content/render-hast.tsx).
 */
export const MINTLIFY_CLASSES: Readonly<Record<string, string>> = {
  Note: 'callout',
  Tip: 'callout',
  Info: 'callout',
  Warning: 'callout',
  Check: 'callout',
  Danger: 'callout',
  Callout: 'callout',
  Card: 'card',
  CardGroup: 'card-group',
  Columns: 'card-group',
  Steps: 'steps',
  Step: 'step-container step',
  Tabs: 'tabs',
  CodeGroup: 'code-group',
  Accordion: 'accordion',
  AccordionGroup: 'accordion-group',
  Frame: 'frame',
  Update: 'update',
  Prompt: 'prompt',
  ParamField: 'field',
  ResponseField: 'field',
  Expandable: 'expandable',
  Tooltip: 'tooltip',
  Icon: 'icon',
  Link: 'link',
};

function mark(name: string, drawn: unknown): unknown {
  if (!isValidElement(drawn)) return drawn;
  const vnode = drawn as VNode;
  if (typeof vnode.type === 'string') {
    const props = vnode.props as { class?: unknown; className?: unknown };
    const written = typeof props.class === 'string' ? props.class : typeof props.className === 'string' ? props.className : '';
    const have = written.split(/\s+/);
    const own = (MINTLIFY_CLASSES[name] ?? '').split(' ').filter((c) => c && !have.includes(c));
    const classes = own.length ? { class: [written, ...own].filter(Boolean).join(' '), className: undefined } : {};
    return cloneElement(vnode, { 'data-component-name': name, ...classes });
  }
  // A component function (not a Fragment, whose children sit side by side, nor a class).
  if (typeof vnode.type !== 'function' || vnode.type === Fragment || vnode.type.prototype?.render) return drawn;
  const type = vnode.type as (props: unknown) => unknown;
  let byType = inner.get(name);
  if (!byType) inner.set(name, (byType = new WeakMap()));
  let wrapped = byType.get(type);
  if (!wrapped) byType.set(type, (wrapped = named(name, type)));
  return h(wrapped, { ...(vnode.props as object), key: vnode.key, ref: vnode.ref });
}

/** The components authors write by name, marked (see `named`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const AUTHORED: Record<string, (props: any) => any> = {
  Note,
  Tip,
  Info,
  Warning,
  Check,
  Danger,
  Callout: GenericCallout,
  Card,
  CardGroup,
  Columns,
  Steps,
  Step,
  Tabs,
  Tab,
  CodeGroup,
  Accordion,
  AccordionGroup,
  Frame,
  Icon,
  ParamField,
  ResponseField,
  Expandable,
  RequestExample,
  ResponseExample,
  Column,
  Update,
  Badge,
  Tooltip,
  Visibility,
  Prompt,
  Color,
  Tile,
  Tree,
  FileTree: Tree,
  CodeBlock: CodeBlockElement,
  View,
  Panel,
  Heading,
  GitHub,
  Link,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BUILTIN_COMPONENTS: Record<string, ComponentType<any>> = {
  ...Object.fromEntries(Object.entries(AUTHORED).map(([name, component]) => [name, named(name, component)])),
  video: Video,
  img: Img,
  ...HEADINGS,
  // Not written by authors: highlighted code blocks travel as this element (content/plugins/rehype-code-blocks.ts).
  'sx-code-block': CodeBlock,
};
