/**
 * The request body editor (a lazy chunk of the playground): a form drawn from the body's trimmed
 * schema beside a raw JSON editor, both editing one value. The form covers nested objects, arrays,
 * `oneOf`/`anyOf` branches (with their discriminator), nullable, enums, formats, maps
 * (`additionalProperties`) and falls back to raw JSON for a subtree where the schema was cut
 * (`recursive`) or says nothing. The caller owns the value; every edit goes through `onChange`.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ComponentChildren, JSX, TargetedEvent } from 'preact';
import type { FormSchema } from '../../../src/model/api-page.js';
import { fill, playgroundText } from '../text.js';

export interface BodyEditorProps {
  schema?: FormSchema;
  value: unknown;
  onChange(value: unknown): void;
  /** Prefix of every element id (unique on the page). */
  idPrefix: string;
  /** What the editor edits, e.g. "Body (application/json)": names the editor's group and the raw textarea. */
  label: string;
  /** Why the raw JSON being typed does not parse (`''` once it does, or the raw editor closes): the value stays the last that parsed. */
  onError?(message: string): void;
}

type Obj = Record<string, unknown>;

interface FieldProps {
  schema: FormSchema;
  value: unknown;
  /** `undefined` leaves the property out. */
  onChange(value: unknown): void;
  id: string;
  /** The visible label: the property name, `items[0]`, … */
  name: string;
  required?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Schema helpers

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

function typesOf(s: FormSchema): string[] {
  return s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
}

function nullable(s: FormSchema): boolean {
  return s.nullable === true || typesOf(s).includes('null');
}

/** `allOf` members folded into one schema (properties and required lists merged). */
function flatten(s: FormSchema): FormSchema {
  if (!s.allOf?.length) return s;
  const { allOf, ...rest } = s;
  let out: FormSchema = rest;
  for (const part of allOf.map(flatten)) {
    out = {
      ...part,
      ...out,
      properties: { ...part.properties, ...out.properties },
      required: [...(out.required ?? []), ...(part.required ?? [])],
    };
  }
  if (!Object.keys(out.properties ?? {}).length) delete out.properties;
  return out;
}

type Kind = 'raw' | 'variants' | 'enum' | 'object' | 'array' | 'boolean' | 'number' | 'string' | 'binary';

function kindOf(s: FormSchema): Kind {
  if (s.recursive) return 'raw';
  if (s.oneOf?.length || s.anyOf?.length) return 'variants';
  if (s.enum?.length) return 'enum';
  const t = typesOf(s).filter((x) => x !== 'null');
  if (s.properties || s.additionalProperties || t[0] === 'object') return 'object';
  if (s.items || t[0] === 'array') return 'array';
  if (t[0] === 'boolean') return 'boolean';
  if (t[0] === 'number' || t[0] === 'integer') return 'number';
  if (t[0] === 'string') return s.format === 'binary' ? 'binary' : 'string';
  return 'raw';
}

/** A new value for a schema: its default, else an empty object or array, else nothing. */
function initial(s: FormSchema): unknown {
  if (s.default !== undefined) return s.default;
  const k = kindOf(s);
  return k === 'object' ? {} : k === 'array' ? [] : undefined;
}

function describeSchema(s: FormSchema): string {
  const w = playgroundText();
  if (s.title) return s.title;
  if (s.enum) return fill(w.oneOfValues, { values: s.enum.map((e) => JSON.stringify(e)).join(', ') });
  if (s.const !== undefined) return JSON.stringify(s.const);
  const t = typesOf(s).join(` ${w.or} `);
  if (s.items) return fill(w.arrayOf, { items: describeSchema(s.items) });
  const keys = Object.keys(s.properties ?? {});
  if (keys.length) return `${t || 'object'} (${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''})`;
  return t || w.anyValue;
}

/** Shallow fit of a value to a branch (type, const, enum, the required properties present). */
function fits(s: FormSchema, v: unknown): boolean {
  if (v === undefined) return false;
  const t = typesOf(s);
  const kind = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  if (v === null) return nullable(s);
  if (t.length && !t.some((x) => x === kind || (x === 'integer' && kind === 'number'))) return false;
  if (!t.length && s.properties && kind !== 'object') return false;
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(v)) return false;
  if (s.enum && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(v))) return false;
  if (isObj(v)) return (s.required ?? []).every((k) => k in v);
  return true;
}

