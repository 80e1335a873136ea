/**
 * The API playground's and the WebSocket console's words in the page's language. A page not in English carries
 * them as JSON in a script beside the tool's data island (`#sx-api-text`, `#sx-channel-text`: see
 * src/common/playground-text.ts); an English page carries none and gets the English ones. Read once per island.
 */
const read = new Map<string, object>();

/** The words in `<script id={id}>` over `english` (a word it lacks, or JSON that does not parse, stays English). */
export function islandText<T extends object>(id: string, english: T): T {
  let words = read.get(id) as T | undefined;
  if (!words) {
    words = english;
    const json = typeof document === 'undefined' ? undefined : document.getElementById(id)?.textContent;
    try {
      if (json) words = { ...english, ...(JSON.parse(json) as Partial<T>) };
    } catch {
      // Bad JSON: English.
    }
    read.set(id, words);
  }
  return words;
}

/** A word with its `{name}` placeholders filled (a placeholder with no value stays as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] !== undefined ? String(values[name]) : whole));
}

/** A word cut at its `{name}` placeholders, each replaced by its value (an element: `<code>` around a URL). */
export function fillParts<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && values[name] !== undefined ? values[name] : part;
    });
}
