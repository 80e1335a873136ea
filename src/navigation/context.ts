import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PathSegment } from '../common/json-pointer.js';
import type { ConfigDocument } from '../config/load.js';
import type { PlaygroundDisplay } from '../model/api-page.js';

/** Where a path of docs.json was written: line and column for diagnostics, file and pointer for source refs. */
export type ConfigLocator = Pick<ConfigDocument, 'locate' | 'origin'>;
import type { FileIndex } from '../source/scan-files.js';
import type { SpecRegistry } from '../specs/registry.js';
import type { SourceRef } from '../model/site-model.js';
import type { RouteTable } from './route-table.js';

export { isObject } from '../common/is-object.js';

/** A spec declared by an `openapi`/`asyncapi` field, normalised. */
export interface SpecSource {
  /** Project-relative path or URL. */
  source: string;
  /** URL folder of the generated pages. */
  directory: string;
}

/** What a navigation element passes down to its children. */
export interface Scope {
  /** Id of the division whose sidebar is being built. */
  divisionId: string;
  /** Division labels for breadcrumbs (languages and versions are switchers, not path). */
  labels: string[];
  language?: string;
  version?: string;
  openapi?: SpecSource[];
  /** The nearest `openapi` set here or above names only specs that could not be read. */
  openapiUnread?: boolean;
  asyncapi?: SpecSource[];
  hidden: boolean;
  /** The nearest tab's or group's `searchable`, and group's `boost` (search ranking), inherited by its pages. */
  searchable?: boolean;
  boost?: number;
}

/** Shared services of one navigation resolution. */
export interface ResolveContext {
  /** Positions of docs.json paths (the navigation reads values from the typed Config). */
  locator: ConfigLocator;
  files: FileIndex;
  specs: SpecRegistry;
  routes: RouteTable;
  diagnostics: Diagnostic[];
  /** `api.openapi` / `api.asyncapi`, used when nothing is inherited. */
  /** `api.openapi` and `api.asyncapi`; `unreadOpenapi`: the specs `api.openapi` names that could not be read or fetched. */
  apiDefaults: { openapi: SpecSource[]; asyncapi: SpecSource[]; unreadOpenapi: string[] };
  /** `api.playground.display`: generated pages' display when their `x-docs` asks for none. */
  playgroundDefault?: PlaygroundDisplay;
}

/** Report a diagnostic located at a path of docs.json. */
export function report(
  ctx: ResolveContext,
  severity: Diagnostic['severity'],
  code: string,
  path: readonly PathSegment[],
  message: string,
  hint?: string,
  atKey = false,
): void {
  ctx.diagnostics.push({ severity, code, message, ...ctx.locator.locate(path, atKey), ...(hint ? { hint } : {}) });
}

/** The source reference of a path of docs.json. */
export function sourceRef(ctx: ResolveContext, path: readonly PathSegment[]): SourceRef {
  return ctx.locator.origin(path);
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** A route's search settings from its scope (only those set, so models without them are unchanged). */
export function searchOf(scope: Scope): { searchable?: boolean; boost?: number } {
  return {
    ...(scope.searchable !== undefined ? { searchable: scope.searchable } : {}),
    ...(scope.boost !== undefined ? { boost: scope.boost } : {}),
  };
}
