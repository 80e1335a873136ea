import type { Division } from '../model/site-model.js';
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
  /** The accessible name of the previous and next links under the page. */
  pagination: string;
  /** The accessible name of the breadcrumbs above the title. */
  breadcrumb: string;
  /** The mobile menu button's accessible name. */
  openNavigation: string;
  /** The accessible name of the top bar's links (navbar, language switcher, theme toggle). */
  siteLinks: string;
  /** The accessible name of the tab bar. */
  sections: string;
  /** The theme toggle's accessible name (it is pressed in dark mode). */
  darkMode: string;
  /** The banner's accessible name. */
  announcement: string;
  /** The banner's close button. */
  dismiss: string;
  /** The badge of a page with frontmatter `deprecated`. */
  deprecated: string;
  /** The accessible name of a changelog's tag filter. */
  filterByTag: string;
  /** `{name}` is a sidebar group's: the link to its first page until its links load. */
  openGroup: string;
  /** `{name}` is Sextant, a link: the footer's last line. */
  builtWith: string;
  /** The name of the footer's `website` link. */
  website: string;
  /** The switchers' hidden names, read before their value ("Language: Français"). */
  switchers: { language: string; version: string; product: string; section: string };
  /** The 404 page's words, when docs.json `errors.404` does not set them. */
  notFound: NotFoundText;
  /** The search dialog's words (the runtime draws it; the search button hands them over). */
  searchDialog: SearchDialogText;
  /** The contextual menu's words (render/layout/contextual-menu.tsx; the status words go to the runtime). */
  contextual: ContextualText;
}

