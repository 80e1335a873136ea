/**
 * Route → Page: the one place that knows every page kind. MDX files go through content/ (with the
 * operation's reference, or a data model, added by openapi/ when the frontmatter names one), OpenAPI operations and
 * webhooks become endpoint pages, AsyncAPI channels channel pages (asyncapi/, which also adds a
 * channel's reference to an MDX page whose frontmatter names one).
 * The build's page jobs and the dev server both call this.
 */
import { withOwnExamplesPlaced } from '../content/api-frontmatter.js';
import { compilePage, type CompileContext } from '../content/compile-page.js';
import type { Page } from '../model/page.js';
import type { Route, SiteModel } from '../model/site-model.js';
import type * as Endpoints from '../openapi/endpoint/compile-route.js';
import type { ChannelPageSource } from '../asyncapi/compile-channel.js';
import { isBlockingError } from '../diagnostics/repaired.js';
import { routeLang } from '../render/ui-strings.js';

// The OpenAPI and AsyncAPI pages' code (samples in a dozen languages, schema views, the channel console's
// data: some 200 KB once bundled) is loaded by the first page that needs it, not by every build thread
// of a site that has no API pages.
let endpoints: typeof Endpoints | undefined;
const endpointModule = async () => (endpoints ??= await import('../openapi/endpoint/compile-route.js'));
const channelModule = () => import('../asyncapi/compile-channel.js');
// Data model pages share the endpoint pages' context (spec views, schema fragments), so they load both.
const dataModelModule = async () => (await endpointModule(), import('../openapi/endpoint/schema-page.js'));

/** The shared schema fragments that endpoint pages compiled in this context have made since last asked. */
export function takeFragments(ctx: CompileContext): [string, string][] {
  return endpoints?.takeFragments(ctx) ?? [];
}

export async function compileRoute(route: Route, ctx: CompileContext, site: SiteModel): Promise<Page> {
  const p = route.page;
  switch (p.kind) {
    case 'mdx': {
      const page = await compilePage(p.file, route.path, ctx, { examplesApart: !!p.operation, lang: routeLang(site, route.path) });
      // Navigation found the operation the frontmatter names (and reported one it could not find).
      // A page that failed to compile does not get it; one `build` repaired (lenient frontmatter) does.
      if (page.diagnostics.some(isBlockingError)) return withOwnExamplesPlaced(page);
      if (p.operation) return (await endpointModule()).withOperation(page, p.operation, ctx, site);
      if (p.schema) return (await dataModelModule()).withDataModel(page, p.schema, ctx, site);
      return p.channel ? (await channelModule()).withChannel(page, p.channel, ctx, p.file, site) : page;
    }
    case 'openapi':
    case 'webhook':
      return (await endpointModule()).compileEndpointPage(route as Route & { page: Endpoints.EndpointPageSource }, ctx, site);
    case 'asyncapi':
      return (await channelModule()).compileChannelPage(route as Route & { page: ChannelPageSource }, ctx, site);
  }
}
