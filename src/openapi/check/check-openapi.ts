/**
 * `openapi-check`: one OpenAPI 2.0 / 3.0 / 3.1 / 3.2 file checked against the official JSON Schema of its
 * version, then by the semantic rules the schema cannot express. Every finding is located in the file
 * (and for `$ref`s into other files, in the file where the reference is written).
 */
import { isObject } from '../../common/is-object.js';
import path from 'node:path';
import { sortDiagnostics, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { toPointer, valueAt } from '../../common/json-pointer.js';
import { CheckContext } from './context.js';
import { checkExamples } from './examples.js';
import { isJsonSchema2020, loadMetaValidator, type OasVersion } from './meta-schemas.js';
import { checkOperations, listOperations } from './operations.js';
import { checkRefs, RefFiles, type RefFile } from './refs.js';
import { reduceSchemaErrors, type SchemaFinding } from './schema-errors.js';
import { checkSecurity } from './security.js';
import { checkServers } from './servers.js';
import { findRefs, type FoundRefs } from './walk.js';
import { MAX_SPEC_DEPTH, readDocument } from '../../source/read-document.js';

export interface OpenApiCheckResult {
  diagnostics: Diagnostic[];
  /** No errors (warnings allowed). */
  valid: boolean;
  /** The file could not be read at all (the CLI exits 2). */
  unreadable?: boolean;
  version?: string;
  operations?: number;
  webhooks?: number;
}

/** Semantic findings that say better what the schema also reports at the same place. */
const REPLACES_SCHEMA_ERROR = new Set(['oas-operation-responses', 'oas-path-param-required']);

/** Check the file at `abs`; diagnostics name files with `display` (default: relative to the working directory). */
export async function checkOpenApiFile(abs: string, display: (abs: string) => string = defaultDisplay): Promise<OpenApiCheckResult> {
  const read = readDocument(abs, display(abs));
  if (!read.ok) return { diagnostics: read.diagnostics, valid: false, ...(read.unreadable ? { unreadable: true } : {}) };
  const source = read.document;
  const doc = source.value;
  const at = (p: string[]) => ({ file: source.file, ...source.locate(p), pointer: toPointer(p) });
  const detected = detectVersion(doc);
  if (typeof detected !== 'string') {
    const d: Diagnostic = { severity: 'error', code: detected.code, message: detected.message, ...at(detected.path) };
    return { diagnostics: [d], valid: false };
  }
  const version = detected;
  const root: RefFile = { abs, source };
  const diagnostics: Diagnostic[] = [];
  const files = new RefFiles(root, display, (ds) => diagnostics.push(...ds));
  const ctx = new CheckContext(root, files, version);

  // One walk finds the `$ref`s and guards the nesting depth before Ajv's recursive validators run.
  const rootRefs = findRefs(doc, source.shared, MAX_SPEC_DEPTH);
  if (rootRefs.tooDeep) {
    ctx.report('error', 'spec-too-deep', `Nesting deeper than ${MAX_SPEC_DEPTH} levels: the description cannot be checked`, {
      file: root,
      path: rootRefs.tooDeep,
    });
    return { diagnostics: ctx.diagnostics(), valid: false };
  }
  const schemaFindings = await validateAgainstSchema(version, doc);
  let counts = { operations: 0, webhooks: 0 };
  let walked = new Map<RefFile, FoundRefs>([[root, rootRefs]]);
  let operations: ReturnType<typeof listOperations> = [];
  const rules: [string, () => void][] = [
    [
      'references',
      () =>
        (walked = checkRefs(files, rootRefs, (file, p, code, message, severity = 'error') =>
          ctx.report(severity, code, message, { file, path: p }),
        )),
    ],
    [
      'operations',
      () => {
        operations = listOperations(ctx);
        counts = {
          operations: operations.filter((o) => o.kind === 'path').length,
          webhooks: operations.filter((o) => o.kind === 'webhook').length,
        };
        checkOperations(ctx, operations);
      },
    ],
    ['servers', () => checkServers(ctx, operations)],
    ['security requirements', () => checkSecurity(ctx, operations)],
    ['examples', () => checkExamples(ctx, walked)],
  ];
  for (const [name, rule] of rules) {
    try {
      rule();
    } catch (err) {
      // A rule must never take the command down with it: say what could not be checked.
      ctx.report('error', 'oas-check-failed', `The ${name} could not be checked: ${(err as Error).message}`, { file: root, path: [] });
    }
  }
  const replaced = ctx.pointersOf(REPLACES_SCHEMA_ERROR, root);
  for (const f of schemaFindings) {
    if (replaced.has(toPointer(f.path))) continue;
    ctx.report(f.severity, f.code, f.message, { file: root, path: f.path }, { atKey: f.atKey, ...(f.hint ? { hint: f.hint } : {}) });
  }
  diagnostics.push(...ctx.diagnostics());
  const sorted = sortDiagnostics(diagnostics);
  return {
    diagnostics: sorted,
    valid: !sorted.some((d) => d.severity === 'error'),
    version: String((doc as Record<string, unknown>)['openapi'] ?? (doc as Record<string, unknown>)['swagger']),
    ...counts,
  };
}

function defaultDisplay(abs: string): string {
  return path.relative(process.cwd(), abs).split(path.sep).join('/') || path.basename(abs);
}

/** The schema version to check against, or why there is none. */
function detectVersion(doc: unknown): OasVersion | { code: string; message: string; path: string[] } {
  if (!isObject(doc)) return { code: 'oas-not-openapi', message: 'Not an OpenAPI description: the document must be an object', path: [] };
  const swagger = doc['swagger'];
  const openapi = doc['openapi'];
  if (swagger !== undefined) {
    if (swagger === '2.0') return '2.0';
    return { code: 'oas-version-unsupported', message: `\`swagger\` must be "2.0"; found ${JSON.stringify(swagger)}`, path: ['swagger'] };
  }
  if (openapi === undefined) {
    const hint = doc['asyncapi'] !== undefined ? ' (this is an AsyncAPI document)' : '';
    return { code: 'oas-not-openapi', message: `Not an OpenAPI description: no \`openapi\` or \`swagger\` version field${hint}`, path: [] };
  }
  if (typeof openapi === 'string' && /^3\.0\.\d+/.test(openapi)) return '3.0';
  if (typeof openapi === 'string' && /^3\.1\.\d+/.test(openapi)) return '3.1';
  if (typeof openapi === 'string' && /^3\.2\.\d+/.test(openapi)) return '3.2';
  return {
    code: 'oas-version-unsupported',
    message: `Unsupported \`openapi\` version ${JSON.stringify(openapi)}; supported: 3.0.x, 3.1.x, 3.2.x (and \`swagger: "2.0"\`)`,
    path: ['openapi'],
  };
}

/** The official schema: the first-error validator decides; only an invalid document pays for the all-errors run. */
async function validateAgainstSchema(
  version: OasVersion,
  doc: unknown,
): Promise<(SchemaFinding & { severity: Diagnostic['severity']; code: string })[]> {
  const fast = await loadMetaValidator(version, false);
  if (fast(doc)) return [];
  const all = await loadMetaValidator(version, true);
  all(doc);
  return reduceSchemaErrors(all.errors ?? fast.errors ?? [], doc).map((f) => {
    if (version === '3.0') f = newerSchemaKeyword(f) ?? f;
    const legacy = isJsonSchema2020(version) ? legacySchemaKeyword(f, doc) : undefined;
    return legacy
      ? { ...f, severity: 'warning' as const, code: 'oas-schema-legacy', message: legacy }
      : { ...f, severity: 'error' as const, code: 'oas-schema' };
  });
}

/**
 * 3.1 and 3.2 schema objects follow JSON Schema 2020-12, but descriptions carried over from 3.0 / older drafts
 * keep some forms every tool still reads the same way. Those are warnings, not errors.
 */
function legacySchemaKeyword(f: SchemaFinding, doc: unknown): string | undefined {
  const key = f.path[f.path.length - 1];
  const value = valueAt(doc, f.path);
  if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
    return `\`${key}: ${String(value)}\` is the OpenAPI 3.0 form; in 3.1 (JSON Schema 2020-12) \`${key}\` is the bound itself, e.g. \`${key}: 0\``;
  }
  if ((key === '$recursiveAnchor' || key === '$recursiveRef') && f.message.includes('must be'))
    return `\`${key}\` is a JSON Schema 2019-09 keyword; 2020-12 uses \`$dynamicAnchor\` / \`$dynamicRef\``;
  if (key === 'required' && /duplicate items/.test(f.message))
    return `\`required\` lists the same property twice; ${f.message.replace(/^`required` /, '')}`;
  return undefined;
}

