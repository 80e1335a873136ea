/** JSON inside `<script>`: nothing in it can close the element or open a comment. */
export function scriptJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
