import { describe, expect, it } from 'vitest';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { sharingScanners } from './scanner-memo.js';

/** An engine recording what it compiles and frees, matching nothing. */
function recordingEngine() {
  const compiled: string[][] = [];
  const freed: string[][] = [];
  const engine: RegexEngine = {
    createString: (s) => ({ content: s }),
    createScanner: (patterns) => {
      const list = patterns.map(String);
      compiled.push(list);
      return { findNextMatchSync: () => null, dispose: () => void freed.push(list) };
    },
  };
  return { engine, compiled, freed };
}

describe('sharing scanners', () => {
  it('compiles an equal list of patterns once and keeps it while a rule frees its copy', () => {
    const { engine, compiled, freed } = recordingEngine();
    const sharing = sharingScanners(engine);
    const a = sharing.createScanner(['\\bif\\b', '"']);
    const b = sharing.createScanner(['\\bif\\b', '"']);
    sharing.createScanner(['\\bif\\b']);
    expect(compiled).toEqual([['\\bif\\b', '"'], ['\\bif\\b']]);
    a.dispose?.();
    expect(freed).toEqual([]);
    expect(b.findNextMatchSync('if', 0, 0)).toBeNull();
    sharing.dispose();
    expect(freed).toHaveLength(2);
  });

  it('compiles lists beyond its bound unshared, freed by their rule', () => {
    const { engine, compiled, freed } = recordingEngine();
    const sharing = sharingScanners(engine, 1);
    sharing.createScanner(['a']);
    const one = sharing.createScanner(['b']);
    sharing.createScanner(['b']);
    expect(compiled).toEqual([['a'], ['b'], ['b']]);
    one.dispose?.();
    expect(freed).toEqual([['b']]);
  });

  it('colours as Shiki does alone, across grammars sharing rules and end patterns with back-references', async () => {
    const blocks: [string, string][] = [
      ['ts', 'const a: number = 1; // c\nfunction f<T>(x: T) { return `${x}`; }\n'],
      ['tsx', 'const a: number = 1; // c\nexport const C = () => <div className="x">{a}</div>;\n'],
      ['js', 'const a = 1; // c\nfunction f(x) { return `${x}`; }\n'],
      ['jsx', 'const a = 1; // c\nexport const C = () => <div className="x">{a}</div>;\n'],
      ['bash', "cat <<EOF\nhello $USER\nEOF\ncat <<'END'\nliteral $x\nEND\ncat <<EOF\nagain\nEOF\n"],
      ['ruby', 'x = <<~SQL\n  select 1\nSQL\ny = <<~SQL\n  select 2\nSQL\n'],
      ['python', 's = """doc\n"""\nt = \'\'\'other\'\'\'\nu = """again"""\n'],
    ];
    const themes = ['github-light', 'github-dark-default'];
    const langs = [...new Set(blocks.map(([l]) => l))];
    const wasm = () => import('shiki/wasm');
    const plain = await createHighlighter({ themes, langs, engine: createOnigurumaEngine(wasm) });
    const sharing = sharingScanners(await createOnigurumaEngine(wasm));
    const shared = await createHighlighter({ themes, langs, engine: sharing });
    const options = { themes: { light: themes[0]!, dark: themes[1]! }, tokenizeTimeLimit: 0 };
    // Twice over: the second pass runs on scanners the first compiled (and rules re-resolved their ends).
    for (const pass of [1, 2]) {
      for (const [lang, code] of blocks) {
        expect(shared.codeToHtml(code, { ...options, lang }), `${lang}, pass ${pass}`).toBe(plain.codeToHtml(code, { ...options, lang }));
      }
    }
    shared.dispose();
    sharing.dispose();
    plain.dispose();
  });
});
