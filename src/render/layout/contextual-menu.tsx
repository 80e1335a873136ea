/**
 * The contextual menu (docs.json `contextual`): a split button at the page header (or above the
 * table of contents) whose first option is the main action and whose menu lists them all — copy the
 * page as Markdown, view its Markdown twin, open it in an assistant with a prompt that carries the
 * twin's URL, copy an MCP server URL, custom links. Links work without JavaScript (with root-relative
 * URLs); runtime/contextual.ts makes the URLs absolute from the page's location, copies, and drives
 * the menu from the keyboard.
 */
import { spaced } from '../components/spaced.js';
import type { DrawnContextualOption, SiteSettings } from '../../model/settings.js';
import { Icon } from '../components/icon.js';
import { UiIcon, type UiIconName } from './ui-icons.js';
import type { ContextualStatusText } from '../../model/ui-text.js';
import { ENGLISH, type ContextualText } from '../ui-strings.js';

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

/** An assistant's option: a link that opens it with a prompt carrying the page's Markdown URL. */
const assistant = (t: ContextualText, key: string, name: string, base: string): Entry => ({
  key,
  title: t.openIn.replace('{name}', name),
  description: t.ask,
  icon: 'external-link',
  href: prompt(base),
  external: true,
});

/**
 * The built-in options Sextant draws, in the page's language; the others (a hosted assistant, PDF export…) need what
 * it does not have, and docs.json listing them is a `config-contextual-not-drawn` warning (config/schema/site.ts).
 */
function builtIn(t: ContextualText): Record<DrawnContextualOption, Entry> {
  return {
    copy: { key: 'copy', title: t.copy, description: t.copyDescription, icon: 'copy', action: 'copy-page' },
    view: { key: 'view', title: t.view, description: t.viewDescription, icon: 'file-text', href: '$page' },
    chatgpt: assistant(t, 'chatgpt', 'ChatGPT', 'https://chatgpt.com/?hints=search&prompt='),
    claude: assistant(t, 'claude', 'Claude', 'https://claude.ai/new?q='),
    perplexity: assistant(t, 'perplexity', 'Perplexity', 'https://www.perplexity.ai/search?q='),
    grok: assistant(t, 'grok', 'Grok', 'https://grok.com/?q='),
    mcp: { key: 'mcp', title: t.mcp, description: t.mcpDescription, icon: 'plug', action: 'copy-mcp' },
  };
}

/** The menu's entries for the configured options, in order (options Sextant does not draw are left out). */
export function contextualEntries(options: readonly Option[], text: ContextualText = ENGLISH.contextual): Entry[] {
  const built: Partial<Record<string, Entry>> = builtIn(text);
  return options.flatMap((o, i): Entry[] => {
    if (typeof o === 'string') return built[o] ? [built[o]] : [];
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
export function ContextualMenu({
  options,
  route,
  markdownUrl,
  text = ENGLISH.contextual,
}: {
  options: readonly Option[];
  route: string;
  markdownUrl: string;
  /** The page language's words (render/ui-strings.ts). */
  text?: ContextualText;
}) {
  const entries = contextualEntries(options, text);
  // The runtime's status words, when they are not its own English ones.
  const status: ContextualStatusText | undefined = text === ENGLISH.contextual ? undefined : { copied: text.copied, failed: text.failed };
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
    <div
      id="page-context-menu"
      class="sx-contextual"
      data-sx-contextual
      data-sx-md={markdownUrl}
      data-sx-ctx-text={status && JSON.stringify(status)}
    >
      <Main id="page-context-menu-button" class="sx-contextual-main" {...(attrs(first) as Record<string, string>)}>
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
            aria-label={text.more}
          >
            <UiIcon name="chevron-down" />
          </button>
          <div id="sx-contextual-menu" class="sx-contextual-menu" role="menu" aria-label={text.actions} hidden>
            {entries.map((e) => {
              const Item = e.href ? 'a' : 'button';
              return (
                <Item key={e.key} role="menuitem" tabindex={-1} class="sx-contextual-item" {...(attrs(e) as Record<string, string>)}>
                  {icon(e)}
                  <span class="sx-contextual-text">
                    {spaced([
                      <span class="sx-contextual-title">{e.title}</span>,
                      <span class="sx-contextual-description">{e.description}</span>,
                    ])}
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
