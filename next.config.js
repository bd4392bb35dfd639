/**
 * Plain static files: `next build` writes the whole app to out/ (HTML, JS, CSS, icons, the service
 * worker), served by scripts/serve-static.mjs or any static host. Every route is static; the game
 * screen reads its id from `?id=` on the client.
 * @type {import('next').NextConfig}
 */
export default { reactStrictMode: true, output: "export" };
