import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../config/schema/languages.js';
import { ENGLISH, htmlLang, uiStrings, type UiStrings } from './ui-strings.js';

/** Every string of a table, by its path (`notFound.title`). */
function leaves(table: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe('uiStrings', () => {
  it('has the words of every language docs.json accepts but Latvian and Uzbek', () => {
    const english = LANGUAGE_CODES.filter((code) => uiStrings(htmlLang(code)) === ENGLISH);
    expect(english).toEqual(['en', 'lv', 'uz']);
  });

  it.each(['ar', 'he', 'tr', 'id', 'pl', 'uk', 'vi', 'cs', 'sv'])('translates every word, placeholders kept, for %s', (code) => {
    const table = uiStrings(code);
    expect(table).not.toBe(ENGLISH);
    const words = leaves(table);
    for (const [key, text] of leaves(ENGLISH)) {
      expect(words.get(key), `${code} ${key}`).toBeTruthy();
      expect(placeholders(words.get(key)!), `${code} ${key}`).toEqual(placeholders(text));
    }
  });

  it('keeps the placeholders of every table', () => {
    for (const code of LANGUAGE_CODES) {
      const words = leaves(uiStrings(htmlLang(code)));
      for (const [key, text] of leaves(ENGLISH)) expect(placeholders(words.get(key)!), `${code} ${key}`).toEqual(placeholders(text));
    }
  });

  it('gives the runtime every word in every language, the copy status as the contextual menu says it', () => {
    const keys = Object.keys(ENGLISH.runtime);
    for (const code of LANGUAGE_CODES.filter((c) => !['en', 'lv', 'uz'].includes(c))) {
      const { runtime, contextual } = uiStrings(htmlLang(code));
      expect(runtime, code).not.toBe(ENGLISH.runtime);
      expect(Object.keys(runtime), code).toEqual(keys);
      for (const key of keys) expect(runtime[key as keyof typeof runtime].trim(), `${code} runtime.${key}`).not.toBe('');
      expect(runtime.copied, code).toBe(contextual.copied);
    }
  });

  it('gives the playground, the WebSocket console and their schema check every word in every language', () => {
    for (const part of ['playground', 'console', 'schemaCheck'] as const) {
      const english: Record<string, string> = { ...ENGLISH[part] };
      const keys = Object.keys(english);
      for (const code of LANGUAGE_CODES.filter((c) => !['en', 'lv', 'uz'].includes(c))) {
        const table = uiStrings(htmlLang(code))[part];
        const words: Record<string, string> = { ...table };
        expect(table, `${code} ${part}`).not.toBe(ENGLISH[part]);
        expect(Object.keys(words), `${code} ${part}`).toEqual(keys);
        for (const key of keys) {
          expect(words[key]!.trim(), `${code} ${part}.${key}`).not.toBe('');
          expect(placeholders(words[key]!), `${code} ${part}.${key}`).toEqual(placeholders(english[key]!));
        }
      }
    }
  });

  it("gives a regional code its language's words", () => {
    const is = (lang: string, other: string) => expect(uiStrings(lang), `${lang} → ${other}`).toBe(uiStrings(other));
    is('pt-BR', 'pt');
    is('fr-CA', 'fr');
    is(htmlLang('fr-ca'), 'fr');
    is(htmlLang('ja-jp'), 'ja');
    is(htmlLang('jp'), 'ja');
    is(htmlLang('cn'), 'zh');
    is('zh-CN', 'zh');
    is('zh-Hans', 'zh');
    is(htmlLang('ua'), 'uk');
    expect(uiStrings('pt').onThisPage).toBe('Nesta página');
    expect(uiStrings('uk').onThisPage).toBe('На цій сторінці');
  });

  it('gives Chinese in traditional characters its own words', () => {
    const traditional: UiStrings = uiStrings('zh-Hant');
    expect(traditional).not.toBe(uiStrings('zh'));
    expect(traditional.search).toBe('搜尋…');
    for (const lang of ['zh-TW', 'zh-HK', 'zh-Hant-TW']) expect(uiStrings(lang), lang).toBe(traditional);
    expect(uiStrings('zh-Hans-HK')).toBe(uiStrings('zh'));
  });

  it('falls back to English for a language it does not have', () => {
    expect(uiStrings('lv')).toBe(ENGLISH);
    expect(uiStrings('xx-YY')).toBe(ENGLISH);
  });
});
