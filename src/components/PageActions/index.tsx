/**
 * The page actions by a doc page's title (issue 28): a menu button whose menu
 * hands the page to an assistant (copy its Markdown twin, open it in ChatGPT
 * or Claude, copy the MCP configuration). Only this button is in the first
 * load: the menu (./Menu) is a chunk of its own, fetched with import() when
 * the reader first opens it. Under the button, the page's Markdown twin and its
 * version's llms.txt (src/components/AiFormats).
 */
import {useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import AiFormats from '@site/src/components/AiFormats';
import type {MenuProps, Open} from './Menu';
import styles from './styles.module.css';

let loading: Promise<ComponentType<MenuProps>> | undefined;
function load(): Promise<ComponentType<MenuProps>> {
  loading ??= import(/* webpackChunkName: "page-actions-menu" */ './Menu').then(
    (m) => m.default,
    (error: unknown) => {
      loading = undefined; // a later open tries again
      throw error;
    },
  );
  return loading;
}

export default function PageActions(): ReactNode {
  const [Menu, setMenu] = useState<ComponentType<MenuProps>>();
  const [open, setOpen] = useState<Open>(false);
  const [message, say] = useState<ReactNode>();
  const trigger = useRef<HTMLButtonElement>(null);
  const show = (focus: 'first' | 'last') =>
    load().then(
      (menu) => {
        setMenu(() => menu);
        say(undefined);
        setOpen(focus);
      },
      () => say(translate({id: 'docs.pageActions.loadFailed', message: 'The menu did not load: try again.'})),
    );
  return (
    // The outer block ends the line of the version badge, so the float sits on the title's line.
    <div data-pagefind-ignore="">
      <div className={styles.actions}>
        <div className={clsx('dropdown dropdown--right', open && 'dropdown--show')}>
          <button
            ref={trigger}
            type="button"
            id="page-actions"
            className={clsx('button button--sm button--outline button--secondary', styles.trigger)}
            aria-haspopup="menu"
            aria-expanded={!!open}
            aria-controls={Menu && 'page-actions-menu'}
            onClick={() => (open ? setOpen(false) : void show('first'))}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
              event.preventDefault();
              void show(event.key === 'ArrowUp' ? 'last' : 'first');
            }}
          >
            {translate({id: 'docs.pageActions.trigger', message: 'Use with AI'})}
          </button>
          {Menu && <Menu open={open} setOpen={setOpen} trigger={trigger} say={say} />}
        </div>
        {/* In the page from the start, so what it is given later is announced. */}
        <div role="status" className={styles.status}>
          {message}
        </div>
        <AiFormats />
      </div>
    </div>
  );
}
