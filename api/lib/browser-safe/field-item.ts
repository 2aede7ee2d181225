/**
 * One field of a reference page's field list, as the build writes it
 * (render/field-list.ts) and <ApiFields> reads it in the browser. Short keys:
 * the list is part of the page's JavaScript.
 */
export type FieldItem = {
  /** Anchor id, the same in every locale (`body-account-account_code`). */
  id: string;
  /** The name shown: the last part of the path (`account_code`), or the whole name of a top-level field. */
  n: string;
  /** The full path (`account.account_code`), as the Markdown twin shows it. */
  p: string;
  /** Type label: `string (date)`, `object[]`, `integer, nullable`. */
  t: string;
  /** Required (parameters and bodies only). */
  r?: 1;
  /** Description, with `backticks` for inline code. */
  d?: string;
  /** Allowed values, as shown. */
  v?: string[];
  /** Default value, as shown. */
  df?: string;
  /** Example value, as shown. */
  e?: string;
  /** Where the field's facts come from, where it differs from its operation: `p`, `d:6.1`, `c`, `u` (render/evidence.ts). */
  s?: string;
  /** The same for its allowed values, where they differ from the field. */
  vs?: string;
  /** Child fields of an object or an array of objects. */
  c?: FieldItem[];
};
