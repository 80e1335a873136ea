/**
 * Example rules (warnings): `example` / `examples` of parameters, headers, media types, 2.0 responses
 * (`examples` by MIME type) and of schemas themselves must not contradict their schema: the reference
 * pages show them as what the API sends. The objects holding examples come from the `$ref` walk of each
 * file (walk.ts), so no second traversal of the description is needed.
 */
import { isObject } from '../../common/is-object.js';
import { isJsonSchema2020 } from './meta-schemas.js';
import type { CheckContext, Located } from './context.js';
import { exampleProblem, type ExampleMode } from './example-validator.js';
import type { RefFile } from './refs.js';
import type { FoundRefs } from './walk.js';

export function checkExamples(ctx: CheckContext, walked: ReadonlyMap<RefFile, FoundRefs>): void {
  const done = new Map<unknown, Set<string>>();
  const validate = (schema: Located, example: Located, mode: ExampleMode, what: string) => {
    // A shared example (a `$ref` from several media types) against the same schema is checked once.
    const key = `${example.file.abs}#${(example.base ?? []).join('/')}`;
    let seen = done.get(schema.value);
    if (!seen) done.set(schema.value, (seen = new Set()));
    if (seen.has(key)) return;
    seen.add(key);
    const problem = exampleProblem(ctx, schema, example.value, mode);
    if (problem) ctx.report('warning', 'oas-example-invalid', `This ${what} contradicts its schema: ${problem}`, example);
  };
  for (const [file, found] of walked) {
    for (const { path, holder } of found.examples) {
      const at: Located = { value: holder, file, base: path };
      const mode: ExampleMode =
        path.includes('requestBody') || (path.includes('parameters') && !path.includes('responses'))
          ? 'request'
          : path.includes('responses') || path.includes('headers')
            ? 'response'
            : 'any';
      if ('schema' in holder) {
        // A media type, parameter, header (3.x) or response (2.0): its examples against its `schema`.
        const schema = ctx.child(at, 'schema');
        const kind = path.includes('parameters') ? 'parameter example' : path.includes('headers') ? 'header example' : 'example';
        if ('example' in holder) validate(schema, { value: holder['example'], file, base: [...path, 'example'] }, mode, kind);
        const examples = ctx.child(at, 'examples');
        if (!isObject(examples.value)) continue;
        for (const name of Object.keys(examples.value)) {
          if (ctx.version === '2.0') {
            validate(schema, { value: examples.value[name], file, base: [...path, 'examples', name] }, mode, `${name} example`);
            continue;
          }
          const ex = ctx.deref(ctx.child(examples, name));
          if (ex && isObject(ex.value) && 'value' in ex.value) {
            const base = ex.base ?? [...path, 'examples', name];
            validate(schema, { value: ex.value['value'], file: ex.file, base: [...base, 'value'] }, mode, `example \`${name}\``);
          }
        }
        continue;
      }
      // A schema: its own `example` (and 3.1 `examples` list) against itself.
      if ('example' in holder) validate(at, { value: holder['example'], file, base: [...path, 'example'] }, 'any', 'schema example');
      if (isJsonSchema2020(ctx.version) && Array.isArray(holder['examples'])) {
        holder['examples'].forEach((value, i) =>
          validate(at, { value, file, base: [...path, 'examples', String(i)] }, 'any', 'schema example'),
        );
      }
    }
  }
}
