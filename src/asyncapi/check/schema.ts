/**
 * The official schema's findings for an AsyncAPI document: Ajv's errors reduced as OpenAPI's are (one
 * error per real problem, the closest `oneOf` branch only), and an unknown field compared with the
 * fields the schema knows at that place ("did you mean `publish`?").
 */
import type { ErrorObject } from 'ajv';
import { closestMatch } from '../../diagnostics/did-you-mean.js';
import { fromPointer } from '../../common/json-pointer.js';
import { reduceSchemaErrors, type SchemaFinding } from '../../openapi/check/schema-errors.js';
import { loadAsyncApiValidator, type AsyncApiSchemaVersion } from './meta-schemas.js';

/** Validate against the schema: the first-error validator decides; only an invalid document pays for the all-errors run. */
export async function asyncApiSchemaFindings(version: AsyncApiSchemaVersion, doc: unknown): Promise<SchemaFinding[]> {
  const fast = await loadAsyncApiValidator(version, false);
  if (fast(doc)) return [];
  const all = await loadAsyncApiValidator(version, true);
  all(doc);
  const errors = all.errors ?? fast.errors ?? [];
  const known = knownFields(errors);
  const typeAt = new Set<string>();
  const findings = reduceSchemaErrors(errors, doc).flatMap((f) => {
    // A payload is a schema of one of several formats: the kinds of value each allows say the same thing twice.
    if (/ must be .*, found /.test(f.message)) {
      const key = f.path.join('\u0000');
      if (typeAt.has(key)) return [];
      typeAt.add(key);
    }
    if (!f.atKey) return [f];
    const prop = f.path[f.path.length - 1]!;
    const near = closestMatch(prop, known.get(f.path.slice(0, -1).join('\u0000')) ?? []);
    // A likely typo says what was meant; otherwise the schema's own hint (extensions start with `x-`) stays.
    return [near ? { ...f, hint: `did you mean \`${near}\`?` } : f];
  });
  // A misspelt required field is one mistake: the unknown field's hint says it; "missing `location`" would repeat it.
  const misspelt = new Set(
    findings.flatMap((f) => {
      const meant = f.atKey ? /^did you mean `(.+)`\?$/.exec(f.hint ?? '')?.[1] : undefined;
      return meant ? [`${f.path.slice(0, -1).join('\u0000')}\u0001${meant}`] : [];
    }),
  );
  return findings.filter((f) => {
    const missing = /the required property `(.+)`$/.exec(f.message)?.[1];
    return !missing || !misspelt.has(`${f.path.join('\u0000')}\u0001${missing}`);
  });
}

/** Per object (instance path) with an unknown field, the fields its schema declares (errors are verbose). */
function knownFields(errors: readonly ErrorObject[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!props) continue;
    const key = fromPointer(e.instancePath).join('\u0000');
    out.set(key, [...new Set([...(out.get(key) ?? []), ...Object.keys(props)])]);
  }
  return out;
}
