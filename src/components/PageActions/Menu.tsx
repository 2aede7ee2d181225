/**
 * The page actions menu (loaded on demand by ./index.tsx): copy the page's
 * Markdown twin, open the twin in ChatGPT or Claude with a prompt that names
 * the page, copy the MCP configuration (config/mcp.ts), or go to the
 * version's setup page for other assistants. The ARIA menu button pattern:
 * arrow keys, Home/End and a first letter move through the items, Escape
 * closes and gives the focus back to the button, Tab or a click elsewhere
 * closes. What a copy did (or why it failed, with a way to recover) goes to
 * the button's status line.
 */
import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveVersion, useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {brand} from '@site/config/brand';
import {siteOrigin} from '@site/config/site';
import {twinPath} from '@site/config/llms';
import type {Locale} from '@site/config/locales';
import {mcpLaunch, mcpServer} from '@site/config/mcp';
import styles from './styles.module.css';

/** Closed, or open with the focus on its first or last item. */
export type Open = false | 'first' | 'last';

export type MenuProps = {
  open: Open;
  /** The button's state setter (stable). */
  setOpen: (open: Open) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  /** Puts a message in the button's status line (announced); undefined empties it. */
  say: (message: ReactNode) => void;
};

/** The doc id of every version's page on setting up assistants (MCP). */
const SETUP_DOC = 'assistants';

const CHATGPT = 'https://chatgpt.com/?hints=search&q=';
const CLAUDE = 'https://claude.ai/new?q=';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Writes a text that may still be on its way to the clipboard. The write starts
 * at once with a promised item (Safari only allows a write begun in the click);
 * where that fails, the text is written when it has come.
 */
async function copy(text: Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) throw new Error('no clipboard access');
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
    try {
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Said below: the text's own failure, or the plain write's.
    }
  }
  await clipboard.writeText(await text);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export default function Menu({open, setOpen, trigger, say}: MenuProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  const {version} = useDocsVersion();
  const setup = useActiveVersion(undefined)?.docs.find((doc) => doc.id === SETUP_DOC)?.path;
  const list = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const twin = twinPath(metadata.permalink);
  const prompt = encodeURIComponent(
    translate(
      {
        id: 'docs.pageActions.prompt',
        message: 'Read {url} (the page "{title}" of the {site} docs, API version {version}) and help me with it.',
      },
      {
        url: siteOrigin + twin,
        title: metadata.title,
        site: brand.title[i18n.currentLocale as Locale],
        version,
      },
    ),
  );
  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (open === 'last' ? all[all.length - 1] : all[0])?.focus();
    const outside = (event: PointerEvent) => {
      if (!list.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, setOpen]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const tell = (message: ReactNode, clearAfter?: number) => {
    clearTimeout(timer.current);
    say(message);
    if (clearAfter) timer.current = setTimeout(() => say(undefined), clearAfter);
  };
  const run = (what: 'markdown' | 'mcp') => {
    close();
    const text =
      what === 'markdown'
        ? fetchText(twin)
        : Promise.resolve(JSON.stringify({mcpServers: {[mcpServer.serverName]: mcpLaunch()}}, null, 2));
    tell(undefined);
    copy(text).then(
      () =>
        tell(
          what === 'markdown'
            ? translate({id: 'docs.pageActions.copiedMarkdown', message: 'Copied: this page as Markdown.'})
            : translate({id: 'docs.pageActions.copiedMcp', message: 'Copied: the MCP configuration.'}),
          5000,
        ),
      (error: unknown) =>
        tell(
          <>
            {translate(
              {id: 'docs.pageActions.copyFailed', message: 'Could not copy ({reason}).'},
              {reason: reason(error)},
            )}{' '}
            <button type="button" className={clsx('clean-btn', styles.retry)} onClick={() => run(what)}>
              {translate({id: 'docs.pageActions.retry', message: 'Try again'})}
            </button>
            {' · '}
            {what === 'markdown' ? (
              <a href={twin} type="text/markdown">
                {translate({id: 'docs.pageActions.openMarkdown', message: 'Open the Markdown'})}
              </a>
            ) : (
              setup && (
                <Link to={setup}>{translate({id: 'docs.pageActions.setupPage', message: 'Open the setup page'})}</Link>
              )
            )}
          </>,
        ),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key === ' ' && all[at]?.tagName === 'A') {
      event.preventDefault();
      all[at]!.click();
    } else if (event.key.length === 1 && event.key !== ' ') {
      const next = [...all.slice(at + 1), ...all.slice(0, at + 1)].find((el) =>
        el.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()),
      );
      if (next) go(all.indexOf(next));
    }
  };

  const item = clsx('dropdown__link', styles.item);
  const copyItem = (action: Parameters<typeof run>[0], label: string) => (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={item}
        data-action={action}
        onClick={() => run(action)}
      >
        {label}
      </button>
    </li>
  );
  const external = (action: string, href: string, label: string) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={item}
        data-action={action}
        href={href}
        target="_blank"
        rel="noopener"
        onClick={close}
      >
        {label}
        <IconExternalLink />
      </a>
    </li>
  );
  return (
    <ul
      ref={list}
      id="page-actions-menu"
      role="menu"
      aria-labelledby="page-actions"
      className={clsx('dropdown__menu', styles.menu)}
      onKeyDown={onKeyDown}
    >
      {copyItem('markdown', translate({id: 'docs.pageActions.copyMarkdown', message: 'Copy page as Markdown'}))}
      {external('chatgpt', CHATGPT + prompt, translate({id: 'docs.pageActions.chatgpt', message: 'Open in ChatGPT'}))}
      {external('claude', CLAUDE + prompt, translate({id: 'docs.pageActions.claude', message: 'Open in Claude'}))}
      {copyItem('mcp', translate({id: 'docs.pageActions.copyMcp', message: 'Copy MCP configuration'}))}
      {setup && (
        <li role="none">
          <Link role="menuitem" tabIndex={-1} className={item} data-action="setup" to={setup} onClick={close}>
            {translate({id: 'docs.pageActions.setup', message: 'MCP setup for other assistants'})}
          </Link>
        </li>
      )}
    </ul>
  );
}
