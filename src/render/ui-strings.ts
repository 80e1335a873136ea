/**
 * The few words the layout itself writes, in the page's language (the language division's code);
 * English when the language is not listed here.
 */
export interface UiStrings {
  onThisPage: string;
  previous: string;
  next: string;
  skip: string;
  navigation: string;
  /** The search box's placeholder when docs.json sets no `search.prompt`. */
  search: string;
}

const EN: UiStrings = {
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  skip: 'Skip to content',
  navigation: 'Navigation',
  search: 'Search…',
};

const STRINGS: Record<string, UiStrings> = {
  fr: {
    onThisPage: 'Sur cette page',
    previous: 'Précédent',
    next: 'Suivant',
    skip: 'Aller au contenu',
    navigation: 'Navigation',
    search: 'Rechercher…',
  },
  de: {
    onThisPage: 'Auf dieser Seite',
    previous: 'Zurück',
    next: 'Weiter',
    skip: 'Zum Inhalt springen',
    navigation: 'Navigation',
    search: 'Suchen…',
  },
  es: {
    onThisPage: 'En esta página',
    previous: 'Anterior',
    next: 'Siguiente',
    skip: 'Saltar al contenido',
    navigation: 'Navegación',
    search: 'Buscar…',
  },
  pt: {
    onThisPage: 'Nesta página',
    previous: 'Anterior',
    next: 'Próximo',
    skip: 'Ir para o conteúdo',
    navigation: 'Navegação',
    search: 'Pesquisar…',
  },
  it: {
    onThisPage: 'In questa pagina',
    previous: 'Precedente',
    next: 'Successivo',
    skip: 'Vai al contenuto',
    navigation: 'Navigazione',
    search: 'Cerca…',
  },
  nl: {
    onThisPage: 'Op deze pagina',
    previous: 'Vorige',
    next: 'Volgende',
    skip: 'Naar de inhoud',
    navigation: 'Navigatie',
    search: 'Zoeken…',
  },
  ja: {
    onThisPage: 'このページの内容',
    previous: '前へ',
    next: '次へ',
    skip: 'コンテンツへスキップ',
    navigation: 'ナビゲーション',
    search: '検索…',
  },
  zh: { onThisPage: '本页内容', previous: '上一页', next: '下一页', skip: '跳到内容', navigation: '导航', search: '搜索…' },
  ko: { onThisPage: '이 페이지에서', previous: '이전', next: '다음', skip: '본문으로 건너뛰기', navigation: '탐색', search: '검색…' },
  ru: {
    onThisPage: 'На этой странице',
    previous: 'Назад',
    next: 'Далее',
    skip: 'Перейти к содержимому',
    navigation: 'Навигация',
    search: 'Поиск…',
  },
};

/** The layout's words for an HTML `lang` value (`fr-CA` → French, `zh-Hant` → Chinese). */
export function uiStrings(lang: string): UiStrings {
  return STRINGS[lang.toLowerCase().split('-')[0]!] ?? EN;
}

/** HTML `lang` values for the reference product's language codes that are not BCP 47. */
const HTML_LANG: Record<string, string> = { cn: 'zh-CN', jp: 'ja', ua: 'uk', 'ja-jp': 'ja-JP', 'fr-ca': 'fr-CA' };

/** The BCP 47 `lang` for a docs.json language code. */
export function htmlLang(code: string): string {
  return HTML_LANG[code] ?? code;
}

/** A language's name in that language (`fr` → "Français"), for the language switcher. */
export function languageName(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
