/**
 * `asyncapi-check`: one AsyncAPI 2.0–2.6 or 3.0 file checked against the official JSON Schema of its
 * version, then by the rules the schema cannot express. It shares openapi-check's machinery (files
 * read once, `$ref` resolution and chains, located findings, schema error reduction, example
 * validation): findings read the same, located in the file where they are written.
 */
import path from 'node:path';
import { isObject } from '../../common/is-object.js';
import { fromPointer, toPointer, valueAt } from '../../common/json-pointer.js';
import { sortDiagnostics, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { CheckContext, type Located } from '../../openapi/check/context.js';
import { checkRefs, RefFiles, type RefFile } from '../../openapi/check/refs.js';
import { findRefs } from '../../openapi/check/walk.js';
import { MAX_SPEC_DEPTH, readDocument } from '../../source/read-document.js';
import { SUPPORTED_ASYNCAPI } from '../../specs/asyncapi/asyncapi-document.js';
import { checkChannels } from './channels.js';
import { listChannels, listMessages, listOperations, type Channel, type Operation } from './document.js';
import { checkMessageExamples } from './examples.js';
import type { AsyncApiSchemaVersion } from './meta-schemas.js';
import { checkOperations } from './operations.js';
import { asyncApiSchemaFindings } from './schema.js';
import { checkSchemaFormats } from './schema-formats.js';
import { checkSecurity } from './security.js';
import { checkServers } from './servers.js';

export interface AsyncApiCheckResult {
  diagnostics: Diagnostic[];
  /** No errors (warnings allowed). */
  valid: boolean;
  /** The file could not be read at all (the CLI exits 2). */
  unreadable?: boolean;
  version?: string;
  channels?: number;
  operations?: number;
}

/** The `$ref` rules' codes (shared with openapi-check's walk) under AsyncAPI names. */
const REF_CODES: Record<string, string> = { 'oas-ref-unresolved': 'asyncapi-ref-unresolved', 'oas-ref-cycle': 'asyncapi-ref-cycle' };
/** Findings that explain an unresolved `$ref` in the rule's own words: the generic one at the same place is dropped. */
const REPLACES_REF_ERROR = new Set(['asyncapi-operation-channel', 'asyncapi-operation-message', 'asyncapi-channel-server-unknown']);

/** Check the file at `abs`; diagnostics name files with `display` (default: relative to the working directory). */
export async function checkAsyncApiFile(abs: string, display: (abs: string) => string = defaultDisplay): Promise<AsyncApiCheckResult> {
  const read = readDocument(abs, display(abs));
  if (!read.ok) return { diagnostics: read.diagnostics, valid: false, ...(read.unreadable ? { unreadable: true } : {}) };
  const source = read.document;
  const doc = source.value;
  const detected = detectVersion(doc);
  if (typeof detected !== 'string') {
    const d: Diagnostic = {
      severity: 'error',
      code: detected.code,
      message: detected.message,
      file: source.file,
      ...source.locate(detected.path),
      pointer: toPointer(detected.path),
    };
    return { diagnostics: [d], valid: false };
  }
  const root: RefFile = { abs, source };
  const diagnostics: Diagnostic[] = [];
  const files = new RefFiles(root, display, (ds) => diagnostics.push(...ds));
  // AsyncAPI schemas are JSON Schema draft-07 (plus a few fields): the example validator reads them as it reads OpenAPI 3.0's.
  const ctx = new CheckContext(root, files, '3.0');

  // One walk finds the `$ref`s and guards the nesting depth before Ajv's recursive validators run.
  const rootRefs = findRefs(doc, source.shared, MAX_SPEC_DEPTH);
  if (rootRefs.tooDeep) {
    ctx.report('error', 'spec-too-deep', `Nesting deeper than ${MAX_SPEC_DEPTH} levels: the document cannot be checked`, {
      file: root,
      path: rootRefs.tooDeep,
    });
    return { diagnostics: ctx.diagnostics(), valid: false };
  }
  const schemaFindings = await asyncApiSchemaFindings(detected, doc);
  const refFindings: { file: RefFile; path: string[]; code: string; message: string; severity: Diagnostic['severity'] }[] = [];
  let channels: Channel[] = [];
  let operations: Operation[] = [];
  const rules: [string, () => void][] = [
    [
      'references',
      () =>
        checkRefs(files, rootRefs, (file, p, code, message, severity = 'error') =>
          refFindings.push({ file, path: p, code: REF_CODES[code] ?? code, message, severity }),
        ),
    ],
    [
      'channels',
      () => {
        channels = listChannels(ctx);
        operations = listOperations(ctx, channels);
        checkChannels(ctx, channels);
      },
    ],
    ['operations', () => checkOperations(ctx, operations)],
    ['servers', () => checkServers(ctx)],
    ['security requirements', () => checkSecurity(ctx, operations)],
    ['examples', () => checkMessageExamples(ctx, listMessages(ctx, channels, operations))],
    ['schema formats', () => checkSchemaFormats(ctx, listMessages(ctx, channels, operations))],
  ];
  for (const [name, rule] of rules) {
    try {
      rule();
    } catch (err) {
      // A rule must never take the command down with it: say what could not be checked.
      ctx.report('error', 'asyncapi-check-failed', `The ${name} could not be checked: ${(err as Error).message}`, { file: root, path: [] });
    }
  }
  const explained = new Map<RefFile, Set<string>>();
  for (const f of refFindings) {
    const replaced = explained.get(f.file) ?? explained.set(f.file, ctx.pointersOf(REPLACES_REF_ERROR, f.file)).get(f.file)!;
    if (f.code === 'asyncapi-ref-unresolved' && (replaced.has(toPointer(f.path)) || resolvesThroughRefs(ctx, f.file, f.path))) continue;
    ctx.report(f.severity, f.code, f.message, { file: f.file, path: f.path });
  }
  for (const f of schemaFindings) {
    // A channel's `messages` written as one `$ref`: asyncapi-channel-messages-ref says it better.
    if (f.path[0] === 'channels' && f.path[2] === 'messages' && (f.path.length === 3 || f.path[3] === '$ref')) continue;
    ctx.report(
      'error',
      'asyncapi-schema',
      f.message,
      { file: root, path: f.path },
      { atKey: f.atKey, ...(f.hint ? { hint: f.hint } : {}) },
    );
  }
  diagnostics.push(...ctx.diagnostics());
  const sorted = sortDiagnostics(diagnostics);
  return {
    diagnostics: sorted,
    valid: !sorted.some((d) => d.severity === 'error'),
    version: String((doc as Record<string, unknown>)['asyncapi']),
    channels: channels.length,
    operations: operations.length,
  };
}

/**
 * Whether the `$ref` at `path` resolves when the `$ref`s met on the way are followed: 3.0 operations name
 * `#/channels/room/messages/joined` when the channel itself is a `$ref` to another file, as AsyncAPI's
 * tools (which dereference the whole document first) allow.
 */
function resolvesThroughRefs(ctx: CheckContext, file: RefFile, path: string[]): boolean {
  const ref = valueAt(file.source.value, path);
  if (typeof ref !== 'string') return false;
  const hash = ref.indexOf('#');
  const start =
    hash <= 0 ? ctx.files.resolve(file, hash === -1 ? ref : ref.slice(0, hash)) : { ok: true as const, file, value: file.source.value };
  if (!start?.ok || hash === -1) return false;
  const pointer = ref.slice(hash + 1);
  if (!pointer.startsWith('/')) return false;
  let at: Located | undefined = { value: start.value, file: start.file, base: [] };
  let segs: string[];
  try {
    segs = fromPointer(decodeURIComponent(pointer));
  } catch {
    return false; // a malformed %-escape: the reference stays unresolved
  }
  for (const seg of segs) {
    at = ctx.deref(at);
    if (!at || !isObject(at.value) || !Object.hasOwn(at.value, seg)) return false;
    at = ctx.child(at, seg);
  }
  return true;
}

function defaultDisplay(abs: string): string {
  return path.relative(process.cwd(), abs).split(path.sep).join('/') || path.basename(abs);
}

/** The schema version to check against, or why there is none. */
function detectVersion(doc: unknown): AsyncApiSchemaVersion | { code: string; message: string; path: string[] } {
  if (!isObject(doc))
    return { code: 'asyncapi-not-asyncapi', message: 'Not an AsyncAPI document: the document must be an object', path: [] };
  const version = doc['asyncapi'];
  if (version === undefined) {
    const hint = doc['openapi'] !== undefined || doc['swagger'] !== undefined ? ' (this is an OpenAPI description)' : '';
    return { code: 'asyncapi-not-asyncapi', message: `Not an AsyncAPI document: no \`asyncapi\` version field${hint}`, path: [] };
  }
  if (typeof version === 'string' && SUPPORTED_ASYNCAPI.test(version)) {
    const [major, minor] = version.split('.');
    return `${major}.${minor}.0` as AsyncApiSchemaVersion;
  }
  return {
    code: 'asyncapi-version-unsupported',
    message: `Unsupported \`asyncapi\` version ${JSON.stringify(version)}; supported: 2.0.0 to 2.6.0, 3.0.0 and 3.1.0`,
    path: ['asyncapi'],
  };
}
