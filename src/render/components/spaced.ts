import { toChildArray, type ComponentChild, type ComponentChildren } from 'preact';

/**
 * Children with a space between each: for the parts of a flex line (a field's name, type and pills,
 * its facts), where the space changes nothing on screen but keeps the words apart for search, copied
 * text and screen readers (`limit integer required`, not `limitintegerrequired`).
 */
export function spaced(children: ComponentChildren): ComponentChild[] {
  return toChildArray(children).flatMap((part, i) => (i ? [' ', part] : [part]));
}
