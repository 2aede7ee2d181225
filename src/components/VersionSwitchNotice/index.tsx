/**
 * Says, on the page a version switch landed on, that the page the reader left
 * has no counterpart in this version, and what the page is instead: the
 * intro of the matching resource, or the version's overview; with a link
 * back. The note
 * comes from the version dropdown (src/lib/versionSwitch.ts) through the
 * session storage, read once hydrated: the HTML has no notice.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {takeSwitchNote, type SwitchNote} from '@site/src/lib/versionSwitch';

export default function VersionSwitchNotice(): ReactNode {
  const {pathname} = useLocation();
  const [note, setNote] = useState<SwitchNote | undefined>();
  useEffect(() => {
    const found = takeSwitchNote(pathname);
    setNote((old) => found ?? (old && old.target.replace(/\/$/, '') === pathname.replace(/\/$/, '') ? old : undefined));
  }, [pathname]);
  if (!note) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-switch-notice="">
      {note.fallback === 'resource' ? (
        <Translate
          id="docs.versionSwitch.noCounterpart.resource"
          values={{title: <strong>{note.title}</strong>, from: note.from, to: note.to}}
        >
          {
            '{title} (version {from}) has no counterpart in version {to}. This page introduces the same resource in version {to}.'
          }
        </Translate>
      ) : (
        <Translate
          id="docs.versionSwitch.noCounterpart.version"
          values={{title: <strong>{note.title}</strong>, from: note.from, to: note.to}}
        >
          {'{title} (version {from}) has no counterpart in version {to}. This is the overview of version {to}.'}
        </Translate>
      )}{' '}
      <Link to={note.path}>
        <Translate id="docs.versionSwitch.back" values={{from: note.from}}>
          {'Back to version {from}'}
        </Translate>
      </Link>
    </div>
  );
}
