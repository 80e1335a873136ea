/** The base URLs docs.json's `api.mdx.server` gives (one or a list), blank ones left out. */
export function mdxServers(configured: string | string[] | undefined): string[] {
  return (Array.isArray(configured) ? configured : configured ? [configured] : []).filter((url) => url.trim());
}
