/**
 * Language codes accepted in `navigation.languages[].language`: the union of the reference product's
 * documented list and its schema's longer list (SPEC.md, navigation rule 7).
 */
export const LANGUAGE_CODES = [
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp', 'ja-jp', 'ja-JP',
  'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no', 'da', 'lv', 'nl', 'uk', 'ua',
  'vi', 'pl', 'uz', 'he', 'ca', 'fi', 'hu',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
