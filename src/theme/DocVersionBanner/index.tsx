/**
 * Above every doc page, where the theme puts its version banner (none here,
 * config/versions.ts): the notice of a version switch that found no
 * counterpart of the page (src/components/VersionSwitchNotice).
 */
import type {ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type {Props} from '@theme/DocVersionBanner';
import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  return (
    <>
      <VersionSwitchNotice />
      <DocVersionBanner {...props} />
    </>
  );
}
