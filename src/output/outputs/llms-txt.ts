import type { Division, SiteModel } from '../../model/site-model.js';
import { apiSlug } from '../../common/slug.js';
import { pageVisibility } from '../../render/visibility.js';
import { agentInstructions, twinFile, twinUrl } from './markdown-twins.js';
import type { BuiltPage, OwnedFiles, SiteOutput } from './output.js';

/** Each llms.txt stays under this many characters; longer lists are split into scoped files. */
export const LLMS_TXT_CAP = 50_000;

export interface Entry {
  route: string;
  title: string;
  description?: string;
  /** Top-level group label ('' for a page outside groups). */
  group: string;
}

/** A tab (or other leaf division) and its pages, with where its scoped file goes. */
interface Section {
  /** The division's labels from the top (`English › Guides`); empty for the root. */
  label: string;
  /** Folder of its scoped `llms.txt` (`guides`, `en/guides`); empty for the root. */
  dir: string;
  entries: Entry[];
}

/**
 * `llms.txt` (the site's name, description, then every page in navigation order as a link to its
 * Markdown twin, under its tab and group), scoped `/<section>/llms.txt` files per tab, and
 * `llms-full.txt` (every twin in navigation order); the same at `/.well-known/`. The pages are those
 * render/visibility.ts lets in (not hidden or noindex ones, unless `seo.indexing` or a hidden group's
 * `searchable` says otherwise). A file of the docs repository at one of these paths wins.
 */
export function llmsTxt(): SiteOutput {
  const pages = new Map<string, BuiltPage>();
  return {
    name: 'llms-txt',
    collect(page) {
      pages.set(page.route, page);
    },
    write({ model, site, writer }): OwnedFiles {
      const own = new Set(site.files?.files ?? []);
      const sections = sectionsOf(model, pages);
      const files = llmsFiles(model, sections);
      const full = llmsFull(model, sections, (route) => writer.read(twinFile(route)));
      files.set('llms-full.txt', full);
      const owned: OwnedFiles = {};
      const put = (file: string, text: string) => {
        if (own.has(file)) return;
        writer.write(file, text);
        owned[file] = '';
      };
      for (const [file, text] of files) put(file, text);
      // The well-known copies follow the root files, the repository's own included.
      for (const name of ['llms.txt', 'llms-full.txt']) {
        const text = own.has(name) ? undefined : files.get(name);
        if (text !== undefined) put(`.well-known/${name}`, text);
        else if (own.has(name) && !own.has(`.well-known/${name}`)) {
          writer.copy(`${site.root}/${name}`, `.well-known/${name}`);
          owned[`.well-known/${name}`] = '';
        }
      }
      return owned;
    },
  };
}

/**
 * The listed pages by tab (or by leaf division outside tabs), in navigation order; then the pages the
 * navigation does not list (with `seo.indexing: "all"`), by URL, as the reference's llms.txt has them.
 */
export function sectionsOf(
  model: SiteModel,
  pages: ReadonlyMap<string, Pick<BuiltPage, 'title' | 'description' | 'visibility'>>,
): Section[] {
  const scopes = divisionScopes(model.root);
  const sections = new Map<string, Section>();
  const unlisted = model.routes.filter((r) => r.unlisted).sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const r of [...model.routes.filter((r) => !r.unlisted), ...unlisted]) {
    const page = pages.get(r.path);
    if (!page || !pageVisibility(r, page.visibility ?? {}, model).llms) continue;
    const scope = scopes.get(r.division) ?? { id: '', labels: [] };
    let section = sections.get(scope.id);
    if (!section) {
      section = { label: scope.labels.join(' › '), dir: scope.labels.map(apiSlug).filter(Boolean).join('/'), entries: [] };
      sections.set(scope.id, section);
    }
    section.entries.push({
      route: r.path,
      title: page.title,
      ...(page.description ? { description: shortened(page.description) } : {}),
      group: r.groups[0] ?? '',
    });
  }
  return [...sections.values()];
}

/**
 * For each division, the one whose scoped file lists its pages: the tab it is in (menus, anchors and
 * dropdowns below a tab share its file), else itself; with that scope's labels from below the root.
 */
function divisionScopes(root: Division): Map<string, { id: string; labels: string[] }> {
  const out = new Map<string, { id: string; labels: string[] }>();
  const visit = (d: Division, path: string[], tab?: { id: string; labels: string[] }) => {
    const scope = tab ?? (d.kind === 'tab' ? { id: d.id, labels: path } : undefined);
    out.set(d.id, scope ?? { id: d.id, labels: path });
    for (const c of d.children) visit(c, [...path, c.label], scope);
  };
  visit(root, []);
  return out;
}

