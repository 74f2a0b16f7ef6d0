/** The package ships no types: its default export is the Emscripten module factory (typed where it is used). */
declare module '@echogarden/fvad-wasm' {
  const createModule: (options?: object) => Promise<unknown>;
  export default createModule;
}
