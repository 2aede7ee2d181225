import type {ReactNode} from 'react';
import type {ExcerptPart} from './engine';

/** A highlighted excerpt, rendered as text only. */
export default function Excerpt({parts}: {parts: ExcerptPart[]}): ReactNode {
  return (
    <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
