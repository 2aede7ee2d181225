/**
 * ajv as the engine validates the API's schemas: JSON Schema 2020-12 with the
 * formats the sources use. The checks of examples and requests, the renderer's
 * `<ApiRequest>` values and the request builder's standalone validator all
 * start from it, so they agree on what a valid value is.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {UNIX_TIME_FORMAT} from '../browser-safe/unix-time';

/**
 * The formats the sources use: ajv-formats' (date, date-time, email…) and `unixtime` (the OpenAPI format registry's
 * seconds since 1970: any whole number here, the type says integer; api/README.md).
 */
export function addApiFormats(ajv: Ajv2020): Ajv2020 {
  addFormats(ajv);
  ajv.addFormat(UNIX_TIME_FORMAT, true);
  return ajv;
}

/** ajv for JSON Schema 2020-12 with formats, as every check of examples and requests uses it. */
export function createAjv(): Ajv2020 {
  return addApiFormats(new Ajv2020({strict: false, allErrors: true, validateFormats: true}));
}
