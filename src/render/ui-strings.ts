import type { ContextualStatusText, SearchDialogText } from '../model/ui-text.js';

/**
 * The few words the layout itself writes, in the page's language (the language division's code);
 * English when the language is not listed here.
 */
export interface UiStrings {
  onThisPage: string;
  previous: string;
  next: string;
  /** Before the page's last-modified date (docs.json `metadata.timestamp`). */
  lastModified: string;
  skip: string;
  navigation: string;
  /** The search box's placeholder when docs.json sets no `search.prompt`. */
  search: string;
  /** The search dialog's words (the runtime draws it; the search button hands them over). */
  searchDialog: SearchDialogText;
  /** The contextual menu's words (render/layout/contextual-menu.tsx; the status words go to the runtime). */
  contextual: ContextualText;
}

/** The contextual menu's built-in options' titles and descriptions, its names, and its status words. */
export interface ContextualText extends ContextualStatusText {
  copy: string;
  copyDescription: string;
  view: string;
  viewDescription: string;
  /** `{name}` is the assistant's name (ChatGPT, Claude…). */
  openIn: string;
  ask: string;
  mcp: string;
  mcpDescription: string;
  /** The menu toggle's accessible name. */
  more: string;
  /** The menu's accessible name. */
  actions: string;
}

/** The English words: the runtime's own, and the fallback for languages not listed here. */
export const ENGLISH: UiStrings = {
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  lastModified: 'Last modified on',
  skip: 'Skip to content',
  navigation: 'Navigation',
  search: 'Search…',
  searchDialog: {
    search: 'Search',
    close: 'Close search',
    results: 'Search results',
    unavailable: 'Search is unavailable right now.',
    count: '{n} results',
    none: 'No results for “{query}”',
    allLanguagesAndVersions: 'All languages and versions',
    allLanguages: 'All languages',
    allVersions: 'All versions',
  },
  contextual: {
    copy: 'Copy page',
    copyDescription: 'Copy the page as Markdown for LLMs',
    view: 'View as Markdown',
    viewDescription: 'View the page as plain text',
    openIn: 'Open in {name}',
    ask: 'Ask questions about this page',
    mcp: 'Copy MCP server URL',
    mcpDescription: "Connect this site's MCP server to your tools",
    more: 'More actions for this page',
    actions: 'Page actions',
    copied: 'Copied',
    failed: 'Could not copy',
  },
};

