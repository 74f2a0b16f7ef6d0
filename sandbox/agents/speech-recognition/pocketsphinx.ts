import { promisify } from 'node:util';

/**
 * CMU PocketSphinx 5-prealpha (Debian's pocketsphinx and pocketsphinx-en-us packages) called in-process through
 * koffi. Loading the acoustic model costs about 0.2 s of CPU and every call decodes, so each call runs on koffi's
 * worker threads (`.async`) and never blocks the event loop; one decoder's calls are chained, in order.
 */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const LIBRARY = 'libpocketsphinx.so.3';
const BASE_LIBRARY = 'libsphinxbase.so.3';

type Bindings = {
  psArgs: () => unknown;
  parseArgs: (defn: unknown, argc: number, argv: string[], strict: number) => Promise<unknown>;
  freeArgs: (config: unknown) => number;
  init: (config: unknown) => Promise<unknown>;
  free: (decoder: unknown) => Promise<number>;
  startUtt: (decoder: unknown) => Promise<number>;
  processRaw: (
    decoder: unknown,
    samples: Int16Array,
    count: number,
    noSearch: number,
    fullUtt: number,
  ) => Promise<number>;
  endUtt: (decoder: unknown) => Promise<number>;

  getHyp: (decoder: unknown, score: null) => Promise<string | null>;
};

type Loaded = { bindings: Bindings } | { error: string };
let loaded: Promise<Loaded> | null = null;

/** The library, loaded once; `error` says why not (koffi or the Debian packages missing). */
async function load(): Promise<Loaded> {
  try {
    const { default: koffi } = await import('koffi');
    const base = koffi.load(BASE_LIBRARY);
    const ps = koffi.load(LIBRARY);
    /** The function run on koffi's worker threads, as a promise. */
    const off = <F extends (...args: never[]) => Promise<unknown>>(fn: { async: unknown }) =>
      promisify(fn.async as (...args: unknown[]) => void) as unknown as F;
    const parseArgs = off<(inout: null, ...rest: Parameters<Bindings['parseArgs']>) => Promise<unknown>>(
      base.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    );
    const bindings: Bindings = {
      psArgs: ps.func('void *ps_args()') as Bindings['psArgs'],
      parseArgs: (...args) => parseArgs(null, ...args),
      freeArgs: base.func('int cmd_ln_free_r(void *config)') as Bindings['freeArgs'],
      init: off(ps.func('void *ps_init(void *config)')),
      free: off(ps.func('int ps_free(void *decoder)')),
      startUtt: off(ps.func('int ps_start_utt(void *decoder)')),
      processRaw: off(
        ps.func('int ps_process_raw(void *decoder, const int16_t *data, size_t n, int no_search, int full_utt)'),
      ),
      endUtt: off(ps.func('int ps_end_utt(void *decoder)')),
      getHyp: off(ps.func('const char *ps_get_hyp(void *decoder, int32_t *score)')),
    };
    return { bindings };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Null when PocketSphinx can be used, else why not. */
export async function pocketSphinxUnavailable(): Promise<string | null> {
  loaded ??= load();
  const result = await loaded;
  return 'error' in result ? result.error : null;
}

/** One decoder with one grammar, for one conversation. */
export class PocketSphinxDecoder {
  private chain: Promise<unknown> = Promise.resolve();
  private freed = false;

  private constructor(
    private readonly bindings: Bindings,
    private readonly decoder: unknown,
  ) {}

  /**
   * A decoder that knows only the words of `dictionary` (a pronouncing dictionary file) and hears only the
   * sentences of `grammar` (a JSGF file). Throws when the library is missing or a file does not load.
   */
  static async create(dictionary: string, grammar: string): Promise<PocketSphinxDecoder> {
    loaded ??= load();
    const result = await loaded;
    if ('error' in result) throw new Error(result.error);
    const { bindings } = result;
    const argv = [
      '-hmm',
      `${MODEL_DIR}/en-us`,
      '-dict',
      dictionary,
      '-jsgf',
      grammar,
      '-samprate',
      '16000',
      '-logfn',
      '/dev/null',
    ];
    const config = await bindings.parseArgs(bindings.psArgs(), argv.length, argv, 1);
    if (!config) throw new Error('PocketSphinx refused its configuration');
    const decoder = await bindings.init(config);
    bindings.freeArgs(config);
    if (!decoder) throw new Error('PocketSphinx could not load its model');
    return new PocketSphinxDecoder(bindings, decoder);
  }

  startUtterance(): Promise<void> {
    return this.inOrder(async () => void (await this.bindings.startUtt(this.decoder)));
  }

  /** 16 kHz mono samples of the utterance, in order. */
  process(samples: Int16Array): Promise<void> {
    return this.inOrder(async () => void (await this.bindings.processRaw(this.decoder, samples, samples.length, 0, 0)));
  }

  /** Ends the utterance: the words of the best path through the grammar, "" when none. */
  endUtterance(): Promise<string> {
    return this.inOrder(async () => {
      await this.bindings.endUtt(this.decoder);
      return (await this.bindings.getHyp(this.decoder, null)) ?? '';
    });
  }

  /** Frees the decoder after the calls already asked for; later calls are refused. */
  free(): Promise<void> {
    if (this.freed) return Promise.resolve();
    this.freed = true;
    const done = this.chain.then(async () => void (await this.bindings.free(this.decoder)));
    this.chain = done.catch(() => undefined);
    return done;
  }

  private inOrder<T>(step: () => Promise<T>): Promise<T> {
    if (this.freed) return Promise.reject(new Error('The decoder has been freed'));
    const next = this.chain.then(step);
    this.chain = next.catch(() => undefined);
    return next;
  }
}
