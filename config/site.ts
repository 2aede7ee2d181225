/**
 * The site's URL without a trailing slash: what a path (`/docs/…`) is put
 * after. Derived from config/brand.ts, in a module of its own so that the
 * browser's first load, which reads the brand, does not carry it (only the
 * page actions menu, a lazy chunk, uses it in the browser).
 */
import {brand} from './brand';

export const siteOrigin: string = brand.siteUrl.replace(/\/$/, '');
