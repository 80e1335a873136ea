import { describe, expect, it } from 'vitest';
import { compileSource, located } from '../../test/helpers/content.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { substituteVariables } from './variables.js';

const VARS = { product: 'Sextant', version: '1.2.0', 'api-v2': 'https://api.example.com/v2' };

function substitute(text: string, file = 'page.mdx') {
  const diagnostics: Diagnostic[] = [];
  const out = substituteVariables(text, VARS, file, diagnostics);
  return { out, diagnostics };
}

describe('substituteVariables', () => {
  it.each([
    ['text', 'Install {{product}} now', 'Install Sextant now'],
    ['spaces inside the braces', 'v{{ version }}', 'v1.2.0'],
    ['names with dashes and digits', 'Call {{api-v2}}/users', 'Call https://api.example.com/v2/users'],
    ['several on one line', '{{product}} {{version}}', 'Sextant 1.2.0'],
    ['fenced code', '```bash\nnpm i {{product}}@{{version}}\n```', '```bash\nnpm i Sextant@1.2.0\n```'],
    ['inline code', 'Run `{{product}} --help`', 'Run `Sextant --help`'],
    ['attribute values', '<Card title="{{product}}" />', '<Card title="Sextant" />'],
  ])('replaces known variables in %s', (_where, text, expected) => {
    const { out, diagnostics } = substitute(text);
    expect(out).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it('leaves a JSX attribute object with one shorthand key (`ui={{ color }}`) as written, without a warning', () => {
    const text = 'export const color = "red";\n\n<Show ui={{ color }} /> <Show ui= {{color}} />';
    const { out, diagnostics } = substitute(text);
    expect(out).toBe(text);
    expect(diagnostics).toEqual([]);
  });

  it('returns text without `{{` unchanged', () => {
    const text = 'Nothing {here} to replace';
    expect(substitute(text).out).toBe(text);
  });

  it('does not treat names from Object.prototype as variables', () => {
    const { out, diagnostics } = substitute('{{constructor}} {{toString}}');
    expect(out).not.toContain('function');
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('{{constructor}}'),
      expect.stringContaining('{{toString}}'),
    ]);
  });

  it('warns about an unknown variable outside code at its line:column and writes its braces as character references for MDX', () => {
    const { out, diagnostics } = substitute('Intro\n\nUse {{nope}} here\n');
    expect(out).toBe('Intro\n\nUse &#123;&#123;nope&#125;&#125; here\n');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'undefined-variable',
        message: expect.stringContaining('{{nope}}'),
        file: 'page.mdx',
        line: 3,
        column: 5,
        pointer: '',
      },
    ]);
  });

  it('leaves an unknown variable as written in a Markdown page', () => {
    const { out, diagnostics } = substitute('Use {{nope}}\n', 'guide.md');
    expect(out).toBe('Use {{nope}}\n');
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['undefined-variable', 'guide.md', 1, 5]]);
  });

  it('leaves unknown variables inside fenced and inline code alone, without warnings', () => {
    const text = '```jinja\n{{ user.name }} {{nope}}\n```\n\n`{{nope}}` and ~~~ too\n';
    const { out, diagnostics } = substitute(text);
    expect(out).toBe(text);
    expect(diagnostics).toEqual([]);
  });

  it('replaces known variables in code even when unknown ones are left beside them', () => {
    const { out, diagnostics } = substitute('```\n{{product}} {{nope}}\n```\n');
    expect(out).toBe('```\nSextant {{nope}}\n```\n');
    expect(diagnostics).toEqual([]);
  });

  it('reports each unknown occurrence', () => {
    const { diagnostics } = substitute('{{a}}\n{{b}}\n\n  {{a}}\n');
    expect(diagnostics.map((d) => [d.line, d.column])).toEqual([
      [1, 1],
      [2, 1],
      [4, 3],
    ]);
  });
});

describe('variables in pages', () => {
  it('are replaced in text, code blocks, inline code, frontmatter and attributes', async () => {
    const page = await compileSource(
      [
        '---',
        'title: "{{product}} guide"',
        '---',
        '',
        'Install {{product}} {{version}}.',
        '',
        '```bash',
        'npm i {{product}}@{{version}}',
        '```',
        '',
        'Run `{{product}} build`.',
        '',
        '<Card title="{{product}} card">x</Card>',
        '',
      ].join('\n'),
      { variables: VARS },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.title).toBe('Sextant guide');
    expect(page.html).toContain('<p>Install Sextant 1.2.0.</p>');
    expect(page.html).toMatch(/<span[^>]*> Sextant@1\.2\.0<\/span>/);
    expect(page.html).not.toContain('{{');
    expect(page.html).toContain('<code>Sextant build</code>');
    expect(page.html).toContain('<h2 class="sx-card-title not-prose" data-component-part="card-title">Sextant card</h2>');
  });

  it('show an unknown variable as written and warn at its place outside code', async () => {
    const page = await compileSource('# Title\n\nSee {{nope}} now\n\n```\necho {{nope}}\n```\n\n`{{nope}}`\n', { variables: VARS });
    expect(page.html).toContain('<p>See {{nope}} now</p>');
    expect(page.html).toContain('echo {{nope}}');
    expect(page.html).toContain('<code>{{nope}}</code>');
    expect(page.html).not.toContain('\\{');
    expect(located(page.diagnostics, 'undefined-variable')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 5 }]);
  });
});