/** The value a branch puts in the discriminator property. */
function discriminatorValue(s: FormSchema, branch: FormSchema): string | undefined {
  const d = s.discriminator;
  if (!d) return undefined;
  const prop = branch.properties?.[d.propertyName];
  if (typeof prop?.const === 'string') return prop.const;
  if (prop?.enum?.length === 1 && typeof prop.enum[0] === 'string') return prop.enum[0];
  const mapped = Object.entries(d.mapping ?? {}).find(([, ref]) => ref.split('/').pop() === branch.title);
  return mapped?.[0] ?? branch.title;
}

/** The branch a value's discriminator names. */
function discriminated(s: FormSchema, branches: FormSchema[], v: unknown): number {
  const d = s.discriminator;
  const named = d && isObj(v) ? v[d.propertyName] : undefined;
  if (typeof named !== 'string') return -1;
  return branches.findIndex((b) => discriminatorValue(s, b) === named);
}

/** An id-safe form of a path segment: every character outside [A-Za-z0-9_] spelled out. */
function idPart(key: string): string {
  return key.replace(/[^A-Za-z0-9_]/g, (c) => `.${c.charCodeAt(0).toString(16)}`);
}

const childId = (id: string, key: string | number) => `${id}-${idPart(String(key))}`;

// ---------------------------------------------------------------------------------------------
// Raw JSON

function toText(v: unknown): string {
  return v === undefined ? '' : JSON.stringify(v, null, 2);
}

/** JSON.parse's complaint with a line and column (V8 gives a `position N`, Firefox `line L column C`; else the end of the text). */
function parseError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message
    .replace(/^JSON\.parse: /, '')
    .replace(/\s*(in JSON )?at (position \d+|line \d+ column \d+).*$/, '')
    .replace(/^./, (c) => c.toUpperCase());
  const { lineColumn } = playgroundText();
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return fill(lineColumn, { line: lc[1]!, column: lc[2]!, reason });
  const pos = /position (\d+)/.exec(message);
  const before = text.slice(0, pos ? Number(pos[1]) : text.length).split('\n');
  return fill(lineColumn, { line: before.length, column: before[before.length - 1]!.length + 1, reason });
}

