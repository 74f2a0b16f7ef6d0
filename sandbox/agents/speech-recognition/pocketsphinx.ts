import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

/**
 * CMU PocketSphinx 5-prealpha (Debian's pocketsphinx and pocketsphinx-en-us packages) called in-process through
 * koffi. Decoding runs on koffi's worker threads (`.async`), so it never blocks the event loop; one decoder's calls
 * are chained, in order.
 *
 * Decoders are few and long-lived (DecoderPool): loading one costs about 0.1 s of CPU and 28 MB, and the library
 * does not give a freed decoder's memory back, so a decoder per session grew the process by tens of megabytes
 * per hundred sessions. A session borrows a decoder for one utterance and sets its own grammar on it. Grammars go
 * in as finite-state graphs built here (`jsgf_build_fsg` + `ps_set_fsg`): the library's one-call
 * `ps_set_jsgf_string` leaks about 13 KB each time it is called, and this path leaks nothing (measured over
 * 3,000 grammars).
 */
export const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const LIBRARY = 'libpocketsphinx.so.3';
const BASE_LIBRARY = 'libsphinxbase.so.3';
/** The name of the one grammar search each decoder holds: setting it again replaces the previous one. */
const SEARCH = 'session';

type Pointer = unknown;
type Bindings = {
  psArgs: () => Pointer;
  parseArgs: (inout: null, defn: Pointer, argc: number, argv: string[], strict: number) => Pointer;
  init: (config: Pointer) => Promise<Pointer>;
  freeArgs: (config: Pointer) => number;
  logMath: (decoder: Pointer) => Pointer;
  parseGrammar: (text: string, parent: null) => Pointer;
  publicRule: (grammar: Pointer) => Pointer;
  buildFsg: (grammar: Pointer, rule: Pointer, logMath: Pointer, languageWeight: number) => Pointer;
  freeGrammar: (grammar: Pointer) => void;
  freeFsg: (fsg: Pointer) => number;
  setFsg: (decoder: Pointer, name: string, fsg: Pointer) => number;
  setSearch: (decoder: Pointer, name: string) => number;
  startUtt: (decoder: Pointer) => Promise<number>;
  processRaw: (
    decoder: Pointer,
    samples: Int16Array,
    count: number,
    noSearch: number,
    fullUtt: number,
  ) => Promise<number>;
  endUtt: (decoder: Pointer) => Promise<number>;
  getHyp: (decoder: Pointer, score: null) => Promise<string | null>;
  /** The feature extractor's cepstral mean normalisation: where it is, and its live mean read or set. */
  cmnOf: (decoder: Pointer) => { cmn: Pointer; length: number } | null;
  cmnGet: (cmn: Pointer, mean: Float32Array) => void;
  cmnSet: (cmn: Pointer, mean: Float32Array) => void;
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
    const off = <F>(fn: { async: unknown }) => promisify(fn.async as (...args: unknown[]) => void) as unknown as F;
    // The head of sphinxbase's feat_t and its cmn_t, as its feat.h and cmn.h lay them out (5-prealpha, float
    // mfcc_t); checked on use: the mean's length must be the cepstrum's.
    const featHead = koffi.struct('voice_studio_feat_head', {
      ...{ refcount: 'int', name: 'char *', cepsize: 'int32', n_stream: 'int32', stream_len: 'void *' },
      ...{ window_size: 'int32', n_sv: 'int32', sv_len: 'void *', subvecs: 'void *', sv_buf: 'void *' },
      ...{ sv_dim: 'int32', cmn: 'int', varnorm: 'int32', agc: 'int', compute_feat: 'void *', cmn_struct: 'void *' },
    });
    const cmnHead = koffi.struct('voice_studio_cmn', {
      ...{ cmn_mean: 'void *', cmn_var: 'void *', sum: 'void *', nframe: 'int32', veclen: 'int32' },
    });
    const getFeat = ps.func('void *ps_get_feat(void *decoder)');
    const bindings: Bindings = {
      psArgs: ps.func('void *ps_args()'),
      parseArgs: base.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
      init: off(ps.func('void *ps_init(void *config)')),
      freeArgs: base.func('int cmd_ln_free_r(void *config)'),
      logMath: ps.func('void *ps_get_logmath(void *decoder)'),
      parseGrammar: base.func('void *jsgf_parse_string(const char *text, void *parent)'),
      publicRule: base.func('void *jsgf_get_public_rule(void *grammar)'),
      buildFsg: base.func('void *jsgf_build_fsg(void *grammar, void *rule, void *lmath, float lw)'),
      freeGrammar: base.func('void jsgf_grammar_free(void *grammar)'),
      freeFsg: base.func('int fsg_model_free(void *fsg)'),
      setFsg: ps.func('int ps_set_fsg(void *decoder, const char *name, void *fsg)'),
      setSearch: ps.func('int ps_set_search(void *decoder, const char *name)'),
      startUtt: off(ps.func('int ps_start_utt(void *decoder)')),
      processRaw: off(
        ps.func('int ps_process_raw(void *decoder, const int16_t *data, size_t n, int no_search, int full_utt)'),
      ),
      endUtt: off(ps.func('int ps_end_utt(void *decoder)')),
      getHyp: off(ps.func('const char *ps_get_hyp(void *decoder, int32_t *score)')),
      cmnOf: (decoder) => {
        const feat = koffi.decode(getFeat(decoder), featHead) as { cepsize: number; cmn_struct: Pointer };
        if (!feat.cmn_struct) return null;
        const cmn = koffi.decode(feat.cmn_struct, cmnHead) as { veclen: number };
        return cmn.veclen === feat.cepsize && feat.cepsize > 0 ? { cmn: feat.cmn_struct, length: feat.cepsize } : null;
      },
      cmnGet: base.func('void cmn_live_get(void *cmn, _Out_ float *mean)'),
      cmnSet: base.func('void cmn_live_set(void *cmn, const float *mean)'),
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

/** One decoder with the model's whole dictionary; the grammar is the borrowing session's. */
export class PocketSphinxDecoder {
  private chain: Promise<unknown> = Promise.resolve();
  private grammar: string | null = null;

  private constructor(
    private readonly bindings: Bindings,
    private readonly decoder: Pointer,
    /** The normaliser and its mean as the model starts it, for every borrower to start from. */
    private readonly startingMean: { cmn: Pointer; mean: Float32Array } | null,
  ) {}

  /** Loads the acoustic model and dictionary. Throws when the library is missing or the model does not load. */
  static async create(): Promise<PocketSphinxDecoder> {
    loaded ??= load();
    const result = await loaded;
    if ('error' in result) throw new Error(result.error);
    const { bindings } = result;
    const argv = [
      ...['-hmm', `${MODEL_DIR}/en-us`, '-dict', `${MODEL_DIR}/cmudict-en-us.dict`],
      ...['-samprate', '16000', '-logfn', '/dev/null'],
    ];
    const config = bindings.parseArgs(null, bindings.psArgs(), argv.length, argv, 1);
    if (!config) throw new Error('PocketSphinx refused its configuration');
    const decoder = await bindings.init(config);
    bindings.freeArgs(config);
    if (!decoder) throw new Error('PocketSphinx could not load its model');
    const found = bindings.cmnOf(decoder);
    const mean = found ? new Float32Array(found.length) : null;
    if (found && mean) bindings.cmnGet(found.cmn, mean);
    return new PocketSphinxDecoder(bindings, decoder, found && mean ? { cmn: found.cmn, mean } : null);
  }

  /**
   * Readies the decoder for a borrower: it hears only the sentences of `jsgf` (a JSGF grammar of dictionary
   * words), and its cepstral mean is the borrower's own (`mean`, as `endUtterance` left it for the session's last
   * turn) or, for a session's first turn, where the model starts it. The mean adapts to each utterance and
   * carries over to the next: within a session that tunes it to the microphone, but carried from another
   * session's (5 s of noise, say) it left the next speaker unheard. Runs on the calling thread (about 0.1 ms):
   * only between utterances, when no call is running.
   */
  lend(jsgf: string, mean: Float32Array | null): void {
    const starting = this.startingMean;
    if (starting) this.bindings.cmnSet(starting.cmn, mean?.length === starting.mean.length ? mean : starting.mean);
    if (jsgf === this.grammar) return;
    const { bindings } = this;
    const grammar = bindings.parseGrammar(jsgf, null);
    if (!grammar) throw new Error('PocketSphinx could not parse the session’s grammar');
    try {
      const fsg = bindings.buildFsg(grammar, bindings.publicRule(grammar), bindings.logMath(this.decoder), 7.5);
      if (!fsg) throw new Error('PocketSphinx could not build the session’s grammar');
      // The decoder keeps its own reference to the graph; this one is ours to drop.
      const set = bindings.setFsg(this.decoder, SEARCH, fsg);
      bindings.freeFsg(fsg);
      if (set < 0 || bindings.setSearch(this.decoder, SEARCH) < 0)
        throw new Error('PocketSphinx refused the session’s grammar');
      this.grammar = jsgf;
    } finally {
      bindings.freeGrammar(grammar);
    }
  }

  startUtterance(): Promise<void> {
    return this.inOrder(async () => void (await this.bindings.startUtt(this.decoder)));
  }

  /** 16 kHz mono samples of the utterance, in order. */
  process(samples: Int16Array): Promise<void> {
    return this.inOrder(async () => void (await this.bindings.processRaw(this.decoder, samples, samples.length, 0, 0)));
  }

  /**
   * Ends the utterance: the words of the best path through the grammar ("" when none), and the cepstral mean as
   * this utterance left it, for the session's next turn (null where it cannot be read).
   */
  endUtterance(): Promise<{ words: string; mean: Float32Array | null }> {
    return this.inOrder(async () => {
      await this.bindings.endUtt(this.decoder);
      const words = (await this.bindings.getHyp(this.decoder, null)) ?? '';
      const starting = this.startingMean;
      const mean = starting ? new Float32Array(starting.mean.length) : null;
      if (starting && mean) this.bindings.cmnGet(starting.cmn, mean);
      return { words, mean };
    });
  }

  /** Settles once every call asked for so far has run. */
  idle(): Promise<void> {
    return this.chain.then(() => undefined);
  }

  private inOrder<T>(step: () => Promise<T>): Promise<T> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => undefined);
    return next;
  }
}

