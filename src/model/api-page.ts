/**
 * What an API page (generated from OpenAPI, or hand-written with `api:` frontmatter) hands to the
 * browser for the playground: one request description, JSON-serialisable and small. The playground
 * (a later issue) composes and sends a request from this alone, so nothing here needs the spec.
 * Types only.
 */

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/**
 * A JSON Schema trimmed for forms: nested to a bounded depth, cycles cut (`recursive: true` where a
 * schema refers back to itself), descriptions left out. Enough to draw an input and validate it.
 */
export interface FormSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  required?: string[];
  properties?: Record<string, FormSchema>;
  additionalProperties?: boolean | FormSchema;
  items?: FormSchema;
  oneOf?: FormSchema[];
  anyOf?: FormSchema[];
  allOf?: FormSchema[];
  readOnly?: boolean;
  writeOnly?: boolean;
  /** The name of the component schema this came from (`#/components/schemas/Pet` → `Pet`). */
  title?: string;
  /** The tree was cut here: a cycle, or the depth bound. */
  recursive?: boolean;
  /** OpenAPI `discriminator` of a `oneOf`/`anyOf`: the property naming the branch. */
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
}

export interface ApiServerVariable {
  default: string;
  enum?: string[];
  description?: string;
}

export interface ApiServer {
  /** May hold `{variables}`. */
  url: string;
  description?: string;
  variables?: Record<string, ApiServerVariable>;
}

export interface ApiParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated?: boolean;
  schema?: FormSchema;
  example?: unknown;
  /** OpenAPI serialisation, when not the default for its location. */
  style?: string;
  explode?: boolean;
}

export interface ApiBodyContent {
  mediaType: string;
  schema?: FormSchema;
  /** From the spec's examples, else generated from the schema. */
  example?: unknown;
  /**
   * The named examples to choose from (`api.examples.prefill` on, several in the spec): the page's
   * request samples offer the same ones for the first media type, and the body starts from the one chosen there.
   */
  examples?: { label: string; value: unknown }[];
}

export interface ApiBody {
  required: boolean;
  contents: ApiBodyContent[];
}

/** One security scheme, as the playground needs it to ask for and place a credential. */
export type ApiSecurityScheme =
  | { type: 'http'; scheme: string; bearerFormat?: string; description?: string }
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; description?: string }
  | {
      type: 'oauth2';
      flows: Record<
        string,
        // `deviceAuthorizationUrl`: the 3.2 `deviceAuthorization` flow (RFC 8628).
        {
          authorizationUrl?: string;
          tokenUrl?: string;
          refreshUrl?: string;
          deviceAuthorizationUrl?: string;
          scopes: Record<string, string>;
        }
      >;
      description?: string;
    }
  | { type: 'openIdConnect'; openIdConnectUrl: string; description?: string }
  /** Hand-written pages' `api.mdx.auth.method: cobo`. */
  | { type: 'cobo'; description?: string };

/** Security: alternatives (any one set suffices), each a set of schemes used together with their scopes. */
export type ApiSecurity = { scheme: string; scopes: string[] }[][];

export type PlaygroundDisplay = 'interactive' | 'simple' | 'none' | 'auth';

/** One media type of a documented response: what the playground validates a response against. */
export interface ApiResponseContent {
  mediaType: string;
  schema?: FormSchema;
  /** OpenAPI 3.2 `itemSchema`: the schema of each item of a streamed body (SSE events, JSON lines). */
  itemSchema?: FormSchema;
}

export interface ApiResponse {
  /** `200`, `4XX` or `default`. */
  status: string;
  contents: ApiResponseContent[];
}

export interface ApiPageData {
  source: 'openapi' | 'webhook' | 'mdx';
  /** Upper case. */
  method: string;
  /** The path template (`/pets/{petId}`), or the webhook's name. */
  path: string;
  servers: ApiServer[];
  parameters: ApiParameter[];
  body?: ApiBody;
  security: ApiSecurity;
  securitySchemes: Record<string, ApiSecurityScheme>;
  /** The documented responses, for checking what came back. */
  responses?: ApiResponse[];
  /**
   * The code samples the page shows (`api.examples.languages`, in order, as written) and which
   * parameters they include: the playground regenerates them from what the reader types.
   */
  samples?: { languages: string[]; defaults: 'all' | 'required' };
  /** `api.examples.prefill`: fill inputs from examples (defaults always fill). */
  prefill?: boolean;
  playground: { display: PlaygroundDisplay; proxy: boolean };
}
