/**
 * A map that lives as long as the process, not as long as the module that
 * asks for it. Docusaurus loads the config afresh for each locale it builds
 * (a new instance of every module the config imports), so a module-level
 * cache would be empty again for the second locale. One map per name, kept
 * on `globalThis` under a registered symbol.
 */
export function processCache<K, V>(name: string): Map<K, V> {
  const key = Symbol.for(`crm-api-docs.${name}`);
  const store = globalThis as {[key: symbol]: Map<K, V> | undefined};
  return (store[key] ??= new Map<K, V>());
}