/**
 * The process's few decoders, made when first needed and kept: at most one per core (two here), since each
 * decodes on a thread of its own. A session borrows one for an utterance; when all are lent, the next borrower
 * waits its turn (first come, first served) and its audio is held meanwhile (speech-recognizer.ts).
 */
export class DecoderPool {
  private readonly free: PocketSphinxDecoder[] = [];
  private readonly waiting: Array<(decoder: PocketSphinxDecoder) => void> = [];
  private made = 0;

  constructor(private readonly size = Math.min(2, availableParallelism())) {}

  /** A decoder for one utterance; give it back with `release` once its last call has been asked for. */
  async borrow(): Promise<PocketSphinxDecoder> {
    const ready = this.free.pop();
    if (ready) return ready;
    if (this.made < this.size) {
      this.made += 1;
      try {
        return await PocketSphinxDecoder.create();
      } catch (error) {
        this.made -= 1;
        throw error;
      }
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Back to the pool after its pending calls have run, or straight to the next borrower waiting. */
  release(decoder: PocketSphinxDecoder): void {
    void decoder.idle().then(() => {
      const next = this.waiting.shift();
      if (next) next(decoder);
      else this.free.push(decoder);
    });
  }

  /** Borrowers waiting for a decoder now. */
  get queued(): number {
    return this.waiting.length;
  }
}

/** The sandbox's one pool. */
export const decoders = new DecoderPool();
