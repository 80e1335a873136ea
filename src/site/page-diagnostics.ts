import type { CompileContext } from '../content/compile-page.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { oncePerSite } from '../diagnostics/repeated.js';
import type { Site } from './site.js';
import { linkDiagnostics, type LinkedPage } from './link-check.js';
import { linkTargets } from './compile-context.js';
import { externalLinkDiagnostics, type ExternalLinkOptions } from './external-links.js';

/**
 * Compile every page of a loaded site for its diagnostics only (nothing is rendered or written), so
 * `check`, and a build that stops on config errors, report the pages' problems in the same run as
 * the config's (SPEC.md: every error in one run, never one stage at a time). With `external`, the
 * pages' http(s) links are fetched too (`--external`).
 */
export async function pageDiagnostics(site: Site, options: { external?: ExternalLinkOptions } = {}): Promise<Diagnostic[]> {
  const model = site.model;
  if (!model) return [];
  const { compileRoute } = await import('../pages/compile-route.js');
  // Only diagnostics: nothing is made that only the outputs use.
  const ctx: CompileContext = { ...(await site.compileContext('build')), diagnosticsOnly: true };
  const out: Diagnostic[] = [];
  const linked: LinkedPage[] = [];
  // Nothing is drawn: code blocks need no colours (highlighting was most of the compile time).
  const { divertHighlighting, plainBlock } = await import('../content/highlight.js');
  divertHighlighting(plainBlock);
  try {
    for (const route of model.routes) {
      try {
        const page = await compileRoute(route, ctx, model);
        out.push(...page.diagnostics);
        linked.push({
          route: route.path,
          ...(page.anchors ? { anchors: page.anchors } : {}),
          ...(page.links ? { links: page.links } : {}),
        });
      } catch (err) {
        const file = route.page.kind === 'mdx' ? route.page.file : route.page.spec;
        out.push({
          severity: 'error',
          code: 'page-failed',
          message: `${route.path} could not be compiled: ${(err as Error).message}`,
          file,
          line: 1,
          column: 1,
          pointer: '',
        });
      }
    }
  } finally {
    divertHighlighting(undefined);
  }
  out.splice(0, out.length, ...oncePerSite(out));
  // Anchors are checked once every page's are known.
  out.push(...linkDiagnostics(linked, linkTargets(model), site.root));
  if (options.external) out.push(...(await externalLinkDiagnostics(linked, options.external, site.root)));
  return out;
}