const STRINGS: Record<string, UiStrings> = {
  fr: {
    onThisPage: 'Sur cette page',
    previous: 'Précédent',
    next: 'Suivant',
    lastModified: 'Dernière modification le',
    skip: 'Aller au contenu',
    navigation: 'Navigation',
    search: 'Rechercher…',
    searchDialog: {
      search: 'Rechercher',
      close: 'Fermer la recherche',
      results: 'Résultats de recherche',
      unavailable: 'La recherche est indisponible pour le moment.',
      count: '{n} résultats',
      none: 'Aucun résultat pour « {query} »',
      allLanguagesAndVersions: 'Toutes les langues et versions',
      allLanguages: 'Toutes les langues',
      allVersions: 'Toutes les versions',
    },
    contextual: {
      copy: 'Copier la page',
      copyDescription: 'Copier la page en Markdown pour les LLM',
      view: 'Voir en Markdown',
      viewDescription: 'Voir la page en texte brut',
      openIn: 'Ouvrir dans {name}',
      ask: 'Poser des questions sur cette page',
      mcp: 'Copier l’URL du serveur MCP',
      mcpDescription: 'Connecter le serveur MCP de ce site à vos outils',
      more: 'Plus d’actions pour cette page',
      actions: 'Actions de la page',
      copied: 'Copié',
      failed: 'Copie impossible',
    },
  },
  de: {
    onThisPage: 'Auf dieser Seite',
    previous: 'Zurück',
    next: 'Weiter',
    lastModified: 'Zuletzt geändert am',
    skip: 'Zum Inhalt springen',
    navigation: 'Navigation',
    search: 'Suchen…',
    searchDialog: {
      search: 'Suchen',
      close: 'Suche schließen',
      results: 'Suchergebnisse',
      unavailable: 'Die Suche ist gerade nicht verfügbar.',
      count: '{n} Ergebnisse',
      none: 'Keine Ergebnisse für „{query}“',
      allLanguagesAndVersions: 'Alle Sprachen und Versionen',
      allLanguages: 'Alle Sprachen',
      allVersions: 'Alle Versionen',
    },
    contextual: {
      copy: 'Seite kopieren',
      copyDescription: 'Die Seite als Markdown für LLMs kopieren',
      view: 'Als Markdown anzeigen',
      viewDescription: 'Die Seite als reinen Text anzeigen',
      openIn: 'In {name} öffnen',
      ask: 'Fragen zu dieser Seite stellen',
      mcp: 'MCP-Server-URL kopieren',
      mcpDescription: 'Den MCP-Server dieser Website mit Ihren Tools verbinden',
      more: 'Weitere Aktionen für diese Seite',
      actions: 'Seitenaktionen',
      copied: 'Kopiert',
      failed: 'Kopieren fehlgeschlagen',
    },
  },
  es: {
    onThisPage: 'En esta página',
    previous: 'Anterior',
    next: 'Siguiente',
    lastModified: 'Última modificación el',
    skip: 'Saltar al contenido',
    navigation: 'Navegación',
    search: 'Buscar…',
    searchDialog: {
      search: 'Buscar',
      close: 'Cerrar la búsqueda',
      results: 'Resultados de búsqueda',
      unavailable: 'La búsqueda no está disponible en este momento.',
      count: '{n} resultados',
      none: 'No hay resultados para «{query}»',
      allLanguagesAndVersions: 'Todos los idiomas y versiones',
      allLanguages: 'Todos los idiomas',
      allVersions: 'Todas las versiones',
    },
    contextual: {
      copy: 'Copiar página',
      copyDescription: 'Copiar la página como Markdown para LLM',
      view: 'Ver como Markdown',
      viewDescription: 'Ver la página como texto sin formato',
      openIn: 'Abrir en {name}',
      ask: 'Hacer preguntas sobre esta página',
      mcp: 'Copiar la URL del servidor MCP',
      mcpDescription: 'Conectar el servidor MCP de este sitio a tus herramientas',
      more: 'Más acciones para esta página',
      actions: 'Acciones de la página',
      copied: 'Copiado',
      failed: 'No se pudo copiar',
    },
  },
  pt: {
    onThisPage: 'Nesta página',
    previous: 'Anterior',
    next: 'Próximo',
    lastModified: 'Última modificação em',
    skip: 'Ir para o conteúdo',
    navigation: 'Navegação',
    search: 'Pesquisar…',
    searchDialog: {
      search: 'Pesquisar',
      close: 'Fechar a pesquisa',
      results: 'Resultados da pesquisa',
      unavailable: 'A pesquisa não está disponível no momento.',
      count: '{n} resultados',
      none: 'Nenhum resultado para “{query}”',
      allLanguagesAndVersions: 'Todos os idiomas e versões',
      allLanguages: 'Todos os idiomas',
      allVersions: 'Todas as versões',
    },
    contextual: {
      copy: 'Copiar página',
      copyDescription: 'Copiar a página como Markdown para LLMs',
      view: 'Ver como Markdown',
      viewDescription: 'Ver a página como texto simples',
      openIn: 'Abrir no {name}',
      ask: 'Fazer perguntas sobre esta página',
      mcp: 'Copiar URL do servidor MCP',
      mcpDescription: 'Conectar o servidor MCP deste site às suas ferramentas',
      more: 'Mais ações para esta página',
      actions: 'Ações da página',
      copied: 'Copiado',
      failed: 'Não foi possível copiar',
    },
  },
  it: {
    onThisPage: 'In questa pagina',
    previous: 'Precedente',
    next: 'Successivo',
    lastModified: 'Ultima modifica il',
    skip: 'Vai al contenuto',
    navigation: 'Navigazione',
    search: 'Cerca…',
    searchDialog: {
      search: 'Cerca',
      close: 'Chiudi la ricerca',
      results: 'Risultati della ricerca',
      unavailable: 'La ricerca non è disponibile al momento.',
      count: '{n} risultati',
      none: 'Nessun risultato per «{query}»',
      allLanguagesAndVersions: 'Tutte le lingue e versioni',
      allLanguages: 'Tutte le lingue',
      allVersions: 'Tutte le versioni',
    },
    contextual: {
      copy: 'Copia pagina',
      copyDescription: 'Copia la pagina in Markdown per gli LLM',
      view: 'Visualizza in Markdown',
      viewDescription: 'Visualizza la pagina come testo semplice',
      openIn: 'Apri in {name}',
      ask: 'Fai domande su questa pagina',
      mcp: 'Copia URL del server MCP',
      mcpDescription: 'Collega il server MCP di questo sito ai tuoi strumenti',
      more: 'Altre azioni per questa pagina',
      actions: 'Azioni della pagina',
      copied: 'Copiato',
      failed: 'Impossibile copiare',
    },
  },
  nl: {
    onThisPage: 'Op deze pagina',
    previous: 'Vorige',
    next: 'Volgende',
    lastModified: 'Laatst gewijzigd op',
    skip: 'Naar de inhoud',
    navigation: 'Navigatie',
    search: 'Zoeken…',
    searchDialog: {
      search: 'Zoeken',
      close: 'Zoeken sluiten',
      results: 'Zoekresultaten',
      unavailable: 'Zoeken is nu niet beschikbaar.',
      count: '{n} resultaten',
      none: 'Geen resultaten voor ‘{query}’',
      allLanguagesAndVersions: 'Alle talen en versies',
      allLanguages: 'Alle talen',
      allVersions: 'Alle versies',
    },
    contextual: {
      copy: 'Pagina kopiëren',
      copyDescription: 'De pagina als Markdown voor LLM’s kopiëren',
      view: 'Bekijken als Markdown',
      viewDescription: 'De pagina als platte tekst bekijken',
      openIn: 'Openen in {name}',
      ask: 'Vragen stellen over deze pagina',
      mcp: 'MCP-server-URL kopiëren',
      mcpDescription: 'Verbind de MCP-server van deze site met je tools',
      more: 'Meer acties voor deze pagina',
      actions: 'Pagina-acties',
      copied: 'Gekopieerd',
      failed: 'Kopiëren mislukt',
    },
  },
  ja: {
    onThisPage: 'このページの内容',
    previous: '前へ',
    next: '次へ',
    lastModified: '最終更新日',
    skip: 'コンテンツへスキップ',
    navigation: 'ナビゲーション',
    search: '検索…',
    searchDialog: {
      search: '検索',
      close: '検索を閉じる',
      results: '検索結果',
      unavailable: '現在検索を利用できません。',
      count: '{n} 件の結果',
      none: '「{query}」の結果はありません',
      allLanguagesAndVersions: 'すべての言語とバージョン',
      allLanguages: 'すべての言語',
      allVersions: 'すべてのバージョン',
    },
    contextual: {
      copy: 'ページをコピー',
      copyDescription: 'LLM 向けに Markdown としてページをコピー',
      view: 'Markdown で表示',
      viewDescription: 'ページをプレーンテキストで表示',
      openIn: '{name} で開く',
      ask: 'このページについて質問する',
      mcp: 'MCP サーバーの URL をコピー',
      mcpDescription: 'このサイトの MCP サーバーをツールに接続',
      more: 'このページのその他の操作',
      actions: 'ページの操作',
      copied: 'コピーしました',
      failed: 'コピーできませんでした',
    },
  },
  zh: {
    onThisPage: '本页内容',
    previous: '上一页',
    next: '下一页',
    lastModified: '最后修改于',
    skip: '跳到内容',
    navigation: '导航',
    search: '搜索…',
    searchDialog: {
      search: '搜索',
      close: '关闭搜索',
      results: '搜索结果',
      unavailable: '搜索暂时不可用。',
      count: '{n} 个结果',
      none: '没有“{query}”的结果',
      allLanguagesAndVersions: '所有语言和版本',
      allLanguages: '所有语言',
      allVersions: '所有版本',
    },
    contextual: {
      copy: '复制页面',
      copyDescription: '将页面复制为 Markdown 供 LLM 使用',
      view: '以 Markdown 查看',
      viewDescription: '以纯文本查看页面',
      openIn: '在 {name} 中打开',
      ask: '就此页面提问',
      mcp: '复制 MCP 服务器 URL',
      mcpDescription: '将本站的 MCP 服务器连接到你的工具',
      more: '此页面的更多操作',
      actions: '页面操作',
      copied: '已复制',
      failed: '无法复制',
    },
  },
  ko: {
    onThisPage: '이 페이지에서',
    previous: '이전',
    next: '다음',
    lastModified: '마지막 수정',
    skip: '본문으로 건너뛰기',
    navigation: '탐색',
    search: '검색…',
    searchDialog: {
      search: '검색',
      close: '검색 닫기',
      results: '검색 결과',
      unavailable: '지금은 검색을 사용할 수 없습니다.',
      count: '결과 {n}개',
      none: '“{query}”에 대한 결과가 없습니다',
      allLanguagesAndVersions: '모든 언어 및 버전',
      allLanguages: '모든 언어',
      allVersions: '모든 버전',
    },
    contextual: {
      copy: '페이지 복사',
      copyDescription: 'LLM용 Markdown으로 페이지 복사',
      view: 'Markdown으로 보기',
      viewDescription: '페이지를 일반 텍스트로 보기',
      openIn: '{name}에서 열기',
      ask: '이 페이지에 대해 질문하기',
      mcp: 'MCP 서버 URL 복사',
      mcpDescription: '이 사이트의 MCP 서버를 도구에 연결',
      more: '이 페이지의 추가 작업',
      actions: '페이지 작업',
      copied: '복사됨',
      failed: '복사할 수 없음',
    },
  },
  ru: {
    onThisPage: 'На этой странице',
    previous: 'Назад',
    next: 'Далее',
    lastModified: 'Последнее изменение',
    skip: 'Перейти к содержимому',
    navigation: 'Навигация',
    search: 'Поиск…',
    searchDialog: {
      search: 'Поиск',
      close: 'Закрыть поиск',
      results: 'Результаты поиска',
      unavailable: 'Поиск сейчас недоступен.',
      count: 'Результатов: {n}',
      none: 'Ничего не найдено по запросу «{query}»',
      allLanguagesAndVersions: 'Все языки и версии',
      allLanguages: 'Все языки',
      allVersions: 'Все версии',
    },
    contextual: {
      copy: 'Копировать страницу',
      copyDescription: 'Скопировать страницу в Markdown для LLM',
      view: 'Открыть как Markdown',
      viewDescription: 'Открыть страницу как простой текст',
      openIn: 'Открыть в {name}',
      ask: 'Задать вопросы об этой странице',
      mcp: 'Копировать URL MCP-сервера',
      mcpDescription: 'Подключить MCP-сервер этого сайта к вашим инструментам',
      more: 'Другие действия со страницей',
      actions: 'Действия со страницей',
      copied: 'Скопировано',
      failed: 'Не удалось скопировать',
    },
  },
  ar: {
    onThisPage: 'في هذه الصفحة',
    previous: 'السابق',
    next: 'التالي',
    lastModified: 'آخر تعديل في',
    skip: 'الانتقال إلى المحتوى',
    navigation: 'التنقل',
    search: 'بحث…',
    searchDialog: {
      search: 'بحث',
      close: 'إغلاق البحث',
      results: 'نتائج البحث',
      unavailable: 'البحث غير متاح حاليًا.',
      count: 'عدد النتائج: {n}',
      none: 'لا توجد نتائج لـ «{query}»',
      allLanguagesAndVersions: 'كل اللغات والإصدارات',
      allLanguages: 'كل اللغات',
      allVersions: 'كل الإصدارات',
    },
    contextual: {
      copy: 'نسخ الصفحة',
      copyDescription: 'نسخ الصفحة بتنسيق Markdown للنماذج اللغوية',
      view: 'عرض بتنسيق Markdown',
      viewDescription: 'عرض الصفحة نصًا عاديًا',
      openIn: 'فتح في {name}',
      ask: 'طرح أسئلة عن هذه الصفحة',
      mcp: 'نسخ عنوان خادم MCP',
      mcpDescription: 'ربط خادم MCP لهذا الموقع بأدواتك',
      more: 'إجراءات أخرى لهذه الصفحة',
      actions: 'إجراءات الصفحة',
      copied: 'تم النسخ',
      failed: 'تعذّر النسخ',
    },
  },
  he: {
    onThisPage: 'בעמוד זה',
    previous: 'הקודם',
    next: 'הבא',
    lastModified: 'עודכן לאחרונה',
    skip: 'דילוג לתוכן',
    navigation: 'ניווט',
    search: 'חיפוש…',
    searchDialog: {
      search: 'חיפוש',
      close: 'סגירת החיפוש',
      results: 'תוצאות החיפוש',
      unavailable: 'החיפוש אינו זמין כרגע.',
      count: '{n} תוצאות',
      none: 'אין תוצאות עבור "{query}"',
      allLanguagesAndVersions: 'כל השפות והגרסאות',
      allLanguages: 'כל השפות',
      allVersions: 'כל הגרסאות',
    },
    contextual: {
      copy: 'העתקת העמוד',
      copyDescription: 'העתקת העמוד כ-Markdown עבור מודלי שפה',
      view: 'הצגה כ-Markdown',
      viewDescription: 'הצגת העמוד כטקסט פשוט',
      openIn: 'פתיחה ב-{name}',
      ask: 'שאלות על העמוד הזה',
      mcp: 'העתקת כתובת שרת ה-MCP',
      mcpDescription: 'חיבור שרת ה-MCP של האתר לכלים שלך',
      more: 'פעולות נוספות לעמוד',
      actions: 'פעולות העמוד',
      copied: 'הועתק',
      failed: 'ההעתקה נכשלה',
    },
  },
};

