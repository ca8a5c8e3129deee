/**
 * Loader for `X.tsx?demo-sources` (registered by the demos plugin, index.ts):
 * a module whose default export is the demo's sources — every styling flavour
 * in TypeScript and generated JavaScript, with its sibling files. It declares
 * each file it reads as a dependency, so an edited demo refreshes its shown
 * code in `docusaurus start` and in cached builds, not only its live render.
 * The bundler requires loaders as CommonJS; the TypeScript modules load through
 * tsx, the site's TypeScript runner.
 */
const tsx = require('tsx/cjs/api');

const { demoSourceFiles, loadDemoSources } = tsx.require('./demoFiles.ts', __filename);

module.exports = function demoSourcesLoader() {
  const callback = this.async();
  const { siteDir } = this.getOptions();
  try {
    demoSourceFiles(this.resourcePath).forEach((file) => this.addDependency(file));
  } catch (error) {
    callback(error);
    return;
  }
  loadDemoSources(this.resourcePath, siteDir).then(
    (sources) => callback(null, `export default ${JSON.stringify(sources)};`),
    callback,
  );
};