/**
 * Keywords of JSON Schema 2020-12 (OpenAPI 3.1 Schema Objects) that a 3.0 Schema Object does not take, and
 * what 3.0 has instead where it has something.
 */
const JSON_SCHEMA_2020: Record<string, string> = {
  const: 'in 3.0 write `enum: [value]`',
  examples: 'in 3.0 write one `example`',
  $defs: 'in 3.0 put shared schemas under `components/schemas`',
  ...Object.fromEntries(
    [
      'prefixItems',
      'contains',
      'minContains',
      'maxContains',
      'contentMediaType',
      'contentEncoding',
      'contentSchema',
      'if',
      'then',
      'else',
      'unevaluatedProperties',
      'unevaluatedItems',
      'dependentRequired',
      'dependentSchemas',
      'patternProperties',
      'propertyNames',
      '$id',
      '$schema',
      '$anchor',
      '$dynamicRef',
      '$dynamicAnchor',
      '$comment',
    ].map((k) => [k, '']),
  ),
};

/** Whether `path` names a Schema Object of a 3.0 document (a parameter's, a media type's, a property …). */
function isSchemaPath(path: readonly string[]): boolean {
  const [last, before, third] = [path[path.length - 1], path[path.length - 2], path[path.length - 3]];
  if (last === 'schema' || last === 'items' || last === 'additionalProperties' || last === 'not') return true;
  if (before === 'properties' || before === 'allOf' || before === 'anyOf' || before === 'oneOf') return true;
  return before === 'schemas' && third === 'components';
}

