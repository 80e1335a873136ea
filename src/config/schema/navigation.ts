import * as z from 'zod';
import { ColorPairSchema, HrefSchema, IconSchema } from './common.js';
import { LANGUAGE_CODES } from './languages.js';
import { BannerSchema, FooterSchema, NavbarSchema } from './site.js';
import { ALLOWED_CHILDREN, DIVISION_ARRAYS, type ChildKey, type DivisionKind } from './navigation-elements.js';

const SpecObjectSchema = z.strictObject({
  source: z.string().min(1).describe('Path of the spec in the project, or an https URL.'),
  directory: z.string().optional().describe('URL folder of the generated pages (default `api-reference`).'),
  overlays: z.array(z.string()).optional().describe('OpenAPI Overlay files applied to the spec.'),
});

/** `openapi` on any element: a spec path or URL, several, or `{ source, directory }`. */
export const OpenApiRefSchema = z
  .union([z.string().min(1), z.array(z.union([z.string().min(1), SpecObjectSchema])), SpecObjectSchema])
  .describe('OpenAPI spec(s) for this element and its children: every operation gets a page unless `pages` lists some.')
  .meta({ id: 'OpenApiRef' });

/** `asyncapi` on any element. */
export const AsyncApiRefSchema = z
  .union([z.string().min(1), z.array(z.string().min(1)), SpecObjectSchema.omit({ overlays: true })])
  .describe('AsyncAPI spec(s) for this element and its children: every channel gets a WebSocket page.')
  .meta({ id: 'AsyncApiRef' });

const DirectorySchema = z.enum(['none', 'accordion', 'card']).describe('How a group with a `root` page lists its children on that page.');
const SdkSchema = z.strictObject({
  format: z.enum(['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc']),
  source: z.string(),
  directory: z.string().optional(),
});

const linkOnly = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ ...shape, href: HrefSchema.describe('External link (required for global elements).') });

/** `navigation.global`: link-only elements shown on every page. */
export const GlobalSchema = z
  .strictObject({
    tabs: z.array(linkOnly({ tab: z.string().min(1), icon: IconSchema.optional(), hidden: z.boolean().optional(), searchable: z.boolean().optional(), align: z.enum(['start', 'end']).optional() })).optional(),
    anchors: z.array(linkOnly({ anchor: z.string().min(1), icon: IconSchema.optional(), color: ColorPairSchema.optional(), hidden: z.boolean().optional() })).optional(),
    dropdowns: z.array(linkOnly({ dropdown: z.string().min(1), icon: IconSchema.optional(), color: ColorPairSchema.optional(), description: z.string().optional(), hidden: z.boolean().optional() })).optional(),
    languages: z.array(linkOnly({ language: z.enum(LANGUAGE_CODES), default: z.boolean().optional(), hidden: z.boolean().optional() })).optional(),
    versions: z.array(linkOnly({ version: z.string().min(1), default: z.boolean().optional(), tag: z.string().optional(), hidden: z.boolean().optional() })).optional(),
    products: z.array(linkOnly({ product: z.string().min(1), name: z.string().optional(), icon: IconSchema.optional(), color: ColorPairSchema.optional(), description: z.string().optional(), hidden: z.boolean().optional() })).optional(),
  })
  .describe('Links shown on every page, wherever the reader is (global anchors, tabs …). Each needs an external `href`.')
  .meta({ id: 'Global' });

/** Fields every division element may carry besides its label and children. */
const commonFields = {
  hidden: z.boolean().optional().describe('Leave out of the navigation; pages stay reachable by URL.'),
  href: HrefSchema.optional().describe('Make this a link-only element pointing here (no children then).'),
  openapi: OpenApiRefSchema.optional(),
  asyncapi: AsyncApiRefSchema.optional(),
  global: GlobalSchema.optional(),
  directory: DirectorySchema.optional(),
};

const label = (what: string) => z.string().min(1).describe(what);

