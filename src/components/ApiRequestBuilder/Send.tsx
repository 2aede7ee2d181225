/**
 * The panel's opt-in "Send": the request, as the samples write it, sent from
 * the reader's browser to the local mock (http://127.0.0.1:4010 unless the
 * reader gives another address) or to their own CRM domain, and the answer
 * shown: status, headers, body and time. A request the browser blocks gets
 * the reason in words and the cURL command to run instead. Part of the
 * panel's chunk: nothing of it loads before the builder opens.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import {MOCK_FILE, downloadPath} from '@site/config/downloads';
import type {BuilderModel} from '@site/api/lib/browser-safe/builder-model';
import type {ExampleRequest} from '@site/api/lib/browser-safe/request';
import {curlSample, resolveSample, type Sample} from '@site/api/lib/browser-safe/samples';
import CopyButton from './CopyButton';
import {checkAddress, MOCK_ORIGIN, sendSample, type AddressProblem, type SendResult} from './send';
import styles from './Panel.module.css';

type Target = 'mock' | 'crm';

type Props = {
  model: BuilderModel;
  request: ExampleRequest;
  /** The API key the reader typed ('' for none): memory only, put in the request's header, never stored. */
  apiKey: string;
  /** The reader's CRM domain, if they gave one. */
  domain: string | null;
  /** Whether the builder still reports problems in the request. */
  hasProblems: boolean;
};

/** The sample with the credential placeholders replaced by the key the reader typed. */
function withKey(sample: Sample, model: BuilderModel, key: string): Sample {
  if (key === '') return sample;
  const swap = (text: string) => model.credentials.reduce((t, c) => t.split(c.placeholder).join(key), text);
  return {...sample, url: swap(sample.url), headers: sample.headers.map(([k, v]) => [k, swap(v)])};
}

function addressText(problem: AddressProblem): string {
  switch (problem) {
    case 'empty':
      return translate(
        {id: 'api.builder.send.address.empty', message: "Enter the mock server's address, such as {example}."},
        {example: MOCK_ORIGIN},
      );
    case 'url':
      return translate(
        {
          id: 'api.builder.send.address.url',
          message: 'Not an address: write it with http:// or https://, such as {example}.',
        },
        {example: MOCK_ORIGIN},
      );
    case 'path':
      return translate(
        {
          id: 'api.builder.send.address.path',
          message: 'Only the scheme, host and port, such as {example}: the API path is added for you.',
        },
        {example: MOCK_ORIGIN},
      );
    case 'insecure':
      return translate({
        id: 'api.builder.send.address.insecure',
        message:
          'Over http:// this page may reach only this computer (127.0.0.1 or localhost): a browser blocks other http:// addresses from an https page (mixed content). Use https://, or run the mock on this computer.',
      });
  }
}

function FailureText({
  result,
  target,
  command,
}: {
  result: Extract<SendResult, {kind: 'failed'}>;
  target: Target;
  command: string;
}) {
  const origin = <code>{result.origin}</code>;
  if (result.reason === 'timeout')
    return (
      <Translate id="api.builder.send.timeout" values={{origin}}>
        {'{origin} did not answer within 30 seconds, so the request was stopped.'}
      </Translate>
    );
  if (result.reason === 'blocked')
    return (
      <Translate id="api.builder.send.blocked" values={{origin}}>
        {
          '{origin} answered, but it does not let pages of other sites read its answers (CORS), so your browser kept the response from this page. Most servers of a CRM work this way: send the request from a terminal or from your own server instead.'
        }
      </Translate>
    );
  return target === 'mock' ? (
    <Translate id="api.builder.send.unreachableMock" values={{origin, command: <code>{command}</code>}}>
      {
        'Nothing answered at {origin}: no mock server is listening there. Start one in a terminal with {command} and send again. If your browser asks whether this page may reach devices on your local network, allow it.'
      }
    </Translate>
  ) : (
    <Translate id="api.builder.send.unreachableCrm" values={{origin}}>
      {
        'Nothing answered at {origin}. Check the domain, and that this computer can reach your CRM (network, VPN, firewall).'
      }
    </Translate>
  );
}

function Response({result}: {result: Extract<SendResult, {kind: 'response'}>}) {
  const json = result.headers.some(([k, v]) => k === 'content-type' && /[/+]json\b/i.test(v));
  return (
    <div className={styles.response}>
      <h4 className={styles.responseTitle}>
        <Translate id="api.builder.send.response">Response</Translate>
      </h4>
      <p className={result.status < 400 ? styles.statusOk : styles.statusBad}>
        <Translate
          id="api.builder.send.statusLine"
          values={{status: `${result.status} ${result.statusText}`.trim(), ms: result.ms}}
        >
          {'HTTP {status}, in {ms} ms'}
        </Translate>
      </p>
      <p className={styles.hint}>
        <Translate id="api.builder.send.headersNote">Headers (only those the server lets a browser read):</Translate>
      </p>
      <CodeBlock language="http">{result.headers.map(([k, v]) => `${k}: ${v}`).join('\n') || ' '}</CodeBlock>
      <p className={styles.hint}>
        {result.truncated ? (
          <Translate id="api.builder.send.bodyCut">Body (its beginning; run the cURL command for all of it):</Translate>
        ) : (
          <Translate id="api.builder.send.body">Body:</Translate>
        )}
      </p>
      <CodeBlock language={json ? 'json' : undefined}>{result.body || ' '}</CodeBlock>
    </div>
  );
}

