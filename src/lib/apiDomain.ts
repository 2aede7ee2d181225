/**
 * The reader's CRM domain, which replaces the host placeholder ({your-domain})
 * in every code sample, endpoint line and copy button. It lives only in this
 * browser's localStorage: nothing here sends it anywhere. Only the domain is
 * kept; the API key placeholder (YOUR_API_KEY) is never touched.
 */
import {useSyncExternalStore} from 'react';
import {brand} from '@site/config/brand';

export const DOMAIN_PLACEHOLDER = brand.apiHost.placeholder;
export const STORAGE_KEY = 'crm-api-docs.domain';
const CHANGE_EVENT = 'crm-api-docs:domain';

export type DomainProblem = 'empty' | 'space' | 'scheme' | 'path' | 'invalid';
export type DomainCheck = {ok: true; domain: string} | {ok: false; problem: DomainProblem};

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Two or more DNS labels, an optional port: acme.crm.example, crm.acme.vn:8443. */
const DOMAIN = new RegExp(`^(?=[^:]{1,253}(?::|$))${LABEL}(?:\\.${LABEL})+(?::\\d{1,5})?$`, 'i');

/** Whether the input is a bare domain (outer spaces ignored), and what is wrong with it if not. */
export function checkDomain(input: string): DomainCheck {
  const value = input.trim();
  if (value === '') return {ok: false, problem: 'empty'};
  if (/\s/.test(value)) return {ok: false, problem: 'space'};
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return {ok: false, problem: 'scheme'};
  if (/[/?#\\]/.test(value)) return {ok: false, problem: 'path'};
  if (!DOMAIN.test(value)) return {ok: false, problem: 'invalid'};
  return {ok: true, domain: value.toLowerCase()};
}

/** The text with every host placeholder replaced by the domain (unchanged without one). */
export function personalise(text: string, domain: string | null): string {
  return domain ? text.split(DOMAIN_PLACEHOLDER).join(domain) : text;
}

/** The stored domain, if there is a valid one (storage may be unavailable or hold junk). */
export function storedDomain(): string | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    if (value === null) return null;
    const check = checkDomain(value);
    return check.ok ? check.domain : null;
  } catch {
    return null;
  }
}

/** Stores the domain (null forgets it) and tells every subscriber on the page. */
export function storeDomain(domain: string | null): void {
  try {
    if (domain === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, domain);
  } catch {
    // No storage (private mode, blocked): the samples keep the placeholder.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The reader's domain, or null. The server render and hydration see null (the
 * placeholder, as in the static HTML); React re-renders with the stored
 * domain right after hydration, so no hydration mismatch.
 */
export function useApiDomain(): string | null {
  return useSyncExternalStore(subscribe, storedDomain, () => null);
}
