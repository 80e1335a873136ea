/**
 * The contextual menu (docs.json `contextual`): a split button at the page header (or above the
 * table of contents) whose first option is the main action and whose menu lists them all — copy the
 * page as Markdown, view its Markdown twin, open it in an assistant with a prompt that carries the
 * twin's URL, copy an MCP server URL, custom links. Links work without JavaScript (with root-relative
 * URLs); runtime/contextual.ts makes the URLs absolute from the page's location, copies, and drives
 * the menu from the keyboard.
 */
import type { SiteSettings } from '../../model/settings.js';
import { Icon } from '../components/icon.js';
import { UiIcon, type UiIconName } from './ui-icons.js';

type Option = NonNullable<SiteSettings['contextual']>['options'][number];

/** One entry of the menu: an action (copy) or a link, its URL a template of `$page`, `$path`, `$mcp`. */
interface Entry {
  key: string;
  title: string;
  description: string;
  icon: UiIconName | { custom: NonNullable<Exclude<Option, string>['icon']> };
  /** `copy-page` and `copy-mcp` copy; the others are links. */
  action?: 'copy-page' | 'copy-mcp';
  href?: string;
  external?: boolean;
}

const prompt = (base: string) => base + encodeURIComponent('Read $page so I can ask questions about it.');

/** The built-in options Sextant draws; the others (a hosted assistant, PDF export…) need a service it does not run. */
const BUILT_IN: Record<string, Entry> = {
  copy: { key: 'copy', title: 'Copy page', description: 'Copy the page as Markdown for LLMs', icon: 'copy', action: 'copy-page' },
  view: { key: 'view', title: 'View as Markdown', description: 'View the page as plain text', icon: 'file-text', href: '$page' },
  chatgpt: {
    key: 'chatgpt',
    title: 'Open in ChatGPT',
    description: 'Ask questions about this page',
    icon: 'external-link',
    href: prompt('https://chatgpt.com/?hints=search&prompt='),
    external: true,
  },
  claude: {
    key: 'claude',
    title: 'Open in Claude',
    description: 'Ask questions about this page',
    icon: 'external-link',
    href: prompt('https://claude.ai/new?q='),
    external: true,
  },
  perplexity: {
    key: 'perplexity',
    title: 'Open in Perplexity',
    description: 'Ask questions about this page',
    icon: 'external-link',
    href: prompt('https://www.perplexity.ai/search?q='),
    external: true,
  },
  grok: {
    key: 'grok',
    title: 'Open in Grok',
    description: 'Ask questions about this page',
    icon: 'external-link',
    href: prompt('https://grok.com/?q='),
    external: true,
  },
  mcp: {
    key: 'mcp',
    title: 'Copy MCP server URL',
    description: "Connect this site's MCP server to your tools",
    icon: 'plug',
    action: 'copy-mcp',
  },
};

/** The menu's entries for the configured options, in order (options Sextant does not draw are left out). */
export function contextualEntries(options: readonly Option[]): Entry[] {
  return options.flatMap((o, i): Entry[] => {
    if (typeof o === 'string') return BUILT_IN[o] ? [BUILT_IN[o]] : [];
    const href =
      typeof o.href === 'string'
        ? o.href
        : o.href.base +
          (o.href.query?.length
            ? '?' + o.href.query.map((q) => `${encodeURIComponent(q.key)}=${encodeURIComponent(q.value)}`).join('&')
            : '');
    return [
      {
        key: `custom-${i}`,
        title: o.title,
        description: o.description,
        icon: o.icon ? { custom: o.icon } : 'external-link',
        href,
        external: /^https?:/i.test(href),
      },
    ];
  });
}

/** `$page`, `$path` and `$mcp` in a URL template, as written or percent-encoded, replaced by encoded values. */
export function fillTemplate(template: string, values: { page: string; path: string; mcp: string }): string {
  const whole = (v: string, at: number) => (at === 0 ? v : encodeURIComponent(v));
  return template.replace(/\$(page|path|mcp)|%24(page|path|mcp)/g, (_m, a: string | undefined, b: string | undefined, at: number) =>
    whole(values[(a ?? b) as 'page' | 'path' | 'mcp'], at),
  );
}

/** The split button and its menu; nothing when no option is drawable. */
export function ContextualMenu({ options, route, markdownUrl }: { options: readonly Option[]; route: string; markdownUrl: string }) {
  const entries = contextualEntries(options);
  const first = entries[0];
  if (!first) return null;
  // Without JavaScript the links carry root-relative URLs; the runtime makes them absolute.
  const values = { page: markdownUrl, path: route, mcp: '/mcp' };
  const icon = (e: Entry) => (typeof e.icon === 'string' ? <UiIcon name={e.icon} /> : <Icon icon={e.icon.custom as never} />);
  const attrs = (e: Entry) =>
    e.href
      ? {
          href: fillTemplate(e.href, values),
          'data-sx-ctx-href': e.href,
          ...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        }
      : { type: 'button' as const, 'data-sx-ctx-action': e.action };
  const Main = first.href ? 'a' : 'button';
  return (
    <div class="sx-contextual" data-sx-contextual data-sx-md={markdownUrl}>
      <Main class="sx-contextual-main" {...(attrs(first) as Record<string, string>)}>
        {icon(first)}
        <span>{first.title}</span>
      </Main>
      {entries.length > 1 ? (
        <>
          <button
            type="button"
            class="sx-contextual-toggle"
            aria-haspopup="menu"
            aria-expanded="false"
            aria-controls="sx-contextual-menu"
            aria-label="More actions for this page"
          >
            <UiIcon name="chevron-down" />
          </button>
          <div id="sx-contextual-menu" class="sx-contextual-menu" role="menu" aria-label="Page actions" hidden>
            {entries.map((e) => {
              const Item = e.href ? 'a' : 'button';
              return (
                <Item key={e.key} role="menuitem" tabindex={-1} class="sx-contextual-item" {...(attrs(e) as Record<string, string>)}>
                  {icon(e)}
                  <span class="sx-contextual-text">
                    <span class="sx-contextual-title">{e.title}</span>
                    <span class="sx-contextual-description">{e.description}</span>
                  </span>
                </Item>
              );
            })}
          </div>
        </>
      ) : null}
      <span class="sx-copy-status" role="status" aria-live="polite" />
    </div>
  );
}
