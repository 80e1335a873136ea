/** A CSS string literal that cannot close the `<style>` element it is written in. */
export const cssString = (s: string): string => JSON.stringify(s).replace(/</g, '\\3c ');
