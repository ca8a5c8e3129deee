/**
 * Loader for `X.tsx?demo-sources` (registered by src/plugins/site): a module
 * whose default export is the demo's sources — every styling flavour in
 * TypeScript and generated JavaScript, with its sibling files. It declares
 * each file it reads as a dependency, so an edited demo refreshes its shown
 * code in `docusaurus start` and in cached builds, not only its live render.
 */
const createJiti = require('jiti');

const load = createJiti(__filename);

module.exports = function demoSourcesLoader() {
  const callback = this.async();
  const { siteDir } = this.getOptions();
  const { demoSourceFiles, loadDemoSources } = load('./demoFiles.ts');
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