/** Each element's own fields (besides children). */
const OWN_FIELDS: Record<DivisionKind, z.ZodRawShape> = {
  tab: {
    tab: label('Tab name.'),
    icon: IconSchema.optional(),
    searchable: z.boolean().optional(),
    align: z.enum(['start', 'end']).optional().describe('Place the tab at the start or end of the tab bar.'),
    graphql: z.unknown().optional().describe('GraphQL schema for generated reference pages (not yet supported).'),
    sdk: SdkSchema.optional(),
  },
  'menu-item': { item: label('Menu item name.'), icon: IconSchema.optional(), description: z.string().optional() },
  anchor: { anchor: label('Anchor name.'), icon: IconSchema.optional(), color: ColorPairSchema.optional() },
  dropdown: { dropdown: label('Dropdown entry name.'), icon: IconSchema.optional(), color: ColorPairSchema.optional(), description: z.string().optional() },
  product: {
    product: label('Product id, shown unless `name` is set.'),
    name: z.string().optional().describe('Display name.'),
    icon: IconSchema.optional(),
    color: ColorPairSchema.optional(),
    description: z.string().optional(),
  },
  version: {
    version: label('Version name, e.g. `v2`.'),
    default: z.boolean().optional().describe('Shown first (otherwise the first version is the default).'),
    tag: z.string().optional().describe('Badge such as "Latest".'),
  },
  language: {
    language: z.enum(LANGUAGE_CODES).describe('Language code.'),
    default: z.boolean().optional().describe('Shown first (otherwise the first language is the default).'),
    banner: BannerSchema.optional(),
    footer: FooterSchema.optional(),
    navbar: NavbarSchema.optional(),
  },
};

/** A group of pages in a sidebar. */
export const GroupSchema: z.ZodType = z.lazy(() =>
  z
    .strictObject({
      // May be empty: real repositories use `"group": ""` for pages without a heading (navigation/resolve-navigation.ts warns).
      group: z.string().describe('Group name.'),
      icon: IconSchema.optional(),
      tag: z.string().optional().describe('Badge beside the group name.'),
      expanded: z.boolean().optional().describe('Start open (nested groups only: top-level groups are always open).'),
      root: z.string().optional().describe('Page opened by selecting the group name.'),
      hidden: z.boolean().optional(),
      searchable: z.boolean().optional(),
      public: z.boolean().optional(),
      boost: z.number().optional().describe('Search ranking multiplier.'),
      directory: DirectorySchema.optional(),
      openapi: OpenApiRefSchema.optional(),
      asyncapi: AsyncApiRefSchema.optional(),
      sdk: SdkSchema.optional(),
      pages: z.array(PageEntrySchema).optional().describe('Pages and nested groups.'),
    })
    .meta({ id: 'Group' }),
);

/** A `pages` entry: a page path, `METHOD /path`, `spec METHOD /path`, `webhook name`, or a nested group. */
export const PageEntrySchema: z.ZodType = z.union([
  z.string().min(1).describe('A page path without extension (`guides/setup`), `GET /users`, `openapi.json GET /users` or `webhook name`.'),
  GroupSchema,
]);

const NON_EMPTY = new Set<ChildKey>(['tabs', 'anchors', 'versions', 'languages']);

const divisionSchemas = new Map<DivisionKind, z.ZodType>();

/** The schema of one division element kind, with the child arrays it may hold. */
export function divisionSchema(kind: DivisionKind): z.ZodType {
  let schema = divisionSchemas.get(kind);
  if (!schema) {
    schema = z.lazy(() => z.strictObject({ ...OWN_FIELDS[kind], ...commonFields, ...childFields(kind) }).meta({ id: metaId(kind) }));
    divisionSchemas.set(kind, schema);
  }
  return schema;
}

function metaId(kind: DivisionKind): string {
  return kind === 'menu-item' ? 'MenuItem' : kind[0]!.toUpperCase() + kind.slice(1);
}

function childFields(kind: DivisionKind | 'root'): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const key of ALLOWED_CHILDREN[kind]) shape[key] = childArraySchema(key);
  return shape;
}

function childArraySchema(key: ChildKey): z.ZodType {
  if (key === 'pages') return z.array(PageEntrySchema).optional().describe('Pages and groups.');
  if (key === 'groups') return z.array(GroupSchema).min(1).optional().describe('Groups of pages.');
  const array = z.array(divisionSchema(DIVISION_ARRAYS[key]));
  // The reference product requires at least one entry in these arrays; dropdowns, products and menus may be empty.
  return (NON_EMPTY.has(key) ? array.min(1) : array).optional();
}

/** `navigation`: exactly one primary child array, plus `global`. */
export const NavigationSchema = z
  .strictObject({
    ...childFields('root'),
    global: GlobalSchema.optional(),
    directory: DirectorySchema.optional(),
    openapi: OpenApiRefSchema.optional(),
    asyncapi: AsyncApiRefSchema.optional(),
  })
  .describe('The whole navigation: exactly one of `pages`, `groups`, `tabs`, `anchors`, `dropdowns`, `products`, `versions` or `languages`, plus `global`.');
