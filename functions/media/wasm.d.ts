// Wrangler bundles a `.wasm` import as a compiled WebAssembly module (its default module rule).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
