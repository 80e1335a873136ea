import type { SiteOutput } from './output.js';
import { ownedUrls } from './output.js';

/**
 * The package's stylesheet, scripts and fonts (with those of the docs folder's Fontsource packages), and KaTeX (when some page needs it, or always with `styling.latex:
 * true`), mermaid (and its ELK layout), the playground and the WebSocket console when some page needs them.
 */
export function runtimeAssets(): SiteOutput {
  let math = false;
  let mermaid = false;
  let elk = false;
  let playground = false;
  let channelConsole = false;
  return {
    name: 'runtime-assets',
    collect(page) {
      math ||= page.math;
      mermaid ||= page.mermaid;
      elk ||= page.elk === true;
      playground ||= page.playground === true;
      channelConsole ||= page.channelConsole === true;
    },
    write({ assets, model, writer }) {
      math ||= model.settings.styling.latex === true;
      const files = [
        ...assets.css,
        ...assets.scripts,
        ...assets.fonts,
        ...(model.fontPackages ?? []).flatMap((p) => p.files),
        ...assets.search,
        ...(math ? assets.math : []),
        ...(mermaid ? assets.mermaid : []),
        ...(elk ? assets.mermaidElk : []),
        ...(playground ? assets.playground : []),
        ...(channelConsole ? assets.channelConsole : []),
      ];
      for (const a of files) writer.copy(a.file, a.url.slice(1));
      return ownedUrls(files.map((a) => a.url));
    },
  };
}
