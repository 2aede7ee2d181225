/**
 * Replaces the theme's tabs, which re-mount after hydration (a `key` that
 * changes once in the browser): every tab panel, its code blocks included, was
 * drawn twice, the second time in the browser, with Prism. The selection a
 * reader chose before (group storage, query string) is applied by the theme's
 * own hook in a layout effect right after hydration, which needs no re-mount.
 * The rest is the theme's component as it is.
 */
import {type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    const index = tabRefs.indexOf(event.currentTarget);
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') focusElement = tabRefs[index + 1] ?? tabRefs[0]!;
    else if (event.key === 'ArrowLeft') focusElement = tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1]!;
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* As in the theme: the class name goes on the tab list, not the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
