/**
 * Client module of plugins/route-chunks: a route script named in the HTML that
 * fails to load is taken out of the page. The bundler's loader looks for a
 * chunk's script by its `src` before inserting one; it would find the failed
 * element and wait on it, although its error has fired already (when nothing
 * was listening yet: a page opened at an address no route matches, whose
 * route renders later), for two minutes. Without it, the loader inserts its
 * own script, which loads, or fails into the theme's "Retry" box.
 */
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const {target} = event;
      // The bundler's own scripts carry data-rspack; it removes those itself.
      if (target instanceof HTMLScriptElement && target.src && !target.hasAttribute('data-rspack')) target.remove();
    },
    // Capture: a script's error event does not bubble.
    true,
  );
}

export {};
