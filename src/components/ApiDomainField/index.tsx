import {useId, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {brand} from '@site/config/brand';
import {checkDomain, DOMAIN_PLACEHOLDER, storeDomain, useApiDomain, type DomainProblem} from '@site/src/lib/apiDomain';
import styles from './styles.module.css';

const EXAMPLE = brand.apiHost.exampleDomain;

/** The problem's text; `shown` is what the samples show meanwhile (the domain applied before, or the placeholder). */
function problemText(problem: DomainProblem, shown: string): string {
  const values = {example: EXAMPLE, shown};
  switch (problem) {
    case 'empty':
      return translate({id: 'api.domain.error.empty', message: 'Enter your CRM domain, such as {example}.'}, values);
    case 'space':
      return translate(
        {
          id: 'api.domain.error.space',
          message: 'A domain has no spaces. Enter only the domain, such as {example}; the samples keep {shown}.',
        },
        values,
      );
    case 'scheme':
      return translate(
        {
          id: 'api.domain.error.scheme',
          message: 'Leave out https:// and enter only the domain, such as {example}; the samples keep {shown}.',
        },
        values,
      );
    case 'path':
      return translate(
        {
          id: 'api.domain.error.path',
          message:
            'Leave out the path after the domain (/…); enter only the domain, such as {example}. The samples keep {shown}.',
        },
        values,
      );
    case 'invalid':
      return translate(
        {
          id: 'api.domain.error.invalid',
          message: 'This is not a domain name. Enter one such as {example}; the samples keep {shown}.',
        },
        values,
      );
  }
}

/**
 * "Your CRM domain": puts the reader's domain in place of {your-domain} in
 * every code sample of the site, as soon as the text typed is a valid domain
 * (the button and Enter also apply it, and say what is wrong otherwise). The
 * input has no name and the form never submits, so the domain stays in this
 * browser (localStorage).
 */
export default function ApiDomainField(): ReactNode {
  const domain = useApiDomain();
  const isBrowser = useIsBrowser();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<DomainProblem | null>(null);
  const value = draft ?? domain ?? '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const check = checkDomain(value);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    setDraft(null);
    storeDomain(check.domain);
  };
  const reset = () => {
    setProblem(null);
    setDraft(null);
    storeDomain(null);
  };

  return (
    // data-pagefind-ignore: the field is chrome, not content of the page's search entry. data-markdown-ignore: a
    // control for people, which the Markdown twin (read by tools, not typed into) leaves out on purpose.
    <form className={styles.field} onSubmit={apply} noValidate data-pagefind-ignore="" data-markdown-ignore="">
      <label htmlFor={`${id}-input`} className={styles.label}>
        <Translate id="api.domain.label">Your CRM domain</Translate>
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-input`}
          className={clsx(styles.input, problem && styles.invalid)}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={EXAMPLE}
          value={value}
          disabled={!isBrowser}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-${problem ? 'error' : 'hint'}`}
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const check = checkDomain(next);
            if (check.ok) {
              // A valid domain applies as it is typed; an invalid one waits for the button (or updates a shown error).
              setProblem(null);
              storeDomain(check.domain);
            } else if (problem) setProblem(check.problem);
          }}
        />
        <button type="submit" className="button button--sm button--primary" disabled={!isBrowser}>
          <Translate id="api.domain.apply">Use in samples</Translate>
        </button>
        {domain && (
          <button type="button" className="button button--sm button--secondary" onClick={reset}>
            <Translate id="api.domain.reset">Reset</Translate>
          </button>
        )}
      </div>
      {problem ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {problemText(problem, domain ?? DOMAIN_PLACEHOLDER)}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          <Translate
            id="api.domain.hint"
            values={{placeholder: <code>{DOMAIN_PLACEHOLDER}</code>, key: <code>YOUR_API_KEY</code>}}
          >
            {
              'Replaces {placeholder} in every code sample. Kept only in this browser and never sent anywhere; your API key stays {key}.'
            }
          </Translate>
        </p>
      )}
    </form>
  );
}
