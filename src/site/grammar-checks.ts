/**
 * `sextant check` (and build) compile every pattern of the site's own TextMate grammars
 * (`styling.codeblocks.languages.custom`): a pattern Oniguruma rejects makes the rule holding it match
 * nothing, and the highlighter says nothing about it (see content/grammar-patterns.ts). The navigation
 * checked the grammars' shape; this needs the regex engine, loaded only for sites with grammars.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteModel } from '../model/site-model.js';
import { parseJsonFile } from '../source/parse-json.js';
import { toPointer } from '../common/json-pointer.js';

/** A warning at each pattern of the site's grammars that does not compile. */
export async function grammarDiagnostics(root: string, model: SiteModel | undefined): Promise<Diagnostic[]> {
  const languages = model?.codeLanguages ?? [];
  if (!languages.length) return [];
  const { deadPatterns } = await import('../content/grammar-patterns.js');
  const out: Diagnostic[] = [];
  for (const language of languages) {
    const dead = await deadPatterns(language.grammar);
    if (!dead.length) continue;
    // Read again only to place the findings (the model keeps the grammar, not its text).
    const parsed = parseJsonFile(language.file, fs.readFileSync(path.join(root, language.file), 'utf8'));
    for (const at of dead) {
      const field = String(at[at.length - 1]);
      out.push({
        severity: 'warning',
        code: 'code-language-invalid',
        message: `${language.file}: this \`${field}\` pattern is not a regular expression Oniguruma compiles; the rule holding it matches nothing, so blocks in this language lose its colours`,
        file: language.file,
        ...(parsed.ok ? parsed.source.locate(at) : { line: 1, column: 1 }),
        pointer: toPointer(at),
        hint: 'fix the pattern: unclosed groups and character classes, ranges out of order and unknown escapes are the usual faults',
      });
    }
  }
  return out;
}
