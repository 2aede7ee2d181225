/**
 * Webpack/Rspack loader of plugins/theme-patches: replaces one exact text in
 * the module it is given, and fails the build, naming the module and the text,
 * when that text is not there exactly once.
 * Plain CommonJS: the bundler requires loaders itself, without the config's TypeScript loader.
 */
module.exports = function themePatchLoader(source) {
  const {file, from, to} = this.getOptions();
  const count = source.split(from).length - 1;
  if (count !== 1) {
    throw new Error(
      `plugins/theme-patches: ${this.resourcePath} (${file}) holds ${JSON.stringify(from)} ${count} times, not once. ` +
        'The theme changed: check whether the edit is still needed, then update or remove it in plugins/theme-patches/index.ts.',
    );
  }
  return source.replace(from, () => to);
};
