/**
 * Section headings for the fields of a hand-written API page: top-level ParamFields and
 * ResponseFields written one after another, whatever their location, are grouped under a heading per
 * location ("Query parameters", "Body", "Response" …), as a generated page shows them. A heading
 * the author wrote above fields of one location is theirs and stays alone; under an author's heading
 * that covers several locations each location gets a subheading.
 */
import type { Heading, Root, RootContent } from 'mdast';
import { FIELD_SECTIONS } from '../render/api/field-sections.js';
import { ENGLISH, type ApiText } from '../render/ui-strings.js';

/** The section of a top-level field (`response` for a ResponseField), or undefined for anything else. */
function fieldLocation(node: RootContent): string | undefined {
  if (node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name === 'ResponseField') return 'response';
  if (node.name !== 'ParamField') return undefined;
  const names = new Set(node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [a.name] : [])));
  // A ParamField without a location is a body field (as api-fields.tsx reads it).
  return FIELD_SECTIONS.find((s) => s.location !== 'response' && names.has(s.location))?.location ?? 'body';
}

function heading(location: string, depth: number, words: ApiText): Heading {
  const section = FIELD_SECTIONS.find((s) => s.location === location)!;
  // `{#id}`: the anchor generated pages give the same section (read by addHeadingIds).
  return {
    type: 'heading',
    depth: depth as Heading['depth'],
    children: [{ type: 'text', value: `${words[section.words]} {#${section.id}}` }],
  };
}

/** Insert the headings, in the page's words, into the page's top level (before heading ids are given out). */
export function sectionFields(tree: Root, words: ApiText = ENGLISH.api): void {
  const out: RootContent[] = [];
  let above: Heading | undefined;
  let section: RootContent[] = [];
  const flush = () => {
    const locations = section.map(fieldLocation);
    const distinct = new Set(locations.filter((l) => l !== undefined));
    if (distinct.size === 0 || (above && distinct.size === 1)) {
      out.push(...section);
    } else {
      const depth = above ? Math.min(Math.max(above.depth + 1, 2), 6) : 2;
      let current: string | undefined;
      section.forEach((node, i) => {
        const location = locations[i];
        if (location !== undefined && location !== current) {
          out.push(heading(location, depth, words));
          current = location;
        }
        out.push(node);
      });
    }
    section = [];
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      flush();
      out.push(node);
      // The page's `#` title opens no section.
      above = node.depth > 1 ? node : undefined;
    } else section.push(node);
  }
  flush();
  tree.children = out;
}
