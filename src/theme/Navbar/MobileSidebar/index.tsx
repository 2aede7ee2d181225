/**
 * The phone sidebar (the theme's), drawn the first time it opens, not on every
 * page load: closed, it is hundreds of elements (the navbar's items again and
 * the whole docs sidebar) that React built and then re-rendered right after
 * hydration on every phone page, 600 fibers a commit on a reference page.
 * Once drawn it stays, so it slides closed and open again as the theme's does;
 * the first opening slides in too (`@starting-style`, src/css/custom.css).
 *
 * While it is shown, Escape hides it, as a dialog is closed, and gives the
 * focus back to the button that opened it (the navbar's toggle).
 */
import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [drawn, setDrawn] = useState(false);
  if (shown && !drawn) setDrawn(true);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      toggle();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return drawn ? <MobileSidebar /> : null;
}
