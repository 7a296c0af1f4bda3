/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverBuildPath: "build/index.js",
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  serverConditions: ["workerd", "worker", "browser"],
  serverMainFields: ["browser", "module", "main"],
  // Every package but React and the Remix framework, which the Worker's bundler takes in once for this
  // build and worker.ts alike, with the router's matchRoutes answered from a cache
  // (functions/route-match-memo.ts through wrangler.toml's [alias]; decision 0198).
  serverDependenciesToBundle: [/^(?!(react|react-dom|react-router|react-router-dom|@remix-run\/[a-z-]+)(\/|$))/],
  // REMIX_SERVER_MINIFY=0 keeps module names for a CPU profile (scripts/bench/render-profile.mjs).
  serverMinify: process.env.REMIX_SERVER_MINIFY !== "0",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
