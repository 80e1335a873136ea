/**
 * HTML drawn by a page's own code (a body expression's elements, `{items.map((x) => <li>{x}</li>)}`)
 * as Markdown for the page's twin: what the reader sees, with the structure Markdown has (paragraphs,
 * headings, lists, links, emphasis, code, quotes, tables). Elements Markdown has no form for give their
 * content; scripts, styles, SVG and hidden elements give nothing. hast-util-raw parses the HTML.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { BlockContent, Heading, ListItem, PhrasingContent, RootContent, TableCell, TableRow } from 'mdast';

/** Elements whose content is not read: code, styles, drawings and controls. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'button', 'input', 'select', 'textarea']);
/** Elements that hold blocks (everything else is read as inline text). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
]);

function parse(html: string): HastContent[] {
  return (raw({ type: 'root', children: [{ type: 'raw', value: html }] } as HastRoot) as HastRoot).children;
}

/** HTML as Markdown blocks. */
export function htmlFlow(html: string): RootContent[] {
  return flow(parse(html));
}

/** HTML as Markdown inline content (blocks in it give their text). */
export function htmlPhrasing(html: string): PhrasingContent[] {
  return trimmed(phrasing(parse(html)));
}

const shown = (n: HastContent | ElementContent): boolean =>
  n.type === 'text' ||
  (n.type === 'element' && !SKIPPED.has(n.tagName) && n.properties['hidden'] == null && String(n.properties['ariaHidden']) !== 'true');

const isBlock = (n: HastContent | ElementContent) => n.type === 'element' && BLOCKS.has(n.tagName);

/** Blocks, with runs of inline content between them as paragraphs. */
function flow(nodes: readonly (HastContent | ElementContent)[]): RootContent[] {
  const out: RootContent[] = [];
  let run: (HastContent | ElementContent)[] = [];
  const flush = () => {
    const children = trimmed(phrasing(run));
    if (children.length) out.push({ type: 'paragraph', children });
    run = [];
  };
  for (const n of nodes) {
    if (!shown(n)) continue;
    if (!isBlock(n)) {
      run.push(n);
      continue;
    }
    flush();
    for (const b of block(n as Element)) {
      // Items drawn one by one (`items.map((x) => <li>{x}</li>)`) make one list.
      const last = out.at(-1);
      if (b.type === 'list' && last?.type === 'list' && last.ordered === b.ordered) last.children.push(...b.children);
      else out.push(b);
    }
  }
  flush();
  return out;
}

function block(e: Element): RootContent[] {
  switch (e.tagName) {
    case 'p': {
      const children = trimmed(phrasing(e.children));
      return children.length ? [{ type: 'paragraph', children }] : [];
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [{ type: 'heading', depth: Number(e.tagName[1]) as Heading['depth'], children: trimmed(phrasing(e.children)) }];
    case 'ul':
    case 'ol': {
      const items: ListItem[] = e.children
        .filter((c): c is Element => c.type === 'element' && c.tagName === 'li')
        .map((li) => ({ type: 'listItem', spread: false, children: flow(li.children) as BlockContent[] }));
      return items.length ? [{ type: 'list', ordered: e.tagName === 'ol', spread: false, children: items }] : [];
    }
    case 'li':
      return [
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: [{ type: 'listItem', spread: false, children: flow(e.children) as BlockContent[] }],
        },
      ];
    case 'pre': {
      const code = e.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const lang = ((code?.properties['className'] as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
      return [{ type: 'code', lang: lang ? lang.slice('language-'.length) : null, value: textOf(e).replace(/\n$/, '') }];
    }
    case 'blockquote':
      return [{ type: 'blockquote', children: flow(e.children) as BlockContent[] }];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'table': {
      const rows: TableRow[] = [];
      const collect = (nodes: ElementContent[]) => {
        for (const c of nodes) {
          if (c.type !== 'element') continue;
          if (c.tagName === 'tr')
            rows.push({
              type: 'tableRow',
              children: c.children
                .filter((x): x is Element => x.type === 'element' && (x.tagName === 'td' || x.tagName === 'th'))
                .map((cell): TableCell => ({ type: 'tableCell', children: trimmed(phrasing(cell.children)) })),
            });
          else collect(c.children);
        }
      };
      collect(e.children);
      return rows.length ? [{ type: 'table', children: rows }] : [];
    }
    default:
      return flow(e.children);
  }
}

/** Inline content; whitespace collapsed as the browser does. */
function phrasing(nodes: readonly (HastContent | ElementContent)[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of nodes) {
    if (!shown(n)) continue;
    if (n.type === 'text') {
      const value = n.value.replace(/\s+/g, ' ');
      const last = out.at(-1);
      if (last?.type === 'text') last.value = (last.value + value).replace(/ {2,}/g, ' ');
      else out.push({ type: 'text', value });
      continue;
    }
    const e = n as Element;
    const kids = () => phrasing(e.children);
    switch (e.tagName) {
      case 'a': {
        const href = e.properties['href'];
        out.push(...(typeof href === 'string' ? [{ type: 'link', url: href, children: kids() } as PhrasingContent] : kids()));
        break;
      }
      case 'strong':
      case 'b':
        out.push({ type: 'strong', children: kids() });
        break;
      case 'em':
      case 'i':
        out.push({ type: 'emphasis', children: kids() });
        break;
      case 'del':
      case 's':
        out.push({ type: 'delete', children: kids() });
        break;
      case 'code':
      case 'kbd':
        out.push({ type: 'inlineCode', value: textOf(e) });
        break;
      case 'br':
        out.push({ type: 'break' });
        break;
      case 'img': {
        const src = e.properties['src'];
        if (typeof src === 'string') out.push({ type: 'image', url: src, alt: String(e.properties['alt'] ?? '') });
        break;
      }
      default:
        // A block met inline (a list inside a link…) stands apart by a space.
        out.push(
          ...(isBlock(e)
            ? [{ type: 'text', value: ' ' } as PhrasingContent, ...kids(), { type: 'text', value: ' ' } as PhrasingContent]
            : kids()),
        );
    }
  }
  return out;
}

/** Inline content without the spaces that start or end it (and without empty text). */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = nodes.filter((n) => n.type !== 'text' || n.value !== '');
  const first = out[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = out.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return out.filter((n) => n.type !== 'text' || n.value !== '');
}

function textOf(n: HastContent | ElementContent): string {
  if (n.type === 'text') return n.value;
  return n.type === 'element' ? n.children.map(textOf).join('') : '';
}
