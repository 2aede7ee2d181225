/**
 * "Build this request" beside an operation's request example. Only this button
 * is in the page: the panel's code and the operation's model and validator
 * (`load`, a dynamic import of the module plugins/request-builder wrote) are
 * separate chunks, fetched when the reader opens the panel, or right away
 * when the URL hash holds a shared request of this operation. On a recipe
 * the builder of a step starts from the step's values, and its URL state has
 * the step's key, so two steps of one operation on a page open apart.
 */
import {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {BuilderModel, BuilderValues} from '@site/api/lib/browser-safe/builder-model';
import {hashNames} from '@site/api/lib/browser-safe/builder-state';
import type {PanelProps, Validate} from './Panel';

type OperationModule = {model: BuilderModel; validate: Validate};

type Props = {
  /** The operationId. */
  operation: string;
  /** Loads the operation's generated module (model + standalone validator). */
  load: () => Promise<OperationModule>;
  /** A recipe step's builder: the key of its URL state (`sync-customers.first-page`); else the operationId. */
  state?: string;
  /** A recipe step's builder: the step's values as JSON, where the panel starts instead of the documented example. */
  values?: string;
};

type Loaded = {Panel: ComponentType<PanelProps>; operation: OperationModule};

export default function ApiRequestBuilder({operation, load, state, values}: Props): ReactNode {
  const stateKey = state ?? operation;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `request-builder-${stateKey.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  const show = () => {
    setOpen(true);
    if (loaded) return;
    Promise.all([import('./Panel'), load()]).then(
      ([panel, module]) => setLoaded({Panel: panel.default, operation: module}),
      () => setFailed(true),
    );
  };
  const close = () => {
    setOpen(false);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    button.current?.focus();
  };

  useEffect(() => {
    if (hashNames(window.location.hash, stateKey)) show();
    // Once, after hydration: a shared URL opens its operation's panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-pagefind-ignore="" data-api-builder="">
      <button
        ref={button}
        type="button"
        className="button button--outline button--primary margin-bottom--sm"
        style={{fontSize: '1rem'}}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : show())}
      >
        <Translate id="api.builder.open">Build this request</Translate>
      </button>
      {open && (
        <div id={panelId}>
          {failed ? (
            <p role="alert">
              <Translate id="api.builder.loadFailed">
                The request builder could not be loaded. Reload the page to try again.
              </Translate>
            </p>
          ) : loaded ? (
            <loaded.Panel
              model={loaded.operation.model}
              validate={loaded.operation.validate}
              onClose={close}
              stateKey={stateKey}
              start={values === undefined ? undefined : (JSON.parse(values) as BuilderValues)}
            />
          ) : (
            <p role="status">
              <Translate id="api.builder.loading">Loading the request builder…</Translate>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
