/**
 * Plain static files: `next build` writes the whole app to out/ (HTML, JS, CSS, icons, the service
 * worker), served by scripts/serve-static.mjs or any static host. Every route is static; the game
 * screen reads its id from `?id=` on the client.
 * With CHUNK_MODULES=1 the webpack build also writes .next/chunk-modules.json (which modules each
 * browser chunk holds), read by scripts/bench/reopen-chunks.ts.
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
export default config;
