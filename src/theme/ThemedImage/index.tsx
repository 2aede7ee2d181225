/**
 * Wraps ThemedImage (the navbar's and the footer's logo) so that its images
 * load lazily. Before hydration the theme draws both modes' image, one hidden
 * by CSS, and React then writes a `<link rel="preload">` for each, so every
 * page fetched both logos before its first paint. A lazy image that is hidden
 * is not fetched, and one that is shown is fetched once the page is laid out:
 * a reader downloads the logo of the mode they see, after the style sheet, and
 * nothing is preloaded (issue 42; tests/build/first-paint-requests.test.ts).
 */
import type {ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';
import type {Props} from '@theme/ThemedImage';

export default function ThemedImageWrapper(props: Props): ReactNode {
  return <ThemedImage loading="lazy" {...props} />;
}
