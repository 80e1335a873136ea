/** Inter, which Sextant ships (@fontsource-variable/inter): a docs.json font of this family needs no `source`. */
export const isBundledFont = (family: string): boolean => /^inter( variable)?$/i.test(family.trim());
