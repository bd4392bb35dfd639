/**
 * Plain static files: `next build` writes the whole app to out/ (HTML, JS, CSS, icons, the service
 * worker), served by scripts/serve-static.mjs or any static host. Every route is static; the game
 * screen reads its id from `?id=` on the client.
 * With CHUNK_MODULES=1 the webpack build also writes .next/chunk-modules.json (which modules each
 * browser chunk holds), read by scripts/bench/reopen-chunks.ts.
 * With NO_MINIFY=1 the webpack build keeps the browser code unminified: a CPU profile of the
 * production app then names our functions (for finding what a press spends its frame on).
 * @type {import('next').NextConfig}
 */
const config = { reactStrictMode: true, output: "export" };
if (process.env.CHUNK_MODULES) {
  const { ChunkModulesPlugin } = await import("./scripts/chunk-modules.mjs");
  config.webpack = (webpack, { isServer, dir }) => {
    if (!isServer) webpack.plugins.push(new ChunkModulesPlugin(`${dir}/.next`));
    return webpack;
  };
}
if (process.env.NO_MINIFY) {
  const before = config.webpack;
  config.webpack = (webpack, options) => {
    if (!options.isServer) webpack.optimization.minimize = false;
    return before ? before(webpack, options) : webpack;
  };
}
export default config;
