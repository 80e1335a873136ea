/**
 * One operation (or webhook) of a spec as its reference page shows it, and what the API views need
 * from the spec to draw its schemas. Schemas stay where they are in the spec (SchemaNode) and are
 * read lazily while rendering, through a SchemaReader the OpenAPI producer supplies. Types only.
 */
import type { ApiSecurity, ApiSecurityScheme, ApiServer, ParameterLocation } from './api-page.js';

export type Obj = Record<string, unknown>;

/** A place in a spec: its file and a JSON pointer into it. */
export interface At {
  file: string;
  pointer: string;
}

/** A schema reached in the spec: its keywords and where they live. */
export interface SchemaNode {
  s: Obj;
  at: At;
  /** Component name when reached through `#/components/schemas/Name`. */
  name?: string;
}

export interface Property {
  name: string;
  node: SchemaNode;
  required: boolean;
}

/** The `oneOf`/`anyOf` branches of a schema, and the schema (or allOf member) holding them. */
export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  nodes: SchemaNode[];
  holder: SchemaNode;
}

/** What drawing a schema tree asks of the spec: `$ref`s followed and `allOf` merged on demand. */
export interface SchemaReader {
  /** Follow `$ref`s from `value` (found at `at`) to a schema; undefined for dangling or circular chains. */
  node(value: unknown, at: At): SchemaNode | undefined;
  /** `allOf` merged into one set of keywords. */
  merged(node: SchemaNode): Obj;
  /** The object properties, `allOf` members included, in declaration order. */
  properties(node: SchemaNode): Property[];
  /** `oneOf`/`anyOf` branches worth a choice (a lone `null` branch is not one). */
  variants(node: SchemaNode): SchemaVariants | undefined;
  /** The single non-null branch of `anyOf/oneOf: [X, null]`. */
  nullableBranch(node: SchemaNode): SchemaNode | undefined;
  items(node: SchemaNode): SchemaNode | undefined;
  additional(node: SchemaNode): SchemaNode | undefined;
}

export interface Example {
  name?: string;
  summary?: string;
  value: unknown;
}

export interface Media {
  mediaType: string;
  node?: SchemaNode;
  /** OpenAPI 3.2 `itemSchema`: each item of a streamed body (SSE events, JSON lines). */
  itemNode?: SchemaNode;
  /** From the spec; empty when the page generates one from the schema. */
  examples: Example[];
  /** Per-property `encoding` of multipart/form bodies (content types of parts). */
  encoding?: Record<string, { contentType?: string }>;
}

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  node?: SchemaNode;
  examples: Example[];
  style?: string;
  explode?: boolean;
  at: At;
}

export interface Body {
  required: boolean;
  description?: string;
  contents: Media[];
}

export interface Response {
  status: string;
  description?: string;
  headers: Parameter[];
  contents: Media[];
}

export interface Callback {
  name: string;
  expression: string;
  endpoint: Endpoint;
}

export interface CodeSampleSpec {
  lang: string;
  label?: string;
  source: string;
}

export interface XDocs {
  /** Where it was written: `x-docs`, or `x-mint` (its alias). */
  key?: 'x-docs' | 'x-mint';
  /** Where the operation's page is (a route of the site). */
  href?: string;
  metadata: Obj;
  content?: string;
  display?: string;
}

export interface Endpoint {
  kind: 'operation' | 'webhook';
  /** Upper case. */
  method: string;
  /** Path template, or the webhook's name. */
  path: string;
  at: At;
  summary?: string;
  description?: string;
  deprecated: boolean;
  operationId?: string;
  servers: ApiServer[];
  parameters: Parameter[];
  body?: Body;
  responses: Response[];
  security: ApiSecurity;
  schemes: Record<string, ApiSecurityScheme>;
  callbacks: Callback[];
  codeSamples: CodeSampleSpec[];
  xdocs: XDocs;
}
