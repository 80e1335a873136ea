/**
 * AsyncAPI channel pages in the sidebar: each link's badge (drawn by CSS from `data-m`) reads and looks
 * like the badge on the channel's own page, WS and other protocols alike, in light and dark; an
 * operation's method that has no colour of its own (OpenAPI 3.2's PURGE) is not drawn as a channel.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ asyncapi: fixture('asyncapi'), openapi: fixture('openapi-3.2') });
}, 120_000);
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

it.each([
  ['/chat/rooms', 'WS', 'light'],
  ['/chat/rooms', 'WS', 'dark'],
  ['/lights/lights-measured', 'MQTT', 'light'],
  ['/lights/lights-measured', 'MQTT', 'dark'],
  ['/api-reference/settlements', 'KAFKA', 'dark'],
] as const)('%s: the sidebar badge says %s in the page badge’s colour (%s)', async (route, label, colorScheme) => {
  const page = await sites.open('asyncapi', route, { colorScheme });
  const link = page.locator(`#sidebar a[href="${route}"]`);
  const sidebar = await link.evaluate((a) => {
    const before = getComputedStyle(a, '::before');
    return { text: before.content, color: before.color };
  });
  const line = page.locator('.sx-channel-line .sx-method');
  expect(await line.textContent()).toBe(label);
  expect(sidebar.text).toBe(`"${label}"`);
  expect(sidebar.color).toBe(await line.evaluate((e) => getComputedStyle(e).color));
});

it('an HTTP method without a colour of its own keeps the neutral badge, not the channel colour', async () => {
  const route = '/api-reference/messages/purge-cached-messages';
  const page = await sites.open('openapi', route);
  const colors = await page.locator(`#sidebar a[href="${route}"]`).evaluate((a) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.className = 'sx-method sx-method-channel';
    const channel = getComputedStyle(probe).color;
    probe.remove();
    return { badge: getComputedStyle(a, '::before').color, channel, content: getComputedStyle(a, '::before').content };
  });
  expect(colors.content).toBe('"PURGE"');
  expect(colors.badge).not.toBe(colors.channel);
});
