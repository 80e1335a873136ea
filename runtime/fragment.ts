/**
 * Elements named by fragments: the URL's own, and the links of "On this page". Ids may hold a `%` that
 * is no percent-encoding (a heading "100% done" has the id `100%-done`), on which decodeURIComponent
 * throws: such a fragment is the id as it is.
 */

/** The element the URL's fragment names (null without a fragment or such an element). */
export function fragmentTarget(): HTMLElement | null {
  let id = location.hash.slice(1);
  if (!id) return null;
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not percent-encoded: the id as written.
  }
  return document.getElementById(id);
}

/**
 * The links of "On this page" with the headings they lead to, in page order. The `href` attribute as
 * written (`#` and the id), not `hash`, which would percent-encode it.
 */
export function tocHeadings(): { link: HTMLAnchorElement; heading: HTMLElement }[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('.sx-toc a[href^="#"]')].flatMap((link) => {
    const heading = document.getElementById(link.getAttribute('href')!.slice(1));
    return heading ? [{ link, heading }] : [];
  });
}
