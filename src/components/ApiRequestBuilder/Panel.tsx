/**
 * The "Build this request" panel of one operation (loaded on demand with its
 * operation's model and validator): inputs for the parameters and the body,
 * starting from the page's documented example, list tools, live checking
 * against the operation's schema, the request in the five sample languages
 * (the build's serialiser, api/lib/browser-safe/request.ts + samples.ts), the values in the
 * URL hash, and an opt-in Send (./Send.tsx) to the local mock or the reader's
 * CRM.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluralForm} from '@docusaurus/theme-common';
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
} from '@site/api/lib/browser-safe/builder-model';
import {stateHash, valuesFromHash} from '@site/api/lib/browser-safe/builder-state';
import {getAt, fromPointer, type Json, type JsonObject} from '@site/api/lib/browser-safe/json';
import {curlSample, resolveSample, SAMPLE_LANGUAGES} from '@site/api/lib/browser-safe/samples';
import ApiDomainField from '@site/src/components/ApiDomainField';
import {personalise, useApiDomain} from '@site/src/lib/apiDomain';
import CopyButton from './CopyButton';
import {Field} from './Fields';
import {FormContext} from './form';
import {FieldsPicker, FilterBuilder, SortSelect} from './ListTools';
import {problemsOf, type Problem, type SchemaError} from './messages';
import Send from './Send';
import styles from './Panel.module.css';

export type Validate = ((data: unknown) => boolean) & {errors?: SchemaError[] | null};

export type PanelProps = {
  model: BuilderModel;
  validate: Validate;
  onClose: () => void;
  /** The key of the URL state: the operationId, or a recipe step's `workflow.step`. */
  stateKey: string;
  /** Where the form starts when the URL holds no state: a recipe step's values; else the documented example. */
  start?: BuilderValues;
};

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

/**
 * Whether the page already shows the "Your CRM domain" field right above this
 * builder (the first operation of a page has one): the panel then shows none
 * of its own, so the field appears once.
 */
function useDomainFieldAbove(panel: RefObject<HTMLElement | null>): boolean {
  const [above, setAbove] = useState(true);
  useLayoutEffect(() => {
    const builder = panel.current?.closest('[data-api-builder]');
    const previous = builder?.previousElementSibling;
    setAbove(Boolean(previous?.matches('form') && previous.querySelector('input[inputmode="url"]')));
  }, [panel]);
  return above;
}

export default function Panel({model, validate, onClose, stateKey, start}: PanelProps): ReactNode {
  const idPrefix = `b${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  // A shared URL's values (#request=…), else the recipe step's values, else the page's documented example.
  const [values, setValues] = useState<BuilderValues>(
    () => valuesFromHash(window.location.hash, stateKey) ?? start ?? initialValues(model),
  );
  const [apiKey, setApiKey] = useState('');
  const [local, setLocal] = useState<Record<string, Problem[]>>({});
  const domain = useApiDomain();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const domainFieldAbove = useDomainFieldAbove(section);
  const postman = useBaseUrl(downloadPath(model.version, DOWNLOAD_FILES.postman));
  const {selectMessage} = usePluralForm();

  const clean = useMemo(() => cleanValues(model, values), [model, values]);
  const schemaProblems = useMemo(() => {
    const data = {path: {}, query: {}, headers: {}, ...clean};
    if (validate(data)) return [];
    return problemsOf(validate.errors ?? [], (pointer) => getAt(data as JsonObject, fromPointer(pointer)));
  }, [clean, validate]);
  const problems = useMemo(() => [...schemaProblems, ...Object.values(local).flat()], [schemaProblems, local]);
  const report = useCallback((key: string, list: Problem[]) => {
    setLocal((current) => {
      if (JSON.stringify(current[key] ?? []) === JSON.stringify(list)) return current;
      const next = {...current};
      if (list.length === 0) delete next[key];
      else next[key] = list;
      return next;
    });
  }, []);
  const request = useMemo(() => builderRequest(model, values), [model, values]);
  const sample = useMemo(() => resolveSample(request, personalise(model.server, domain)), [request, model, domain]);
  const link = () =>
    `${window.location.origin}${window.location.pathname}${window.location.search}${stateHash(stateKey, clean)}`;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', stateHash(stateKey, clean));
  }, [stateKey, clean]);

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
      ref={section}
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
          id="api.builder.nothingSentUnless"
          values={{
            postman: (
              <a href={postman} download={DOWNLOAD_FILES.postman}>
                {translate({id: 'api.builder.postman', message: 'the Postman collection'})}
              </a>
            ),
          }}
        >
          {
            'The form starts from this page\'s example, or from the shared link that opened it. Nothing is sent unless you use "Send this request" below: the request is only written here. To run it elsewhere, use the cURL command in a terminal or import {postman}.'
          }
        </Translate>
      </p>
      {!domainFieldAbove && <ApiDomainField />}
      <FormContext.Provider value={{idPrefix, problems, report}}>
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
            selectMessage(
              problems.length,
              translate(
                {
                  id: 'api.builder.problems',
                  message:
                    'One problem to fix before this request is valid.|{count} problems to fix before this request is valid.',
                },
                {count: problems.length},
              ),
            )
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
          <Translate id="api.builder.copyApiUrl">Copy the API URL</Translate>
        </CopyButton>
        <CopyButton text={withKey(curlSample(sample), model, apiKey)}>
          <Translate id="api.builder.copyCurl">Copy as cURL</Translate>
        </CopyButton>
        <CopyButton text={link}>
          <Translate id="api.builder.copyLink">Copy link to this form</Translate>
        </CopyButton>
      </div>
      <Send model={model} request={request} apiKey={apiKey} domain={domain} hasProblems={problems.length > 0} />
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Translate id="api.builder.close">Close</Translate>
        </button>
      </div>
    </section>
  );
}
