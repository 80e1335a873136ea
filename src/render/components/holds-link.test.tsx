import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'preact';
import { BUILTIN_COMPONENTS } from './index.js';
import { holdsLink } from './holds-link.js';

const component = (name: string) => BUILTIN_COMPONENTS[name] as ComponentType<Record<string, unknown>>;
const [Card, Tile, Tooltip, Link, Note] = ['Card', 'Tile', 'Tooltip', 'Link', 'Note'].map(component) as [
  ComponentType<Record<string, unknown>>,
  ComponentType<Record<string, unknown>>,
  ComponentType<Record<string, unknown>>,
  ComponentType<Record<string, unknown>>,
  ComponentType<Record<string, unknown>>,
];

describe('holdsLink', () => {
  it('sees <a> elements, raw HTML links and components that draw a link, at any depth', () => {
    expect(
      holdsLink(
        <p>
          Read the <a href="/w">write-up</a>
        </p>,
      ),
    ).toBe(true);
    expect(holdsLink(<div dangerouslySetInnerHTML={{ __html: 'see <a href="/x">x</a>' }} />)).toBe(true);
    expect(
      holdsLink(
        <Note>
          {[
            <p key="1">x</p>,
            <Link key="2" href="/x">
              x
            </Link>,
          ]}
        </Note>,
      ),
    ).toBe(true);
    expect(holdsLink(<Card title="c" href="/x" />)).toBe(true);
    expect(holdsLink(<Tile href="/x" />)).toBe(true);
    expect(
      holdsLink(
        <Tooltip tip="t" cta="More" href="/x">
          w
        </Tooltip>,
      ),
    ).toBe(true);
  });

  it('sees none in text, unlinked components and abbreviations', () => {
    expect(holdsLink('Plain <a href="/x"> text')).toBe(false);
    expect(
      holdsLink(
        <p>
          Plain <abbr>body</abbr>
        </p>,
      ),
    ).toBe(false);
    expect(holdsLink(<Card title="c" href="/x" disabled />)).toBe(false);
    expect(holdsLink(<Card title="c" />)).toBe(false);
    expect(
      holdsLink(
        <Tooltip tip="t" href="/x">
          w
        </Tooltip>,
      ),
    ).toBe(false);
    expect(holdsLink(null)).toBe(false);
  });
});
