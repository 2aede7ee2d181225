/**
 * Wraps the colour mode toggle so that its label names the mode the reader
 * sees. Until the reader picks a mode, the theme's choice is "none", which
 * the stock toggle announces as "(currently system mode)". This site ignores
 * the system preference (respectPrefersColorScheme: false) and shows the
 * default light mode, so the label says "light mode" (vi: "chế độ sáng").
 */
import type {ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {useColorMode} from '@docusaurus/theme-common';

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const value = props.value === null && !props.respectPrefersColorScheme ? colorMode : props.value;
  return <ColorModeToggle {...props} value={value} />;
}
