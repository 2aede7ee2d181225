/**
 * Wraps the emoji before the title of each card of a category page (📄️, 🗃):
 * it is decoration, so it is hidden from screen readers (a card's link was
 * read as "page facing up, Create a ticket") and marked as what the page's
 * Markdown twin leaves out (data-markdown-ignore: the twin lists the same
 * cards as links, without their emoji).
 */
import type {ReactNode} from 'react';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof IconType>;

export default function DocCardHeadingIconWrapper(props: Props): ReactNode {
  return (
    <span aria-hidden="true" data-markdown-ignore="">
      <Icon {...props} />
    </span>
  );
}