function RawJson({
  value,
  onChange,
  id,
  label,
  rows,
  onError,
}: {
  value: unknown;
  onChange(v: unknown): void;
  id: string;
  label: ComponentChildren;
  rows: number;
  onError?(message: string): void;
}) {
  const [text, setText] = useState(() => toText(value));
  const [error, setErrorText] = useState('');
  const setError = (message: string) => {
    setErrorText(message);
    onError?.(message);
  };
  // Closing the editor drops its unparsed text: the value it leaves is the last that parsed.
  useEffect(() => () => onError?.(''), []);
  // Follow the value when it changes elsewhere, keeping the reader's own formatting while it parses to the same.
  useEffect(() => {
    let same = false;
    try {
      same = JSON.stringify(text.trim() ? JSON.parse(text) : undefined) === JSON.stringify(value);
    } catch {
      // The text does not parse: it is the reader's work in progress only while the value stays put.
    }
    if (!same) {
      setText(toText(value));
      setError('');
    }
  }, [JSON.stringify(value)]);
  const input = (e: TargetedEvent<HTMLTextAreaElement>) => {
    const next = e.currentTarget.value;
    setText(next);
    if (!next.trim()) {
      setError('');
      onChange(undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      setError('');
      onChange(parsed);
    } catch (err) {
      setError(parseError(next, err));
    }
  };
  return (
    <div class="sx-bf-raw">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        spellcheck={false}
        autocapitalize="off"
        value={text}
        onInput={input}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} class="sx-bf-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Form fields

function Label({ id, name, required }: { id: string; name: string; required?: boolean }) {
  return (
    <label for={id}>
      {name}
      {required && <Req />}
    </label>
  );
}

function Req() {
  return (
    <>
      <span class="sx-bf-req" aria-hidden="true">
        {' '}
        *
      </span>
      <span class="sx-visually-hidden"> ({playgroundText().required})</span>
    </>
  );
}

function Field(props: FieldProps): JSX.Element {
  const schema = flatten(props.schema);
  const { value, onChange, id, name } = props;
  if (!nullable(schema)) return <Control {...props} schema={schema} />;
  const isNull = value === null;
  return (
    <div class="sx-bf-nullable">
      <Control {...props} schema={schema} disabled={isNull} />
      <span class="sx-bf-check">
        <input
          type="checkbox"
          id={`${id}--null`}
          checked={isNull}
          onChange={(e) => onChange(e.currentTarget.checked ? null : initial(schema))}
        />
        <label for={`${id}--null`}>
          <span class="sx-visually-hidden">{fill(playgroundText().isNull, { name })} </span>null
        </label>
      </span>
    </div>
  );
}

function Control(props: FieldProps & { disabled?: boolean }): JSX.Element {
  const { schema, value, onChange, id, name, required, disabled } = props;
  const live = disabled ? undefined : value;
  switch (kindOf(schema)) {
    case 'object':
      return <ObjectField {...props} value={live} />;
    case 'array':
      return <ArrayField {...props} value={live} />;
    case 'variants':
      return <VariantField {...props} value={live} />;
    case 'raw':
      return (
        <RawJson
          value={live}
          onChange={onChange}
          id={id}
          rows={3}
          label={
            <>
              {name}
              {required && <Req />} <span class="sx-bf-hint">(JSON)</span>
            </>
          }
        />
      );
    case 'binary':
      return (
        <div class="sx-bf-field">
          <span class="sx-bf-name">{name}</span>
          <p class="sx-bf-note">{playgroundText().binaryContent}</p>
        </div>
      );
    default:
      return <ScalarField {...props} value={live} />;
  }
}

const PLACEHOLDERS: Record<string, string> = {
  'date-time': '2024-01-31T12:00:00Z',
  uuid: '00000000-0000-0000-0000-000000000000',
  uri: 'https://',
  time: '12:00:00',
};
const INPUT_TYPES: Record<string, 'date' | 'email' | 'url'> = { date: 'date', email: 'email', uri: 'url', url: 'url' };

function ScalarField({ schema, value, onChange, id, name, required, disabled }: FieldProps & { disabled?: boolean }): JSX.Element {
  const kind = kindOf(schema);
  const common = { id, disabled, 'aria-required': required ? ('true' as const) : undefined };
  let control: JSX.Element;
  if (kind === 'boolean') {
    return (
      <div class="sx-bf-field sx-bf-check">
        <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
        <Label id={id} name={name} required={required} />
      </div>
    );
  } else if (kind === 'enum') {
    const options = schema.enum!.filter((e) => e !== null);
    const index = options.findIndex((e) => JSON.stringify(e) === JSON.stringify(value));
    control = (
      <select
        {...common}
        value={index < 0 ? '' : String(index)}
        onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : options[Number(e.currentTarget.value)])}
      >
        <option value="">—</option>
        {options.map((o, i) => (
          <option value={String(i)}>{typeof o === 'string' ? o : JSON.stringify(o)}</option>
        ))}
      </select>
    );
  } else if (kind === 'number') {
    control = <NumberInput {...common} schema={schema} value={value} onChange={onChange} />;
  } else {
    const format = schema.format ?? '';
    control = (
      <input
        {...common}
        // Preact types `type` as a union keyed by role; these types share the text box's.
        type={(INPUT_TYPES[format] ?? 'text') as 'text'}
        value={typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)}
        // A field's example (a hand-written page's ParamField `placeholder`) shows as its placeholder, as for parameters.
        placeholder={
          typeof schema.example === 'string' || typeof schema.example === 'number' ? String(schema.example) : PLACEHOLDERS[format]
        }
        minLength={schema.minLength}
        maxLength={schema.maxLength}
        onInput={(e) => {
          const v = e.currentTarget.value;
          onChange(v === '' && !required ? undefined : v);
        }}
      />
    );
  }
  return (
    <div class="sx-bf-field">
      <Label id={id} name={name} required={required} />
      {control}
      {schema.format && kind === 'string' && <span class="sx-bf-hint">{schema.format}</span>}
    </div>
  );
}

