/**
 * Icons docs.json names in its navigation (tabs, anchors, dropdowns, products, versions, languages,
 * groups, global links) that Sextant draws with a stand-in: a Font Awesome Pro name or style, or a name
 * no free library has. Pages warn for the icons their content and frontmatter name (content/icon-warnings.ts);
 * these are drawn by the sidebar and the switchers, which nothing compiles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Division, GlobalLinks, Icon, NavNode, SiteModel, SourceRef } from '../model/site-model.js';
import { iconStandIn } from '../render/components/icon.js';
import type { IconStandIn } from '../render/components/render-state.js';
import { standInHint, standInMessage } from '../content/icon-warnings.js';
import { parseJsonFile } from '../source/parse-json.js';
import type { JsonSource } from '../source/json-source.js';
import { fromPointer } from '../common/json-pointer.js';

/** One `icon-substituted` warning per icon name and style, at the first element that names it. */
export function navIconDiagnostics(root: string, model: SiteModel | undefined): Diagnostic[] {
  if (!model) return [];
  const library = model.settings.icons.library;
  const found = new Map<string, IconStandIn & { source: SourceRef; count: number }>();
  const visit = (icon: Icon | undefined, source: SourceRef) => {
    if (!icon) return;
    const standIn = iconStandIn(icon, library);
    if (!standIn) return;
    const key = `${standIn.name}\0${standIn.style ?? ''}`;
    const seen = found.get(key);
    if (seen) seen.count++;
    else found.set(key, { source, ...standIn, count: 1 });
  };
  const globals = (g: GlobalLinks | undefined) => {
    for (const list of Object.values(g ?? {})) for (const link of list) visit(link.icon, link.source);
  };
  const nodes = (list: readonly NavNode[] | undefined) => {
    for (const n of list ?? []) {
      if (n.type !== 'group') continue;
      visit(n.icon, n.source);
      nodes(n.children);
    }
  };
  const division = (d: Division) => {
    visit(d.icon, d.source);
    globals(d.global);
    nodes(d.sidebar);
    d.children.forEach(division);
  };
  globals(model.global);
  division(model.root);
  if (!found.size) return [];
  const parsed = new Map<string, JsonSource | undefined>();
  const locate = (source: SourceRef): { line: number; column: number } => {
    if (!parsed.has(source.file)) {
      let json: JsonSource | undefined;
      try {
        const result = parseJsonFile(source.file, fs.readFileSync(path.join(root, source.file), 'utf8'));
        json = result.ok ? result.source : undefined;
      } catch {
        json = undefined;
      }
      parsed.set(source.file, json);
    }
    const json = parsed.get(source.file);
    const at = fromPointer(source.pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    return json ? json.locate([...at, 'icon']) : { line: 1, column: 1 };
  };
  return [...found.values()].map(({ source, name, style, drawn, suggestion, count }) => ({
    severity: 'warning',
    code: 'icon-substituted',
    message: `${standInMessage(name, style, drawn)}${count > 1 ? ` (in ${count} places; the first is here)` : ''}`,
    file: source.file,
    ...locate(source),
    pointer: `${source.pointer}/icon`,
    hint: standInHint(drawn, suggestion),
  }));
}