/**
 * In a 3.0 document, a Schema Object written with OpenAPI 3.1 keywords (`const`, `examples`, `type: [a, b]` …):
 * the finding says so, and what to write instead, rather than "not allowed here".
 */
function newerSchemaKeyword(f: SchemaFinding): SchemaFinding | undefined {
  const key = f.path[f.path.length - 1]!;
  const parent = f.path.slice(0, -1);
  if (!isSchemaPath(parent)) return undefined;
  if (f.atKey && Object.hasOwn(JSON_SCHEMA_2020, key) && f.message === `Property \`${key}\` is not allowed here`) {
    const instead = JSON_SCHEMA_2020[key];
    return {
      ...f,
      message: `\`${key}\` is an OpenAPI 3.1 keyword (JSON Schema 2020-12), not part of an OpenAPI 3.0 schema`,
      hint: `declare \`openapi: 3.1.0\`${instead ? `, or ${instead}` : ''}`,
    };
  }
  if (!f.atKey && key === 'type' && f.message.startsWith('`type` must be one of') && f.message.includes('found ['))
    return {
      ...f,
      message: '`type` as a list of types is OpenAPI 3.1 (JSON Schema 2020-12), not OpenAPI 3.0',
      hint: 'declare `openapi: 3.1.0`, or in 3.0 write one `type` with `nullable: true`',
    };
  return undefined;
}