/** A number input keeps the reader's text (`1.`, `-`) while it does not parse, and follows the value otherwise. */
function NumberInput({ schema, value, onChange, ...rest }: { schema: FormSchema; value: unknown; onChange(v: unknown): void; id: string }) {
  const shown = typeof value === 'number' ? String(value) : '';
  const [text, setText] = useState(shown);
  useEffect(() => {
    if (text.trim() === '' ? value !== undefined : Number(text) !== value) setText(shown);
  }, [value]);
  return (
    <input
      {...rest}
      type="number"
      inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
      step={schema.type === 'integer' ? 1 : 'any'}
      min={schema.minimum}
      max={schema.maximum}
      value={text}
      onInput={(e) => {
        const t = e.currentTarget.value;
        setText(t);
        if (t.trim() === '') onChange(undefined);
        else if (Number.isFinite(Number(t))) onChange(Number(t));
      }}
    />
  );
}

/** A property's change applied to an object: `undefined` removes it; order of keys kept. */
function withKey(obj: Obj, key: string, v: unknown): Obj {
  const out = { ...obj };
  if (v === undefined) delete out[key];
  else out[key] = v;
  return out;
}

function Legend({ name, required }: { name: string; required?: boolean }) {
  return (
    <legend>
      {name}
      {required && <Req />}
    </legend>
  );
}

function ObjectField({ schema, value, onChange, id, name, required, disabled }: FieldProps & { disabled?: boolean }): JSX.Element {
  const obj = isObj(value) ? value : {};
  const props = schema.properties ?? {};
  const req = new Set(schema.required ?? []);
  const extra = schema.additionalProperties;
  const extraKeys = extra ? Object.keys(obj).filter((k) => !(k in props)) : [];
  const set = (key: string, v: unknown) => onChange(withKey(obj, key, v));
  return (
    <fieldset class="sx-bf-object" id={id} disabled={disabled}>
      <Legend name={name} required={required} />
      {Object.entries(props).map(([key, s]) => (
        <Field
          key={key}
          schema={s}
          value={obj[key]}
          onChange={(v) => set(key, v)}
          id={childId(id, key)}
          name={key}
          required={req.has(key)}
        />
      ))}
      {extra && (
        <MapRows
          schema={extra === true ? {} : extra}
          obj={obj}
          keys={extraKeys}
          onChange={onChange}
          id={childId(id, '*')}
          name={name}
          taken={(k) => k in props}
        />
      )}
    </fieldset>
  );
}

/** `additionalProperties`: one row per free key, a key input beside the value's field. */
function MapRows(p: {
  schema: FormSchema;
  obj: Obj;
  keys: string[];
  onChange(v: unknown): void;
  id: string;
  name: string;
  taken(k: string): boolean;
}) {
  const { schema, obj, keys, onChange, id, name } = p;
  const t = playgroundText();
  const rename = (from: string, to: string) => {
    if (to === from || to in obj || p.taken(to)) return;
    onChange(Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === from ? to : k, v])));
  };
  const add = () => {
    let n = keys.length + 1;
    while (`key${n}` in obj) n++;
    onChange({ ...obj, [`key${n}`]: initial(schema) ?? '' });
  };
  return (
    <div class="sx-bf-map">
      {keys.map((key, i) => {
        const rowId = `${id}-${i}`;
        return (
          <div class="sx-bf-row" key={i}>
            <div class="sx-bf-field">
              <label for={`${rowId}-key`}>
                {t.key}
                <span class="sx-visually-hidden"> {fill(t.keyOf, { n: i + 1, name })}</span>
              </label>
              <input id={`${rowId}-key`} value={key} onChange={(e) => rename(key, e.currentTarget.value)} />
            </div>
            <Field schema={schema} value={obj[key]} onChange={(v) => onChange(withKey(obj, key, v))} id={`${rowId}-value`} name={key} />
            <button type="button" class="sx-bf-remove" onClick={() => onChange(withKey(obj, key, undefined))}>
              {t.remove}
              <span class="sx-visually-hidden"> {key}</span>
            </button>
          </div>
        );
      })}
      <button type="button" class="sx-bf-add" onClick={add}>
        {t.addProperty}
        <span class="sx-visually-hidden"> {fill(t.toName, { name })}</span>
      </button>
    </div>
  );
}

