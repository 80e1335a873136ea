/** A server's `{variables}` with their defaults, allowed values and descriptions (OpenAPI and AsyncAPI servers). */

export interface ServerVariableView {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

export function ServerVariables({ variables }: { variables: ServerVariableView[] }) {
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
          {v.description ? ` – ${v.description}` : null}
        </li>
      ))}
    </ul>
  );
}
