/** What API and channel pages draw alike of servers and their security: variables, and a scheme's required scopes. */
import type { SpecHtml } from './schema-tree.js';
import { useWords } from '../components/render-state.js';

export interface ServerVariableView {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

/** A server's `{variables}` with their defaults, allowed values and descriptions (spec Markdown, drawn inline by `md`). */
export function ServerVariables({ variables, md }: { variables: ServerVariableView[]; md: SpecHtml }) {
  if (!variables.length) return null;
  return (
    <ul class="sx-server-vars">
      {variables.map((v) => (
        <li>
          <code>{`{${v.name}}`}</code>
          {v.default !== undefined ? (
            <>
              {' '}
              default <code>{v.default}</code>
            </>
          ) : null}
          {v.enum?.length ? (
            <>
              {' '}
              (one of{' '}
              {v.enum.map((x, i) => (
                <>
                  {i ? ', ' : ''}
                  <code>{x}</code>
                </>
              ))}
              )
            </>
          ) : null}
          {v.description ? (
            <>
              {' – '}
              <span class="sx-server-var-desc" dangerouslySetInnerHTML={{ __html: md(v.description, {}) }} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The scopes a security requirement asks for. */
export function Scopes({ scopes }: { scopes: string[] }) {
  const words = useWords().api;
  if (!scopes.length) return null;
  return (
    <p class="sx-facts">
      <span>
        {words.scopes}:{' '}
        {scopes.map((x, i) => (
          <>
            {i ? ' ' : ''}
            <code>{x}</code>
          </>
        ))}
      </span>
    </p>
  );
}