function ArrayField({ schema, value, onChange, id, name, required, disabled }: FieldProps & { disabled?: boolean }): JSX.Element {
  const list = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  // An item cannot be left out: an emptied one becomes "" or null.
  const empty = kindOf(item) === 'string' ? '' : null;
  const t = playgroundText();
  const replace = (i: number, v: unknown) => onChange(list.map((x, j) => (j === i ? (v === undefined ? empty : v) : x)));
  return (
    <fieldset class="sx-bf-array" id={id} disabled={disabled}>
      <Legend name={name} required={required} />
      {list.length > 0 && (
        <ol class="sx-bf-items">
          {list.map((x, i) => {
            const itemName = `${name}[${i}]`;
            return (
              <li key={i}>
                <Field schema={item} value={x} onChange={(v) => replace(i, v)} id={childId(id, i)} name={itemName} />
                <button type="button" class="sx-bf-remove" onClick={() => onChange(list.filter((_, j) => j !== i))}>
                  {t.remove}
                  <span class="sx-visually-hidden"> {itemName}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" class="sx-bf-add" onClick={() => onChange([...list, initial(item) ?? empty])}>
        {t.addArrayItem}
        <span class="sx-visually-hidden"> {fill(t.toName, { name })}</span>
      </button>
    </fieldset>
  );
}

function VariantField(props: FieldProps & { disabled?: boolean }): JSX.Element {
  const { schema, value, onChange, id, name, required, disabled } = props;
  const branches = (schema.oneOf ?? schema.anyOf)!;
  const [picked, setPicked] = useState(-1);
  let index = discriminated(schema, branches, value);
  if (index < 0)
    index = picked >= 0 && (value === undefined || fits(branches[picked]!, value)) ? picked : branches.findIndex((b) => fits(b, value));
  if (index < 0) index = Math.max(picked, 0);
  const names = branches.map(describeSchema);
  const choose = (i: number) => {
    setPicked(i);
    const b = flatten(branches[i]!);
    let next = initial(b);
    if (kindOf(b) === 'object') {
      // Keep what the branches share; set the discriminator.
      const kept = isObj(value) ? Object.fromEntries(Object.entries(value).filter(([k]) => k in (b.properties ?? {}))) : {};
      next = { ...(isObj(next) ? next : {}), ...kept };
      const d = schema.discriminator;
      const tag = discriminatorValue(schema, b);
      if (d && tag !== undefined) (next as Obj)[d.propertyName] = tag;
    }
    onChange(next);
  };
  const branch = { ...branches[index]!, nullable: false };
  const kind = kindOf(flatten(branch));
  return (
    <fieldset class="sx-bf-variants" id={id} disabled={disabled}>
      <Legend name={name} required={required} />
      <div class="sx-bf-field">
        <label for={`${id}--variant`}>
          {playgroundText().variant}
          <span class="sx-visually-hidden"> {fill(playgroundText().ofName, { name })}</span>
        </label>
        <select id={`${id}--variant`} value={String(index)} onChange={(e) => choose(Number(e.currentTarget.value))}>
          {names.map((n, i) => (
            <option value={String(i)}>{names.indexOf(n) !== i ? `${n} (${i + 1})` : n}</option>
          ))}
        </select>
      </div>
      <Field
        key={index}
        schema={branch}
        value={value}
        onChange={onChange}
        id={childId(id, index)}
        name={kind === 'object' || kind === 'array' ? names[index]! : name}
      />
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// The editor

export function BodyEditor({ schema, value, onChange, idPrefix, label, onError }: BodyEditorProps): JSX.Element {
  const [mode, setMode] = useState<'form' | 'json'>(schema ? 'form' : 'json');
  const formable = schema !== undefined && kindOf(flatten(schema)) !== 'raw';
  const shown = formable ? mode : 'json';
  const t = playgroundText();
  return (
    <div class="sx-bf" id={idPrefix}>
      {formable && (
        <div class="sx-bf-switch" role="group" aria-label={fill(t.editor, { name: label })}>
          <button type="button" aria-pressed={shown === 'form'} onClick={() => setMode('form')}>
            {t.form}
          </button>
          <button type="button" aria-pressed={shown === 'json'} onClick={() => setMode('json')}>
            JSON
          </button>
        </div>
      )}
      {shown === 'form' ? (
        <div class="sx-bf-form">
          <Field schema={schema!} value={value} onChange={onChange} id={`${idPrefix}-f`} name={label} />
        </div>
      ) : (
        <RawJson value={value} onChange={onChange} id={`${idPrefix}-json`} label={`${label} (JSON)`} rows={12} onError={onError} />
      )}
    </div>
  );
}
