/** The package ships no types: its `simd` export is the Emscripten module factory (typed where it is used). */
declare module '@echogarden/speex-resampler-wasm/simd' {
  const createModule: (options?: object) => Promise<unknown>;
  export default createModule;
}
