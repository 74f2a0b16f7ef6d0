/** The package ships no types: its default export is the Emscripten module factory. */
declare module '@echogarden/espeak-ng-emscripten' {
  const createModule: (options?: object) => Promise<unknown>;
  export default createModule;
}