export default function Send({model, request, apiKey, domain, hasProblems}: Props): ReactNode {
  const id = `s${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Target>('mock');
  const [address, setAddress] = useState(MOCK_ORIGIN);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const [result, setResult] = useState<SendResult | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The mock page's command: Prism on the version's mock file (api/lib/downloads/mock-variant.ts).
  const download = useBaseUrl(downloadPath(model.version, MOCK_FILE), {absolute: true});
  const command = `npx @stoplight/prism-cli mock ${download}`;

  useEffect(() => () => controller.current?.abort(), []);

  const check = checkAddress(address);
  const chosen = target === 'crm' && !domain ? 'mock' : target;
  const origin = chosen === 'crm' ? `https://${domain}` : check.ok ? check.origin : undefined;
  const sample = origin ? withKey(resolveSample(request, origin), model, apiKey) : undefined;

  const send = () => {
    if (!sample) return;
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setPhase('sending');
    setResult(null);
    sendSample(sample, {signal: mine.signal}).then(
      (r) => {
        if (controller.current !== mine) return;
        setResult(r);
        setPhase('done');
      },
      () => {
        // Aborted: the panel closed or another send started.
      },
    );
  };

  const addressId = `${id}-address`;
  const addressInvalid = chosen === 'mock' && !check.ok;
  return (
    <div className={styles.send}>
      <button
        type="button"
        className="button button--outline button--primary"
        aria-expanded={open}
        aria-controls={open ? `${id}-area` : undefined}
        onClick={() => setOpen(!open)}
      >
        <Translate id="api.builder.send.open">Send this request…</Translate>
      </button>
      {open && (
        <div id={`${id}-area`} className={styles.sendArea}>
          <p className={styles.note}>
            <Translate id="api.builder.send.note">
              Sends the request from your browser straight to the server you choose: no server of ours is in between.
              Your API key stays in this page's memory: never in the link, never stored.
            </Translate>
          </p>
          <fieldset className={styles.group}>
            <legend>
              <Translate id="api.builder.send.to">Send to</Translate>
            </legend>
            <label className={styles.check}>
              <input
                type="radio"
                name={`${id}-target`}
                checked={chosen === 'mock'}
                onChange={() => setTarget('mock')}
              />
              <Translate id="api.builder.send.toMock">The mock server (answers with the documented examples)</Translate>
            </label>
            <div className={styles.field}>
              <label htmlFor={addressId} className={styles.label}>
                <Translate id="api.builder.send.address">Mock server address</Translate>
              </label>
              <input
                id={addressId}
                className={styles.control}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                disabled={chosen !== 'mock'}
                aria-invalid={addressInvalid}
                aria-describedby={`${id}-address-${addressInvalid ? 'problem' : 'hint'}`}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
              />
              {addressInvalid && !check.ok ? (
                <span id={`${id}-address-problem`} className={styles.problem}>
                  {addressText(check.problem)}
                </span>
              ) : (
                <span id={`${id}-address-hint`} className={styles.hint}>
                  <Translate id="api.builder.send.mockHint" values={{command: <code>{command}</code>}}>
                    {'Start it in a terminal with {command}; it listens on http://127.0.0.1:4010.'}
                  </Translate>
                </span>
              )}
            </div>
            <label className={styles.check}>
              <input
                type="radio"
                name={`${id}-target`}
                checked={chosen === 'crm'}
                disabled={!domain}
                aria-describedby={domain ? undefined : `${id}-crm-hint`}
                onChange={() => setTarget('crm')}
              />
              {domain ? (
                <Translate id="api.builder.send.toCrm" values={{origin: <code>{`https://${domain}`}</code>}}>
                  {'Your CRM at {origin}'}
                </Translate>
              ) : (
                <Translate id="api.builder.send.toCrmNone">Your CRM</Translate>
              )}
            </label>
            {!domain && (
              <p id={`${id}-crm-hint`} className={styles.hint}>
                <Translate id="api.builder.send.crmHint">
                  To send to your CRM, enter its domain in "Your CRM domain" first.
                </Translate>
              </p>
            )}
            {chosen === 'crm' && apiKey === '' && (
              <p className={styles.hint}>
                <Translate id="api.builder.send.keyHint">
                  Your CRM refuses a request without your API key: enter it in the API key field above.
                </Translate>
              </p>
            )}
          </fieldset>
          {hasProblems && (
            <p className={styles.hint}>
              <Translate id="api.builder.send.problemsHint">
                The request still has problems (see above): the server checks it too and may refuse it.
              </Translate>
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary"
              disabled={!sample || phase === 'sending'}
              onClick={send}
            >
              <Translate id="api.builder.send.send">Send</Translate>
            </button>
          </div>
          <div role="status" aria-live="polite" className={styles.hint}>
            {phase === 'sending' && origin && (
              <Translate id="api.builder.send.sending" values={{origin}}>
                {'Sending to {origin}…'}
              </Translate>
            )}
            {phase === 'done' && result?.kind === 'response' && (
              <Translate id="api.builder.send.answered" values={{status: result.status, ms: result.ms}}>
                {'Answered {status} in {ms} ms.'}
              </Translate>
            )}
          </div>
          {phase === 'done' && result?.kind === 'response' && <Response result={result} />}
          {phase === 'done' && result?.kind === 'failed' && sample && (
            <div role="alert" className={styles.failure}>
              <p>
                <FailureText result={result} target={chosen} command={command} />
              </p>
              <p>
                <Translate id="api.builder.send.curlInstead">Run it with cURL instead:</Translate>
              </p>
              <CodeBlock language="bash">{curlSample(sample)}</CodeBlock>
              <CopyButton text={curlSample(sample)}>
                <Translate id="api.builder.copyCurl">Copy as cURL</Translate>
              </CopyButton>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
