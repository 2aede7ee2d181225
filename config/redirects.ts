import {VERSIONS, versionRoot} from './versions';

/**
 * /docs/intro (and /docs/6.0/intro, /docs/6.1/intro) answer with a redirect
 * to the version root, where the intro page lives.
 */
export function versionIntroRedirects(versions: readonly string[] = VERSIONS): {from: string; to: string}[] {
  return versions.map((name) => ({from: `${versionRoot(name)}/intro`, to: versionRoot(name)}));
}