/** The llms.txt files by output path: the root one, and one per section when there are several. */
export function llmsFiles(model: SiteModel, sections: Section[], specs = specsText(model)): Map<string, string> {
  const head = header(model);
  const files = new Map<string, string>();
  const scoped = sections.length > 1 && sections.every((s) => s.dir);
  const whole = (head + sections.map((s) => sectionText(s, scoped ? 2 : 1)).join('')).trimEnd() + '\n';
  if (!scoped) {
    files.set(
      'llms.txt',
      capped(
        whole,
        sections.flatMap((s) => s.entries),
      ) + specs,
    );
    return files;
  }
  // Section folders must differ: a second section of the same name gets a number.
  const dirs = new Set<string>();
  for (const s of sections) {
    let dir = s.dir;
    for (let n = 2; dirs.has(dir); n++) dir = `${s.dir}-${n}`;
    dirs.add(dir);
    s.dir = dir;
    files.set(`${dir}/llms.txt`, capped((header(model, s.label) + sectionText(s, 1)).trimEnd() + '\n', s.entries));
  }
  if (whole.length <= LLMS_TXT_CAP) files.set('llms.txt', whole + specs);
  else
    files.set(
      'llms.txt',
      head + '## Sections\n\n' + sections.map((s) => `- [${s.label}](/${s.dir}/llms.txt): ${s.entries.length} pages\n`).join('') + specs,
    );
  return files;
}

/**
 * `## OpenAPI Specs` and `## AsyncAPI Specs`: a link to each description the site's API pages come from,
 * as the reference's llms.txt ends (local files are copied into the output at their path).
 */
function specsText(model: Pick<SiteModel, 'specs'>): string {
  let out = '';
  for (const [kind, heading] of [
    ['openapi', 'OpenAPI Specs'],
    ['asyncapi', 'AsyncAPI Specs'],
  ] as const) {
    const specs = model.specs.filter((s) => s.kind === kind);
    if (!specs.length) continue;
    out += `\n## ${heading}\n\n`;
    for (const s of specs) {
      const href = /^https?:\/\//.test(s.source) ? s.source : `/${s.source.replace(/^\/+/, '')}`;
      const name = s.source.replace(/^.*\//, '').replace(/\.(json|ya?ml)$/i, '');
      out += `- [${s.title ?? name}](${href})\n`;
    }
  }
  return out;
}

function header(model: SiteModel, scope?: string): string {
  const description = model.settings.description?.trim();
  return `# ${model.name}${scope ? `: ${scope}` : ''}\n\n${description ? `> ${description.replace(/\n+/g, ' ')}\n\n` : ''}${agentInstructions(model.settings.markdown?.instructions).trimStart()}${model.settings.markdown?.instructions ? '\n' : ''}`;
}

/** A section's pages under its heading (`depth` 1: its groups are `##`; 2: it is `##` and its groups `###`). */
function sectionText(section: Section, depth: 1 | 2): string {
  let out = depth === 2 ? `## ${section.label}\n\n` : '';
  let group: string | undefined;
  for (const e of section.entries) {
    if (e.group !== group) {
      if (group !== undefined) out += '\n';
      group = e.group;
      if (group) out += `${'#'.repeat(depth + 1)} ${group}\n\n`;
    }
    out += entryLine(e);
  }
  return out + '\n';
}

function entryLine(e: Entry, description = e.description): string {
  return `- [${e.title.replace(/[[\]]/g, '\\$&')}](${twinUrl(e.route)})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}\n`;
}

/**
 * A list over the cap (one section's, with no smaller scope left): descriptions are shortened, then
 * the last entries give way to a line that points to llms-full.txt.
 */
export function capped(text: string, entries: Entry[]): string {
  if (text.length <= LLMS_TXT_CAP) return text;
  // Linear in the list's size: a site of thousands of pages has a long list to cut.
  const shorter = new Map<string, string>();
  for (const e of entries)
    if (e.description && e.description.length > 120)
      shorter.set(entryLine(e).slice(0, -1), entryLine(e, e.description.slice(0, 117).trimEnd() + '…').slice(0, -1));
  const lines = text.split('\n').map((l) => shorter.get(l) ?? l);
  let length = lines.reduce((n, l) => n + l.length + 1, -1);
  if (length <= LLMS_TXT_CAP) return lines.join('\n');
  const note = (n: number) => `\n${n} more pages are left out here: see /llms-full.txt.\n`;
  let dropped = 0;
  let i = lines.length;
  while (length + note(dropped + 1).length > LLMS_TXT_CAP) {
    do i--;
    while (i >= 0 && !lines[i]!.startsWith('- ['));
    if (i < 0) break;
    length -= lines[i]!.length + 1;
    lines[i] = '\0';
    dropped++;
  }
  return (
    lines
      .filter((l) => l !== '\0')
      .join('\n')
      .trimEnd() +
    '\n' +
    note(dropped)
  );
}

/** Every listed page's twin in navigation order, each headed by its URL. */
export function llmsFull(model: SiteModel, sections: Section[], twin: (route: string) => string | undefined): string {
  const parts = [header(model)];
  // Each twin ends with the agent instructions; the header has them once.
  const suffix = agentInstructions(model.settings.markdown?.instructions);
  for (const s of sections)
    for (const e of s.entries) {
      let text = twin(e.route);
      if (text === undefined) continue;
      if (suffix && text.endsWith(suffix)) text = text.slice(0, -suffix.length);
      parts.push(`---\n\nSource: ${twinUrl(e.route)}\n\n${text.trimEnd()}\n\n`);
    }
  return parts.join('');
}

/** A description on one line and at most 300 characters (the reference's limit), cut at a word. */
export function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= 300) return line;
  const cut = line.slice(0, 299);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 200 ? cut.lastIndexOf(' ') : 299).trimEnd()}…`;
}
