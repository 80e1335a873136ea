/**
 * Heading anchor ids by the reference product's rule (not GitHub's slugger): lower case, parentheses,
 * colons and commas dropped (as real repositories' links to them show), spaces and periods to `-`,
 * other punctuation kept.
 */
export function headingId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[():,]/g, '')
    .trim()
    .replace(/[\s.]+/g, '-');
}
