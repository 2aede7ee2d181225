/**
 * The "Build this request" panel of one operation (loaded on demand with its
 * operation's model and validator): inputs for the parameters and the body,
 * list tools, live checking against the operation's schema, the request in
 * the five sample languages (the build's serialiser, api/lib/request.ts +
 * samples.ts) and the values in the URL hash. It sends nothing.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {DOWNLOAD_FILES, downloadPath} from '@site/config/downloads';
import {
  builderRequest,
  cleanValues,
  initialValues,
  LOCATIONS,
  type BuilderModel,
  type BuilderValues,
  type ParameterModel,
} from '@site/api/lib/builder-model';
import {stateHash, valuesFromHash} from '@site/api/lib/builder-state';
import {getAt, fromPointer, type Json, type JsonObject} from '@site/api/lib/json';
import {curlSample, resolveSample, SAMPLE_LANGUAGES} from '@site/api/lib/samples';
import ApiDomainField from '@site/src/components/ApiDomainField';
import {personalise, useApiDomain} from '@site/src/lib/apiDomain';
import {useCopy} from '@site/src/lib/useCopy';
import {Field, FormContext} from './Fields';
import {FieldsPicker, FilterBuilder, SortSelect} from './ListTools';
import {problemsOf, type SchemaError} from './messages';
import styles from './Panel.module.css';

export type Validate = ((data: unknown) => boolean) & {errors?: SchemaError[] | null};

type Props = {model: BuilderModel; validate: Validate; onClose: () => void};

/** The credential placeholders replaced by what the reader typed (kept in memory only). */
function withKey(text: string, model: BuilderModel, key: string): string {
  return key === '' ? text : model.credentials.reduce((t, c) => t.split(c.placeholder).join(key), text);
}

function Parameter({
  parameter,
  value,
  onChange,
}: {
  parameter: ParameterModel;
  value: Json | undefined;
  onChange: (v: Json | undefined) => void;
}) {
  const location = LOCATIONS.find((l) => l.in === parameter.in)!.key;
  const common = {
    name: parameter.name,
    pointer: `/${location}/${parameter.name}`,
    required: parameter.required,
    value,
    onChange,
  };
  const {role} = parameter;
  if (role?.kind === 'fields') return <FieldsPicker {...common} names={role.names} />;
  if (role?.kind === 'sort') return <SortSelect {...common} names={role.names} />;
  if (role?.kind === 'filter') return <FilterBuilder {...common} filter={role.filter} />;
  return (
    <Field
      input={parameter.input}
      pointer={common.pointer}
      label={parameter.name}
      required={parameter.required}
      value={value}
      onChange={onChange}
    />
  );
}

function CopyButton({text, children}: {text: string; children: ReactNode}) {
  const {copied, copy} = useCopy();
  return (
    <button type="button" className="button button--sm button--secondary" onClick={() => copy(text)}>
      <span aria-live="polite">{copied ? <Translate id="api.builder.copied">Copied</Translate> : children}</span>
    </button>
  );
}

export default function Panel({model, validate, onClose}: Props): ReactNode {
  const idPrefix = `b${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // A shared URL's values (#request=…), else an empty form.
  const [values, setValues] = useState<BuilderValues>(
    () => valuesFromHash(window.location.hash, model.id) ?? initialValues(model),
  );
  const [apiKey, setApiKey] = useState('');
  const domain = useApiDomain();
  const heading = useRef<HTMLHeadingElement>(null);
  const postman = useBaseUrl(downloadPath(model.version, DOWNLOAD_FILES.postman));

  const clean = useMemo(() => cleanValues(model, values), [model, values]);
  const problems = useMemo(() => {
    const data = {path: {}, query: {}, headers: {}, ...clean};
    if (validate(data)) return [];
    return problemsOf(validate.errors ?? [], (pointer) => getAt(data as JsonObject, fromPointer(pointer)));
  }, [clean, validate]);
  const sample = useMemo(
    () => resolveSample(builderRequest(model, values), personalise(model.server, domain)),
    [model, values, domain],
  );

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', stateHash(model.id, clean));
  }, [model.id, clean]);

  const set = (key: 'path' | 'query' | 'headers', name: string, value: Json | undefined) =>
    setValues((current) => {
      const group = {...(current[key] ?? {})};
      if (value === undefined) delete group[name];
      else group[name] = value;
      return {...current, [key]: group};
    });

  const keyId = `${idPrefix}-key`;
  return (
    <section
      className={styles.panel}
      aria-labelledby={`${idPrefix}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <h3 id={`${idPrefix}-title`} ref={heading} tabIndex={-1} className={styles.title}>
        <Translate id="api.builder.title" values={{operation: `${model.method} ${model.path}`}}>
          {'Build this request: {operation}'}
        </Translate>
      </h3>
      <p className={styles.note}>
        <Translate
          id="api.builder.nothingSent"
          values={{
            postman: (
              <a href={postman} download={DOWNLOAD_FILES.postman}>
                {translate({id: 'api.builder.postman', message: 'the Postman collection'})}
              </a>
            ),
          }}
        >
          {
            'Nothing is sent from this page: the request is only written here. To send it, run the cURL command in a terminal or import {postman}.'
          }
        </Translate>
      </p>
      <ApiDomainField />
      <FormContext.Provider value={{idPrefix, problems}}>
        <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
          {model.credentials.length > 0 && (
            <div className={styles.field}>
              <label htmlFor={keyId} className={styles.label}>
                <Translate id="api.builder.apiKey">API key (optional, kept only on this page)</Translate>
              </label>
              <input
                id={keyId}
                className={styles.control}
                type="password"
                autoComplete="off"
                placeholder={model.credentials[0].placeholder}
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
              />
            </div>
          )}
          {model.parameters.map((parameter) => {
            const key = LOCATIONS.find((l) => l.in === parameter.in)!.key;
            return (
              <Parameter
                key={`${parameter.in}-${parameter.name}`}
                parameter={parameter}
                value={values[key]?.[parameter.name]}
                onChange={(v) => set(key, parameter.name, v)}
              />
            );
          })}
          {model.body && (
            <Field
              input={model.body.input}
              pointer="/body"
              label={translate({id: 'api.builder.body', message: 'Body (JSON)'})}
              required={model.body.required}
              value={values.body}
              onChange={(body) => setValues((current) => ({...current, body}))}
            />
          )}
        </form>
        <div role="status" aria-live="polite" className={problems.length ? styles.summaryBad : styles.summaryOk}>
          {problems.length === 0 ? (
            <Translate id="api.builder.valid">This request matches the operation's schema.</Translate>
          ) : (
            <Translate id="api.builder.invalid" values={{count: problems.length}}>
              {'{count} problem(s) to fix before this request is valid.'}
            </Translate>
          )}
        </div>
      </FormContext.Provider>
      <Tabs groupId="api-sample-lang" queryString={false}>
        {SAMPLE_LANGUAGES.map((l) => (
          <TabItem key={l.value} value={l.value} label={l.label}>
            <CodeBlock language={l.lang}>{withKey(l.render(sample), model, apiKey)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <div className={styles.actions}>
        <CopyButton text={withKey(sample.url, model, apiKey)}>
          <Translate id="api.builder.copyUrl">Copy URL</Translate>
        </CopyButton>
        <CopyButton text={withKey(curlSample(sample), model, apiKey)}>
          <Translate id="api.builder.copyCurl">Copy as cURL</Translate>
        </CopyButton>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          <Translate id="api.builder.close">Close</Translate>
        </button>
      </div>
    </section>
  );
}
