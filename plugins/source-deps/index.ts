/**
 * Makes each doc page depend on the files its text is generated from (the
 * OpenAPI sources of its version, the prose partials it includes): a loader in
 * front of the docs' MDX loader (./loader.cjs) declares them, so editing a YAML
 * source or a partial recompiles every page that renders it, in `npm run dev`
 * and `dev:en` within seconds, without touching the page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function sourceDeps(context: LoadContext): Plugin {
  return {
    name: 'source-deps',
    configureWebpack() {
      // knip loads the config and calls this without a context to find the loaders the site uses.
      const siteDir = (context as LoadContext | undefined)?.siteDir ?? process.cwd();
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [path.join(siteDir, 'versioned_docs'), path.join(siteDir, 'i18n')],
              enforce: 'pre' as const,
              use: [{loader: require.resolve('./loader.cjs'), options: {siteDir}}],
            },
          ],
        },
      };
    },
  };
}
