/**
 * Accessibility checks with axe-core inside a real page opened by test/helpers/browser.ts.
 *
 *   const violations = await runAxe(page);
 *   expect(violations, formatViolations(violations)).toEqual([]);
 */
import axe from 'axe-core';
import type { ElementContext, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeViolationNode {
  /** CSS selector(s) of the element; more than one when it sits in an iframe or shadow root. */
  target: string[];
  html: string;
}

export interface AxeViolation {
  /** The rule, e.g. `image-alt`. */
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: AxeViolationNode[];
}

export interface RunAxeOptions {
  /** What to check (a selector, or `{ include, exclude }`); the whole document by default. */
  context?: ElementContext;
  /** axe's own run options, e.g. `{ runOnly: ['wcag2a', 'wcag2aa'] }` or `{ rules: { 'color-contrast': { enabled: false } } }`. */
  options?: RunOptions;
}

type AxeGlobal = { axe?: typeof axe };

/** Run axe-core on the page as it is now and return its violations (empty when there are none). */
export async function runAxe(page: Page, { context, options }: RunAxeOptions = {}): Promise<AxeViolation[]> {
  const loaded = () => page.evaluate(() => (globalThis as AxeGlobal).axe !== undefined);
  if (!(await loaded())) {
    try {
      await page.addScriptTag({ content: axe.source });
    } catch (error) {
      // A Content-Security-Policy without 'unsafe-inline' blocks that <script> (and makes
      // addScriptTag throw); evaluating the source through the DevTools protocol is not subject to CSP.
      if (!/Content Security Policy/i.test(String(error))) throw error;
    }
    if (!(await loaded())) await page.evaluate(axe.source);
  }
  // axe's option types are too deep for playwright's serialisable-argument type, hence `unknown`.
  const arg: { context: unknown; options: unknown } = { context, options };
  return page.evaluate(async ({ context, options }) => {
    const axe = (globalThis as AxeGlobal).axe!;
    const whole = (globalThis as unknown as { document: ElementContext }).document;
    const results = await axe.run((context as ElementContext | undefined) ?? whole, {
      ...(options as RunOptions | undefined),
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((s) => (typeof s === 'string' ? s : s.join(' >>> '))),
        html: n.html,
      })),
    }));
  }, arg);
}

/** Violations as readable text for an assertion message: rule, impact, help, then each element. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  if (violations.length === 0) return 'no accessibility violations';
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' → ')}  ${n.html}`).join('\n');
      return `${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}
