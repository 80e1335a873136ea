import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { SourceText } from '../diagnostics/source-text.js';
import { outsideCode } from './lenient-mdx.js';

const VARIABLE = /\{\{\s*([A-Za-z0-9-]+)\s*\}\}/g;

/**
 * Replace `{{name}}` with docs.json `variables` everywhere in a page (code included, as authors
 * expect in install commands). An unknown name outside code is reported and left as written; inside
 * code it is left alone, since `{{x}}` is also template syntax.
 */
export function substituteVariables(text: string, variables: Record<string, string>, file: string, diagnostics: Diagnostic[]): string {
  if (!text.includes('{{')) return text;
  const replaced = text.replace(VARIABLE, (m, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : m));
  if (!VARIABLE.test(replaced)) return replaced;
  const mdx = !file.endsWith('.md');
  const src = new SourceText(file, replaced);
  return outsideCode(replaced, (segment, start) =>
    segment.replace(VARIABLE, (m, name: string, offset: number) => {
      const { line, column } = src.position(start + offset);
      diagnostics.push({ severity: 'warning', code: 'undefined-variable', message: `{{${name}}} is not defined in docs.json \`variables\`; it is shown as written`, file, line, column, pointer: '' });
      return mdx ? m.replace(/[{}]/g, '\\$&') : m;
    }),
  );
}
