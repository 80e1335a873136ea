/**
 * The request side's inputs: server, credentials, parameters and body. Each control has a visible
 * label; ids start with the playground's prefix so two dialogs never share one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ApiPageData, ApiParameter, ApiSecurityScheme, FormSchema, ParameterLocation } from '../../src/model/api-page.js';
import { loadBodyEditor, loadOAuthInputs } from './optional.js';
import { bodyKind, isFileSchema, paramKey, type Credential, type ParamValue, type PlayState } from './request.js';
import { fill, playgroundText } from './text.js';

export const ID = 'sxp';

const idOf = (...parts: string[]) => `${ID}-${parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '_')}`;

/** A lazily loaded component, or undefined while loading or when it is not there. */
function useLazy<T>(load: () => Promise<T | undefined>): { value: T | undefined; done: boolean } {
  const [state, setState] = useState<{ value: T | undefined; done: boolean }>({ value: undefined, done: false });
  useEffect(() => {
    let live = true;
    void load().then((value) => live && setState({ value, done: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const typeText = (s: FormSchema | undefined): string => {
  if (!s) return 'string';
  const t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  if (t === 'array') return `${s.items ? typeText(s.items) : 'any'}[]`;
  return s.format ? `${t} (${s.format})` : t;
};

/** Server choice and its variables; a URL field when the operation declares no server. */
export function ServerInputs({ data, state, set }: { data: ApiPageData; state: PlayState; set: (p: Partial<PlayState>) => void }) {
  const t = playgroundText();
  if (data.servers.length === 0) {
    const id = idOf('base');
    return (
      <fieldset class="sxp-group">
        <legend>{t.server}</legend>
        <label for={id}>{t.baseUrl}</label>
        <input
          id={id}
          type="url"
          value={state.base}
          placeholder="https://api.example.com"
          onInput={(e) => set({ base: e.currentTarget.value })}
          aria-describedby={`${id}-note`}
        />
        <p class="sxp-note" id={`${id}-note`}>
          {t.noServer}
        </p>
      </fieldset>
    );
  }
  const server = data.servers[state.server];
  return (
    <fieldset class="sxp-group">
      <legend>{t.server}</legend>
      {data.servers.length > 1 ? (
        <div class="sxp-field">
          <label for={idOf('server')}>{t.serverUrl}</label>
          <select
            id={idOf('server')}
            value={String(state.server)}
            onChange={(e) => set({ server: Number(e.currentTarget.value), variables: {} })}
          >
            {data.servers.map((s, i) => (
              <option value={String(i)}>{s.description ? `${s.url} (${s.description})` : s.url}</option>
            ))}
          </select>
        </div>
      ) : (
        <p class="sxp-server">
          <code>{server?.url}</code>
        </p>
      )}
      {Object.entries(server?.variables ?? {}).map(([name, v]) => {
        const id = idOf('var', name);
        const value = state.variables[name] ?? v.default;
        const update = (x: string) => set({ variables: { ...state.variables, [name]: x } });
        return (
          <div class="sxp-field">
            <label for={id}>{name}</label>
            {v.enum?.length ? (
              <select id={id} value={value} onChange={(e) => update(e.currentTarget.value)}>
                {v.enum.map((x) => (
                  <option value={x}>{x}</option>
                ))}
              </select>
            ) : (
              <input id={id} value={value} onInput={(e) => update(e.currentTarget.value)} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

function schemeKind(s: ApiSecurityScheme): string {
  if (s.type === 'http')
    return s.scheme.toLowerCase() === 'bearer' ? 'HTTP bearer' : s.scheme.toLowerCase() === 'basic' ? 'HTTP basic' : `HTTP ${s.scheme}`;
  if (s.type === 'apiKey') return fill(playgroundText().apiKeyIn, { location: s.in });
  if (s.type === 'oauth2') return 'OAuth 2';
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  return s.type;
}

const alternativeName = (alt: { scheme: string }[]) =>
  alt.length ? alt.map((a) => a.scheme).join(' + ') : playgroundText().noAuthentication;

export function AuthInputs(props: {
  data: ApiPageData;
  state: PlayState;
  set: (p: Partial<PlayState>) => void;
  creds: Record<string, Credential>;
  setCred: (name: string, c: Credential) => void;
  remember: boolean;
  setRemember: (on: boolean) => void;
}) {
  const { data, state, set, creds, setCred } = props;
  const t = playgroundText();
  const oauth = useLazy(loadOAuthInputs);
  if (data.security.length === 0) return null;
  const alt = data.security[state.auth] ?? [];
  return (
    <fieldset class="sxp-group">
      <legend>{t.authorization}</legend>
      {data.security.length > 1 ? (
        <div class="sxp-field">
          <label for={idOf('auth')}>{t.authentication}</label>
          <select id={idOf('auth')} value={String(state.auth)} onChange={(e) => set({ auth: Number(e.currentTarget.value) })}>
            {data.security.map((a, i) => (
              <option value={String(i)}>{alternativeName(a)}</option>
            ))}
          </select>
        </div>
      ) : null}
      {alt.map(({ scheme: name, scopes }) => {
        const s = data.securitySchemes[name];
        if (!s) return null;
        const c = creds[name] ?? {};
        const field = (key: keyof Credential, label: string, type: 'text' | 'password' = 'password') => {
          const id = idOf('cred', name, key);
          return (
            <div class="sxp-field">
              <label for={id}>{label}</label>
              {type === 'text' ? (
                <input
                  id={id}
                  type="text"
                  autocomplete="off"
                  spellcheck={false}
                  value={c[key] ?? ''}
                  onInput={(e) => setCred(name, { ...c, [key]: e.currentTarget.value })}
                />
              ) : (
                <input
                  id={id}
                  type="password"
                  autocomplete="off"
                  value={c[key] ?? ''}
                  onInput={(e) => setCred(name, { ...c, [key]: e.currentTarget.value })}
                />
              )}
            </div>
          );
        };
        let inputs;
        if (s.type === 'http' && s.scheme.toLowerCase() === 'basic')
          inputs = [field('username', t.username, 'text'), field('password', t.password)];
        else if (s.type === 'http')
          inputs = field('token', s.scheme.toLowerCase() === 'bearer' ? t.bearerToken : fill(t.schemeCredentials, { scheme: s.scheme }));
        else if (s.type === 'apiKey') inputs = field('token', `${s.name} (${fill(t.apiKeyIn, { location: s.in })})`);
        else if (s.type === 'oauth2' || s.type === 'openIdConnect') {
          const OAuth = oauth.value;
          inputs = OAuth ? (
            <OAuth
              name={name}
              scheme={s}
              scopes={scopes}
              token={c.token ?? ''}
              onToken={(token) => setCred(name, { ...c, token })}
              idPrefix={idOf('oauth', name)}
            />
          ) : (
            field('token', t.accessToken)
          );
        } else inputs = <p class="sxp-note">{t.unsupportedAuth}</p>;
        return (
          <fieldset class="sxp-scheme">
            <legend>
              {name} <span class="sxp-kind">({schemeKind(s)})</span>
            </legend>
            {inputs}
          </fieldset>
        );
      })}
      {alt.length ? (
        <div class="sxp-check">
          <input
            id={idOf('remember')}
            type="checkbox"
            checked={props.remember}
            onChange={(e) => props.setRemember(e.currentTarget.checked)}
          />
          <label for={idOf('remember')}>{t.rememberCredentials}</label>
        </div>
      ) : null}
      <p class="sxp-note">{t.credentialsNote}</p>
    </fieldset>
  );
}

/** The parameter groups, and the key of each one's title in the playground's words. */
const LOCATIONS: [ParameterLocation, 'pathParameters' | 'queryParameters' | 'headerParameters' | 'cookieParameters'][] = [
  ['path', 'pathParameters'],
  ['query', 'queryParameters'],
  ['header', 'headerParameters'],
  ['cookie', 'cookieParameters'],
];

export function ParamInputs({ data, state, set }: { data: ApiPageData; state: PlayState; set: (p: Partial<PlayState>) => void }) {
  const update = (p: ApiParameter, v: ParamValue) => set({ params: { ...state.params, [paramKey(p)]: v } });
  const t = playgroundText();
  return (
    <>
      {LOCATIONS.map(([loc, title]) => {
        const list = data.parameters.filter((p) => p.in === loc);
        if (!list.length) return null;
        return (
          <fieldset class="sxp-group">
            <legend>{t[title]}</legend>
            {loc === 'cookie' ? <p class="sxp-note">{t.cookiesNote}</p> : null}
            {list.map((p) => (
              <ParamInput p={p} value={state.params[paramKey(p)] ?? ''} onChange={(v) => update(p, v)} />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}

function Label({
  id,
  name,
  required,
  deprecated,
  schema,
}: {
  id: string;
  name: string;
  required: boolean;
  deprecated?: boolean;
  schema?: FormSchema | undefined;
}) {
  const t = playgroundText();
  return (
    <>
      <label for={id}>
        {name}
        {required ? (
          <span class="sxp-req" title={t.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      <span class="sxp-type" id={`${id}-type`}>
        {typeText(schema)}
        {required ? `, ${t.required}` : ''}
        {deprecated ? <span class="sxp-deprecated">{t.deprecated}</span> : null}
      </span>
    </>
  );
}

/** One scalar input: a select for enums and booleans, a number or text field otherwise. */
function Scalar(props: {
  id: string;
  schema?: FormSchema | undefined;
  value: string;
  onChange: (v: string) => void;
  describedBy?: string;
  label?: string;
}) {
  const { id, schema, value, onChange } = props;
  const aria = {
    ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
    ...(props.label ? { 'aria-label': props.label } : {}),
  };
  const choices = schema?.enum ?? (schema?.type === 'boolean' ? [true, false] : undefined);
  if (choices)
    return (
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...aria}>
        <option value="">—</option>
        {choices.map((x) => (
          <option value={String(x)}>{String(x)}</option>
        ))}
      </select>
    );
  const numeric = schema?.type === 'integer' || schema?.type === 'number';
  return (
    <input
      id={id}
      type="text"
      {...(numeric ? { inputMode: schema?.type === 'integer' ? ('numeric' as const) : ('decimal' as const) } : {})}
      value={value}
      placeholder={schema?.example !== undefined ? String(schema.example) : ''}
      onInput={(e) => onChange(e.currentTarget.value)}
      {...aria}
    />
  );
}

function ParamInput({ p, value, onChange }: { p: ApiParameter; value: ParamValue; onChange: (v: ParamValue) => void }) {
  const id = idOf('param', p.in, p.name);
  const typeId = `${id}-type`;
  const t = playgroundText();
  if (p.schema?.type === 'array') {
    const items = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <div class={`sxp-field${p.deprecated ? ' sxp-is-deprecated' : ''}`} role="group" aria-labelledby={`${id}-label`}>
        <span class="sxp-label" id={`${id}-label`}>
          {p.name}
          {p.required ? <span class="sxp-req"> *</span> : null}
        </span>
        <span class="sxp-type">
          {typeText(p.schema)}
          {p.required ? `, ${t.required}` : ''}
          {p.deprecated ? <span class="sxp-deprecated">{t.deprecated}</span> : null}
        </span>
        {items.map((x, i) => (
          <div class="sxp-item">
            <Scalar
              id={`${id}-${i}`}
              schema={p.schema?.items}
              value={x}
              label={fill(t.item, { name: p.name, n: i + 1 })}
              onChange={(v) => onChange(items.map((y, j) => (j === i ? v : y)))}
            />
            <button
              type="button"
              class="sxp-small"
              aria-label={fill(t.removeItem, { name: p.name, n: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              {t.remove}
            </button>
          </div>
        ))}
        <button type="button" class="sxp-small" onClick={() => onChange([...items, ''])}>
          {fill(t.addItem, { name: p.name })}
        </button>
      </div>
    );
  }
  return (
    <div class={`sxp-field${p.deprecated ? ' sxp-is-deprecated' : ''}`}>
      <Label id={id} name={p.name} required={p.required} deprecated={p.deprecated ?? false} schema={p.schema} />
      <Scalar id={id} schema={p.schema} value={Array.isArray(value) ? value.join(',') : value} onChange={onChange} describedBy={typeId} />
    </div>
  );
}

export function BodyInputs(props: {
  data: ApiPageData;
  state: PlayState;
  set: (p: Partial<PlayState>) => void;
  files: Record<string, File | undefined>;
  setFile: (name: string, f: File | undefined) => void;
}) {
  const { data, state, set, files, setFile } = props;
  const t = playgroundText();
  const editor = useLazy(loadBodyEditor);
  const body = data.body;
  if (!body) return null;
  const content = body.contents[state.media] ?? body.contents[0]!;
  const kind = bodyKind(content);
  let inputs;
  if (kind === 'json') {
    const Editor = editor.value;
    let parsed: unknown;
    let error = '';
    try {
      parsed = state.raw.trim() ? JSON.parse(state.raw) : undefined;
    } catch (e) {
      error = (e as Error).message;
    }
    inputs = Editor ? (
      <Editor
        schema={content.schema}
        value={parsed}
        onChange={(v) => set({ raw: v === undefined ? '' : JSON.stringify(v, null, 2) })}
        onError={(message) => set({ rawError: message || undefined })}
        idPrefix={idOf('body')}
        label={t.body}
      />
    ) : (
      <div class="sxp-field">
        <label for={idOf('body-raw')}>{t.body} (JSON)</label>
        <textarea
          id={idOf('body-raw')}
          rows={10}
          spellcheck={false}
          value={state.raw}
          onInput={(e) => set({ raw: e.currentTarget.value })}
          aria-describedby={error ? idOf('body-error') : undefined}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p class="sxp-error" id={idOf('body-error')}>
            {fill(t.jsonInvalid, { reason: error })}
          </p>
        ) : null}
      </div>
    );
  } else if (kind === 'text') {
    inputs = (
      <div class="sxp-field">
        <label for={idOf('body-raw')}>
          {t.body} ({content.mediaType})
        </label>
        <textarea
          id={idOf('body-raw')}
          rows={8}
          spellcheck={false}
          value={state.raw}
          onInput={(e) => set({ raw: e.currentTarget.value })}
        />
      </div>
    );
  } else if (kind === 'binary') {
    inputs = (
      <div class="sxp-field">
        <label for={idOf('body-file')}>{t.bodyFile}</label>
        <input id={idOf('body-file')} type="file" onChange={(e) => setFile('', e.currentTarget.files?.[0])} />
        {files[''] ? <span class="sxp-type">{files['']!.name}</span> : null}
      </div>
    );
  } else {
    const props2 = content.schema?.properties ?? {};
    const required = new Set(content.schema?.required ?? []);
    inputs = Object.entries(props2).map(([name, s]) => {
      const id = idOf('form', name);
      return (
        <div class="sxp-field">
          <Label id={id} name={name} required={required.has(name)} schema={s} />
          {kind === 'multipart' && isFileSchema(s) ? (
            <input id={id} type="file" onChange={(e) => setFile(name, e.currentTarget.files?.[0])} aria-describedby={`${id}-type`} />
          ) : (
            <Scalar
              id={id}
              schema={s}
              value={state.fields[name] ?? ''}
              onChange={(v) => set({ fields: { ...state.fields, [name]: v } })}
              describedBy={`${id}-type`}
            />
          )}
        </div>
      );
    });
  }
  return (
    <fieldset class="sxp-group">
      <legend>
        {t.body}
        {body.required ? ` (${t.required})` : ''}
      </legend>
      {body.contents.length > 1 ? (
        <div class="sxp-field">
          <label for={idOf('media')}>{t.contentType}</label>
          <select id={idOf('media')} value={String(state.media)} onChange={(e) => set({ media: Number(e.currentTarget.value) })}>
            {body.contents.map((c, i) => (
              <option value={String(i)}>{c.mediaType}</option>
            ))}
          </select>
        </div>
      ) : (
        <p class="sxp-type">{content.mediaType}</p>
      )}
      {content.examples && content.examples.length > 1 ? (
        <div class="sxp-field">
          <label for={idOf('example')}>{t.example}</label>
          <select id={idOf('example')} value={String(state.example ?? 0)} onChange={(e) => set({ example: Number(e.currentTarget.value) })}>
            {content.examples.map((x, i) => (
              <option value={String(i)}>{x.label}</option>
            ))}
          </select>
        </div>
      ) : null}
      {inputs}
    </fieldset>
  );
}