/** The 404 page's title and text, its link home, and the heading and name of its list of suggested pages. */
export interface NotFoundText {
  title: string;
  description: string;
  home: string;
  suggestions: string;
  suggestionsLabel: string;
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
  pagination: 'Previous and next pages',
  breadcrumb: 'Breadcrumb',
  openNavigation: 'Open navigation',
  siteLinks: 'Site',
  sections: 'Sections',
  darkMode: 'Dark mode',
  announcement: 'Announcement',
  dismiss: 'Dismiss',
  deprecated: 'Deprecated',
  filterByTag: 'Filter entries by tag',
  openGroup: 'Open {name}',
  builtWith: 'Built with {name}',
  website: 'Website',
  switchers: {
    language: 'Language',
    version: 'Version',
    product: 'Product',
    section: 'Section',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
    suggestions: 'Perhaps you were looking for:',
    suggestionsLabel: 'Suggested pages',
  },
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
    pagination: 'Pages précédente et suivante',
    breadcrumb: 'Fil d’Ariane',
    openNavigation: 'Ouvrir la navigation',
    siteLinks: 'Site',
    sections: 'Sections',
    darkMode: 'Mode sombre',
    announcement: 'Annonce',
    dismiss: 'Fermer',
    deprecated: 'Obsolète',
    filterByTag: 'Filtrer les entrées par étiquette',
    openGroup: 'Ouvrir {name}',
    builtWith: 'Créé avec {name}',
    website: 'Site web',
    switchers: {
      language: 'Langue',
      version: 'Version',
      product: 'Produit',
      section: 'Section',
    },
    notFound: {
      title: 'Page introuvable',
      description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
      home: 'Aller à la page d’accueil',
      suggestions: 'Vous cherchiez peut-être :',
      suggestionsLabel: 'Pages suggérées',
    },
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
    pagination: 'Vorherige und nächste Seite',
    breadcrumb: 'Brotkrümelnavigation',
    openNavigation: 'Navigation öffnen',
    siteLinks: 'Website',
    sections: 'Bereiche',
    darkMode: 'Dunkelmodus',
    announcement: 'Ankündigung',
    dismiss: 'Schließen',
    deprecated: 'Veraltet',
    filterByTag: 'Einträge nach Tag filtern',
    openGroup: '{name} öffnen',
    builtWith: 'Erstellt mit {name}',
    website: 'Website',
    switchers: {
      language: 'Sprache',
      version: 'Version',
      product: 'Produkt',
      section: 'Bereich',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      description: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      home: 'Zur Startseite',
      suggestions: 'Meinten Sie vielleicht:',
      suggestionsLabel: 'Vorgeschlagene Seiten',
    },
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
    pagination: 'Páginas anterior y siguiente',
    breadcrumb: 'Ruta de navegación',
    openNavigation: 'Abrir la navegación',
    siteLinks: 'Sitio',
    sections: 'Secciones',
    darkMode: 'Modo oscuro',
    announcement: 'Anuncio',
    dismiss: 'Cerrar',
    deprecated: 'Obsoleto',
    filterByTag: 'Filtrar entradas por etiqueta',
    openGroup: 'Abrir {name}',
    builtWith: 'Creado con {name}',
    website: 'Sitio web',
    switchers: {
      language: 'Idioma',
      version: 'Versión',
      product: 'Producto',
      section: 'Sección',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'La página que buscas no existe o se ha movido.',
      home: 'Ir a la página de inicio',
      suggestions: 'Quizás buscabas:',
      suggestionsLabel: 'Páginas sugeridas',
    },
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
    pagination: 'Páginas anterior e próxima',
    breadcrumb: 'Trilha de navegação',
    openNavigation: 'Abrir a navegação',
    siteLinks: 'Site',
    sections: 'Seções',
    darkMode: 'Modo escuro',
    announcement: 'Aviso',
    dismiss: 'Fechar',
    deprecated: 'Obsoleto',
    filterByTag: 'Filtrar entradas por tag',
    openGroup: 'Abrir {name}',
    builtWith: 'Feito com {name}',
    website: 'Site',
    switchers: {
      language: 'Idioma',
      version: 'Versão',
      product: 'Produto',
      section: 'Seção',
    },
    notFound: {
      title: 'Página não encontrada',
      description: 'A página que você procura não existe ou foi movida.',
      home: 'Ir para a página inicial',
      suggestions: 'Talvez você estivesse procurando:',
      suggestionsLabel: 'Páginas sugeridas',
    },
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
    pagination: 'Pagina precedente e successiva',
    breadcrumb: 'Percorso di navigazione',
    openNavigation: 'Apri la navigazione',
    siteLinks: 'Sito',
    sections: 'Sezioni',
    darkMode: 'Modalità scura',
    announcement: 'Annuncio',
    dismiss: 'Chiudi',
    deprecated: 'Deprecato',
    filterByTag: 'Filtra le voci per tag',
    openGroup: 'Apri {name}',
    builtWith: 'Realizzato con {name}',
    website: 'Sito web',
    switchers: {
      language: 'Lingua',
      version: 'Versione',
      product: 'Prodotto',
      section: 'Sezione',
    },
    notFound: {
      title: 'Pagina non trovata',
      description: 'La pagina che cerchi non esiste o è stata spostata.',
      home: 'Vai alla home page',
      suggestions: 'Forse cercavi:',
      suggestionsLabel: 'Pagine suggerite',
    },
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
    pagination: 'Vorige en volgende pagina',
    breadcrumb: 'Kruimelpad',
    openNavigation: 'Navigatie openen',
    siteLinks: 'Site',
    sections: 'Secties',
    darkMode: 'Donkere modus',
    announcement: 'Mededeling',
    dismiss: 'Sluiten',
    deprecated: 'Verouderd',
    filterByTag: 'Items filteren op tag',
    openGroup: '{name} openen',
    builtWith: 'Gemaakt met {name}',
    website: 'Website',
    switchers: {
      language: 'Taal',
      version: 'Versie',
      product: 'Product',
      section: 'Sectie',
    },
    notFound: {
      title: 'Pagina niet gevonden',
      description: 'De pagina die je zoekt bestaat niet of is verplaatst.',
      home: 'Naar de startpagina',
      suggestions: 'Zocht je misschien:',
      suggestionsLabel: 'Voorgestelde pagina’s',
    },
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
    pagination: '前後のページ',
    breadcrumb: 'パンくずリスト',
    openNavigation: 'ナビゲーションを開く',
    siteLinks: 'サイト',
    sections: 'セクション',
    darkMode: 'ダークモード',
    announcement: 'お知らせ',
    dismiss: '閉じる',
    deprecated: '非推奨',
    filterByTag: 'タグで絞り込む',
    openGroup: '{name} を開く',
    builtWith: '{name} で構築',
    website: 'ウェブサイト',
    switchers: {
      language: '言語',
      version: 'バージョン',
      product: '製品',
      section: 'セクション',
    },
    notFound: {
      title: 'ページが見つかりません',
      description: 'お探しのページは存在しないか、移動した可能性があります。',
      home: 'ホームページへ移動',
      suggestions: 'お探しのページはこちらですか？',
      suggestionsLabel: '候補のページ',
    },
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
    pagination: '上一页和下一页',
    breadcrumb: '面包屑导航',
    openNavigation: '打开导航',
    siteLinks: '网站',
    sections: '栏目',
    darkMode: '深色模式',
    announcement: '公告',
    dismiss: '关闭',
    deprecated: '已弃用',
    filterByTag: '按标签筛选条目',
    openGroup: '打开 {name}',
    builtWith: '使用 {name} 构建',
    website: '网站',
    switchers: {
      language: '语言',
      version: '版本',
      product: '产品',
      section: '栏目',
    },
    notFound: {
      title: '找不到页面',
      description: '你要查找的页面不存在或已被移动。',
      home: '返回首页',
      suggestions: '你是不是要找：',
      suggestionsLabel: '推荐页面',
    },
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
    pagination: '이전 및 다음 페이지',
    breadcrumb: '이동 경로',
    openNavigation: '탐색 열기',
    siteLinks: '사이트',
    sections: '섹션',
    darkMode: '다크 모드',
    announcement: '공지',
    dismiss: '닫기',
    deprecated: '지원 중단',
    filterByTag: '태그로 항목 필터링',
    openGroup: '{name} 열기',
    builtWith: '{name}로 제작',
    website: '웹사이트',
    switchers: {
      language: '언어',
      version: '버전',
      product: '제품',
      section: '섹션',
    },
    notFound: {
      title: '페이지를 찾을 수 없습니다',
      description: '찾으시는 페이지가 없거나 이동되었습니다.',
      home: '홈페이지로 이동',
      suggestions: '이 페이지를 찾으셨나요?',
      suggestionsLabel: '추천 페이지',
    },
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
    pagination: 'Предыдущая и следующая страницы',
    breadcrumb: 'Навигационная цепочка',
    openNavigation: 'Открыть навигацию',
    siteLinks: 'Сайт',
    sections: 'Разделы',
    darkMode: 'Тёмная тема',
    announcement: 'Объявление',
    dismiss: 'Закрыть',
    deprecated: 'Устарело',
    filterByTag: 'Фильтровать записи по тегу',
    openGroup: 'Открыть «{name}»',
    builtWith: 'Создано с помощью {name}',
    website: 'Сайт',
    switchers: {
      language: 'Язык',
      version: 'Версия',
      product: 'Продукт',
      section: 'Раздел',
    },
    notFound: {
      title: 'Страница не найдена',
      description: 'Страница, которую вы ищете, не существует или была перемещена.',
      home: 'На главную',
      suggestions: 'Возможно, вы искали:',
      suggestionsLabel: 'Похожие страницы',
    },
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

/** The BCP 47 `lang` of the pages under a division path: its language's, else English. */
export function pageLang(path: readonly Division[]): string {
  const language = path.find((d) => d.kind === 'language');
  return language?.code ? htmlLang(language.code) : 'en';
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
