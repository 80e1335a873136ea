import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { SourceText } from '../diagnostics/source-text.js';
import { outsideCode } from './lenient-mdx.js';
import { readsAsMdx } from './parse-mdx.js';

const VARIABLE = /\{\{\s*([A-Za-z0-9-]+)\s*\}\}/g;
const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;

/**
 * Replace `{{name}}` with docs.json `variables` everywhere in a page (code included, as authors
 * expect in install commands). An unknown name outside code is reported at its place and shown as
 * written (as character references in MDX, so it is not read as an expression); inside code and in
 * frontmatter it is left alone, since `{{x}}` is also template syntax, and so is an attribute's value
 * (`ui={{ color }}` is an object in JSX).
 */
export function substituteVariables(text: string, variables: Record<string, string>, file: string, diagnostics: Diagnostic[]): string {
  if (!text.includes('{{')) return text;
  const src = new SourceText(file, text);
  const mdx = readsAsMdx(text, file);
  const frontmatter = FRONTMATTER.exec(text)?.[0] ?? '';
  const body = text.slice(frontmatter.length);
  const known = (name: string) => Object.hasOwn(variables, name);
  const prose = outsideCode(body, (segment, start) =>
    segment.replace(VARIABLE, (m, name: string, offset: number) => {
      if (known(name)) return variables[name]!;
      // `ui={{ color }}`: a JSX attribute's object with one shorthand key, not a variable.
      if (mdx && /=\s*$/.test(segment.slice(Math.max(0, offset - 40), offset))) return m;
      const { line, column } = src.position(frontmatter.length + start + offset);
      diagnostics.push({
        severity: 'warning',
        code: 'undefined-variable',
        message: `{{${name}}} is not defined in docs.json \`variables\`; it is shown as written`,
        file,
        line,
        column,
        pointer: '',
      });
      return mdx ? m.replace(/\{/g, '&#123;').replace(/\}/g, '&#125;') : m;
    }),
  );
  // Code keeps unknown names as they are; known ones are replaced there too.
  const replace = (s: string) => s.replace(VARIABLE, (m, name: string) => (known(name) ? variables[name]! : m));
  return replace(frontmatter) + replace(prose);
}
