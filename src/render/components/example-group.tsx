/**
 * The request and response examples of an API page (generated and hand-written alike): a bar with
 * the group's title, a language (or status) selector and a copy button, above code panels that share
 * one grid cell, so the group is as tall as its tallest sample whichever is shown. The selector is
 * drawn here, not by the runtime, and nothing changes size when a choice is restored: the page never
 * moves once drawn. A request body with several named examples adds a row under the bar with an
 * example selector; each panel then holds one figure per example in one grid cell of its own.
 * runtime/tabs.ts wires the controls; without JavaScript (`scripting: none`) the controls are hidden
 * and every sample shows under its caption.
 */
import type { ComponentChildren } from 'preact';
import { fill, useWords } from './render-state.js';
import { ENGLISH } from '../ui-strings.js';

export interface ExampleItem {
  label: string;
  /** The code block: a `figure.sx-code`. */
  node: ComponentChildren;
}

/** Room for tabs in the bar (px, the examples column's width less the title and copy button). */
const TAB_ROOM = 230;

/** Whether the labels fit in the bar as tabs (about 7.5 px a character at 13 px, plus padding); else a select. */
export function tabsFit(labels: readonly string[]): boolean {
  return labels.length <= 4 && labels.reduce((sum, l) => sum + l.length * 7.5 + 18, 0) <= TAB_ROOM;
}

export function ExampleGroup({
  id,
  title,
  kind,
  items,
  remember,
  dropdown = false,
  examples,
}: {
  /** Prefix of the ids of the group's controls and panels (unique on the page). */
  id: string;
  title: string;
  /** What the selector chooses, for its accessible name ("Request language"). */
  kind: 'language' | 'status';
  items: ExampleItem[];
  /** A storage key shared by groups that remember one choice across pages (languages). */
  remember?: string;
  /** A select even when tabs would fit (RequestExample's `dropdown`). */
  dropdown?: boolean;
  /**
   * The named examples the samples are written for (a request body's `examples`): a labelled select in a
   * row under the bar shows the chosen one's figure (`.sx-code-example[data-example]`) in every panel.
   */
  examples?: string[];
}) {
  const all = useWords();
  const words = all.api;
  const labels = items.map((it, i) => it.label || fill(words.exampleNumber, 'n', i + 1));
  const tabs = !dropdown && tabsFit(labels);
  const titleId = `${id}-title`;
  const many = items.length > 1;
  return (
    <div
      class="sx-api-code"
      data-sx-tabs={id}
      {...(remember ? { 'data-sx-remember': remember } : {})}
      {...(examples ? { 'data-sx-examples': '' } : {})}
    >
      <div class="sx-api-code-bar">
        <p class="sx-api-example-title" id={titleId}>
          {title}
        </p>
        {!many ? (
          <span class="sx-api-code-label">{labels[0]}</span>
        ) : tabs ? (
          <div class="sx-tablist" role="tablist" aria-labelledby={titleId}>
            {labels.map((label, i) => (
              <button
                type="button"
                class="sx-tab"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-controls={`${id}-panel-${i}`}
                aria-selected={i === 0 ? 'true' : 'false'}
                tabIndex={i === 0 ? 0 : -1}
              >
                {label}
              </button>
            ))}
          </div>
        ) : (
          <select class="sx-api-code-select" aria-label={fill(kind === 'language' ? words.languageOf : words.statusOf, 'name', title)}>
            {labels.map((label, i) => (
              <option value={String(i)} selected={i === 0}>
                {label}
              </option>
            ))}
          </select>
        )}
        {/* No text: a fixed-size icon button (site.css), so a label arriving late or a font swap moves nothing. */}
        <button
          type="button"
          class="sx-copy"
          aria-label={fill(words.copyExample, 'name', all === ENGLISH ? title.toLowerCase() : title)}
          title={all.runtime.copy}
        />
      </div>
      {examples ? (
        <div class="sx-api-code-examples">
          <label for={`${id}-example`}>{words.example}</label>
          <select id={`${id}-example`} class="sx-api-code-select">
            {examples.map((label, i) => (
              <option value={String(i)} selected={i === 0}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {items.map((it, i) => (
        <div
          class="sx-code-panel"
          id={`${id}-panel-${i}`}
          data-title={labels[i]}
          {...(many && tabs ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${i}` } : {})}
          hidden={i > 0}
        >
          {it.node}
        </div>
      ))}
    </div>
  );
}