/** The layout's words for an HTML `lang` value (`fr-CA` → French, `zh-Hant` → Chinese). */
export function uiStrings(lang: string): UiStrings {
  return STRINGS[lang.toLowerCase().split('-')[0]!] ?? ENGLISH;
}

/** HTML `lang` values for the reference product's language codes that are not BCP 47. */
const HTML_LANG: Record<string, string> = { cn: 'zh-CN', jp: 'ja', ua: 'uk', 'ja-jp': 'ja-JP', 'fr-ca': 'fr-CA' };

/** The BCP 47 `lang` for a docs.json language code. */
export function htmlLang(code: string): string {
  return HTML_LANG[code] ?? code;
}

/**
 * Languages written right to left, by their primary subtag (Arabic, Central Kurdish, Dhivehi, Persian, Hebrew
 * and its old code `iw`, Pashto, Sindhi, Uyghur, Urdu, Yiddish); regional variants (`ar-SA`, `he-IL`) follow theirs.
 */
const RTL_LANGUAGES = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'iw', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The writing direction of an HTML `lang` value: `rtl` for Arabic, Hebrew, Persian, Urdu…; `ltr` otherwise. */
export function textDirection(lang: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lang.toLowerCase().split('-')[0]!) ? 'rtl' : 'ltr';
}

// Each language's name, worked out once: an Intl.DisplayNames costs some 16 µs to make, and every page's
// switcher names every language (about a second of CPU in the profile of a 6,500-page build in four languages).
const languageNames = new Map<string, string>();

/** A language's name in that language (`fr` → "Français"), for the language switcher. */
export function languageName(lang: string): string {
  let name = languageNames.get(lang);
  if (name === undefined) languageNames.set(lang, (name = nameOf(lang)));
  return name;
}

function nameOf(lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : lang;
  } catch {
    return lang;
  }
}
