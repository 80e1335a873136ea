/**
 * Heading anchor ids by the reference product's rule (not GitHub's slugger), as the links real
 * repositories write to them show: lower case, parentheses as spaces (`enableMic(on: boolean)` →
 * `enablemic-on-boolean`), colons, commas and question and exclamation marks dropped (`## Why Firecrawl?` →
 * `why-firecrawl`, as read back from the reference's export), spaces and periods to `-`, a straight
 * apostrophe curled (`what’s-next`, as the reference's ids are), other punctuation (`@`, `/`, `&`) kept:
 * real repositories link `#@tool` and `#pause/resume`.
 */
export function headingId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .replace(/[:,?!¿¡]/g, '')
    .replace(/'/g, '’')
    .trim()
    .replace(/[\s.]+/g, '-');
}
