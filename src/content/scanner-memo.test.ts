import { describe, expect, it } from 'vitest';
import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { sharingScanners } from './scanner-memo.js';

/** An engine recording what it compiles, searches and frees, matching with JavaScript's regular expressions. */
function recordingEngine() {
  const compiled: string[][] = [];
  const freed: string[][] = [];
  const searched: string[] = [];
  const engine: RegexEngine = {
    createString: (s) => ({ content: s }),
    createScanner: (patterns) => {
      const list = patterns.map(String);
      compiled.push(list);
      return {
        findNextMatchSync(line, start) {
          const text = typeof line === 'string' ? line : line.content;
          for (const [index, source] of list.entries()) {
            searched.push(`${source}@${start}`);
            const re = new RegExp(source.replace('\\G', '^'), 'g');
            re.lastIndex = start;
            const m = source.includes('\\G') ? new RegExp(`^(?:${source.replace('\\G', '')})`).exec(text.slice(start)) : re.exec(text);
            if (m) {
              const at = source.includes('\\G') ? start : m.index;
              return { index, captureIndices: [{ start: at, end: at + m[0].length, length: m[0].length }] };
            }
          }
          return null;
        },
        dispose: () => void freed.push(list),
      };
    },
  };
  return { engine, compiled, freed, searched };
}

describe('sharing scanners', () => {
  it('compiles each pattern once, whatever lists name it, and keeps it while a rule frees its scanner', () => {
    const { engine, compiled, freed } = recordingEngine();
    const sharing = sharingScanners(engine);
    const a = sharing.createScanner(['\\bif\\b', '"']);
    const b = sharing.createScanner(['\\bif\\b', '"']);
    sharing.createScanner(['"', 'x']);
    expect(compiled).toEqual([['\\bif\\b'], ['"'], ['x']]);
    a.dispose?.();
    expect(freed).toEqual([]);
    expect(b.findNextMatchSync('say "if"', 0, 0)).toEqual({ index: 1, captureIndices: [{ start: 4, end: 5, length: 1 }] });
    sharing.dispose();
    expect(freed).toHaveLength(3);
  });

  it('answers with the earliest match, the first pattern listed on a tie', () => {
    const { engine } = recordingEngine();
    const sharing = sharingScanners(engine);
    const scanner = sharing.createScanner(['b+', 'a', 'ab']);
    expect(scanner.findNextMatchSync('xxabbb', 0, 0)).toEqual({ index: 1, captureIndices: [{ start: 2, end: 3, length: 1 }] });
    expect(scanner.findNextMatchSync('xxabbb', 3, 0)).toEqual({ index: 0, captureIndices: [{ start: 3, end: 6, length: 3 }] });
    expect(scanner.findNextMatchSync('xxabbb', 6, 0)).toBeNull();
  });

  it("reuses a pattern's last search on the same line while its match is still ahead, never for \\G", () => {
    const { engine, searched } = recordingEngine();
    const sharing = sharingScanners(engine);
    const scanner = sharing.createScanner(['a', 'b', '\\Gc']);
    const line = engine.createString('cxbxxa');
    expect(scanner.findNextMatchSync(line, 0, 0)?.index).toBe(2);
    searched.length = 0;
    // From 1: "a" (at 5) and "b" (at 2) are still ahead of the first search's matches; \G searches again.
    expect(scanner.findNextMatchSync(line, 1, 0)?.index).toBe(1);
    expect(searched).toEqual(['\\Gc@1']);
    searched.length = 0;
    // From 2, where "b" matched: still its match, and as it starts there, nothing after it is searched.
    expect(scanner.findNextMatchSync(line, 2, 0)?.index).toBe(1);
    expect(searched).toEqual([]);
    searched.length = 0;
    // From 3: "b" matched at 2, behind; "a" still ahead at 5.
    expect(scanner.findNextMatchSync(line, 3, 0)?.captureIndices[0]?.start).toBe(5);
    expect(searched).toEqual(['b@3', '\\Gc@3']);
    searched.length = 0;
    // Another line (an equal text, another string) and other options search again.
    scanner.findNextMatchSync(engine.createString('cxbxxa'), 3, 0);
    scanner.findNextMatchSync(line, 3, 1);
    expect(searched).toEqual(['a@3', 'b@3', '\\Gc@3', 'a@3', 'b@3', '\\Gc@3']);
  });

  it('compiles lists beyond its bound unshared, freed by their rule', () => {
    const { engine, compiled, freed } = recordingEngine();
    const sharing = sharingScanners(engine, 2);
    sharing.createScanner(['a', 'b']);
    const one = sharing.createScanner(['b', 'c']);
    sharing.createScanner(['a']);
    expect(compiled).toEqual([['a'], ['b'], ['b', 'c']]);
    one.dispose?.();
    expect(freed).toEqual([['b', 'c']]);
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
