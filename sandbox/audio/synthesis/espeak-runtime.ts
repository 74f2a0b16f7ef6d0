import { givenEspeakData } from './espeak-data';
import { concatSamples } from '../../../audio-formats/concat-samples';

/**
 * The eSpeak NG wasm module (GPL-3.0, voice data bundled in the package), loaded once per thread and reused.
 *
 * eSpeak keeps state between utterances (the random generator of its voicing noise, buffers, the loaded
 * voice), so the same request would not give the same samples twice. Instead of paying for a fresh instance
 * per utterance (about 100 ms), the module's linear memory is photographed once after start-up and put back
 * before every utterance: each one starts from the same state, for a copy of its 1.3 MB in use and a fill of the
 * zeros above (about 1 ms).
 *
 * What lives outside the linear memory has to stay consistent with the photograph: the bindings' string
 * buffer is grown to TEXT_LIMIT before it is taken (so no string ever needs an allocation the restored heap
 * would not know about), each utterance's callback slot is released by the bindings, and eSpeak opens and
 * closes its files within a call. Voice variants added later (defineVariant) live in the module's virtual file
 * system, which is JavaScript-side and outside the photograph, so they stay defined. Synchronous and single-threaded: run it in a worker to keep a server
 * responsive.
 */
type EspeakWorker = {
  set_voice(name: string): number;
  synthesize(text: string, callback: (samples: Int16Array | null, events: unknown[]) => number): void;
  rate: number;
  pitch: number;
  range: number;
  readonly samplerate: number;
};

type EspeakModule = {
  HEAPU8: Uint8Array;
  eSpeakNGWorker: new () => EspeakWorker;
  FS: { writeFile(path: string, data: string): void };
};

/** Where the package's virtual file system keeps eSpeak's voice variants. */
const VARIANTS_DIR = '/usr/share/espeak-ng-data/voices/!v';

/** Longest text, in UTF-8 bytes, one call may pass; longer text is split by the caller. */
export const TEXT_LIMIT = 64 * 1024;

export type EspeakSettings = { voice: string; rate: number; pitch: number; range: number };

export class EspeakRuntime {
  private readonly variants = new Set<string>();
  /** Photographs of the heap with a voice loaded, by voice name, least recently used first. */
  private readonly voiceSnapshots = new Map<string, Uint8Array>();

  private constructor(
    private readonly module: EspeakModule,
    private readonly worker: EspeakWorker,
    private readonly snapshot: Uint8Array,
    readonly sampleRate: number,
  ) {}

  static async load(): Promise<EspeakRuntime> {
    // Imported on first use: the package embeds eSpeak's wasm and voice data, and merely importing it costs a
    // thread about 110 MB, which workers that never speak (uploads, speech conversions) should not pay.
    const { default: createEspeakModule } = await import('@echogarden/espeak-ng-emscripten');
    const data = givenEspeakData();
    // With the server's shared copy of the data package, the module does not read its own (espeak-data.ts). Its
    // loader checks that the package's constructor is named ArrayBuffer, though it only views and slices it,
    // which a SharedArrayBuffer does alike; so this one instance answers to that name.
    if (data) Object.defineProperty(data, 'constructor', { value: ArrayBuffer });
    const module = (await createEspeakModule(data ? { getPreloadedPackage: () => data } : {})) as EspeakModule;
    const worker = new module.eSpeakNGWorker();
    // Two oversized calls make the bindings free their first small string buffer and keep one of TEXT_LIMIT.
    const filler = 'x'.repeat(TEXT_LIMIT + 64);
    worker.set_voice(filler);
    worker.set_voice(filler);
    if (worker.set_voice('en-us') !== 0) throw new Error('eSpeak NG could not load its English voice');
    return new EspeakRuntime(module, worker, photograph(module.HEAPU8), worker.samplerate);
  }

  /**
   * Puts the heap back as it was after start-up with `voice` loaded. Loading a voice (its dictionary, its
   * variant) costs about 2 ms, twice the restore, for every sentence of a stream; so the heap is photographed
   * once with each recent voice loaded, and later calls restore that photograph instead. Restoring the
   * start-up heap then loading the voice leaves exactly the same bytes, so the samples are the same either way.
   */
  private restoreWithVoice(voice: string): void {
    const withVoice = this.voiceSnapshots.get(voice);
    if (withVoice) {
      // Most recently used last, so the first key is the one to forget.
      this.voiceSnapshots.delete(voice);
      this.voiceSnapshots.set(voice, withVoice);
      restore(this.module.HEAPU8, withVoice);
      return;
    }
    restore(this.module.HEAPU8, this.snapshot);
    if (this.worker.set_voice(voice) !== 0) throw new Error(`eSpeak NG has no voice "${voice}"`);
    if (this.voiceSnapshots.size >= VOICE_SNAPSHOTS)
      this.voiceSnapshots.delete(this.voiceSnapshots.keys().next().value!);
    this.voiceSnapshots.set(voice, photograph(this.module.HEAPU8));
  }

  /** Adds a voice variant (a voices/!v file), usable as "<language>+<name>"; a name already defined is kept. */
  defineVariant(name: string, definition: string): void {
    if (this.variants.has(name)) return;
    this.module.FS.writeFile(`${VARIANTS_DIR}/${name}`, definition);
    this.variants.add(name);
  }

  /** Speaks `text` from the pristine state; returns 16-bit samples at `sampleRate`. */
  speak(text: string, settings: EspeakSettings): Int16Array {
    if (Buffer.byteLength(text, 'utf8') >= TEXT_LIMIT)
      throw new RangeError(`eSpeak text is limited to ${TEXT_LIMIT} bytes per call`);
    this.restoreWithVoice(settings.voice);
    this.worker.rate = Math.round(settings.rate);
    this.worker.pitch = Math.round(settings.pitch);
    this.worker.range = Math.round(settings.range);
    const chunks: Int16Array[] = [];
    this.worker.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples);
      return 0;
    });
    return concatSamples(chunks, Int16Array);
  }
}

/** Voices whose loaded state is kept (about 1.5 MB each): a stream's sentences all use one. */
const VOICE_SNAPSHOTS = 8;

/** Zeros to compare the heap with, a block at a time. */
const ZERO_BLOCK = Buffer.alloc(64 * 1024);

/**
 * The heap up to its last non-zero byte: after start-up eSpeak uses about 1.3 MB of its 16 MB, and the zeros above
 * are put back with a fill, so each thread keeps 1.3 MB instead of a 16 MB copy. Zero blocks are skipped with a
 * native comparison: a JavaScript loop over 16 MB ran cold (unoptimised) for the first voices a thread loaded and
 * cost their first requests about 150 ms.
 */
function photograph(heap: Uint8Array): Uint8Array {
  const bytes = Buffer.from(heap.buffer, heap.byteOffset, heap.length);
  let end = bytes.length;
  while (end > 0) {
    const start = Math.max(0, end - ZERO_BLOCK.length);
    if (!bytes.subarray(start, end).equals(ZERO_BLOCK.subarray(0, end - start))) break;
    end = start;
  }
  while (end > 0 && bytes[end - 1] === 0) end--;
  return heap.slice(0, end);
}

function restore(heap: Uint8Array, photo: Uint8Array): void {
  heap.set(photo);
  heap.fill(0, photo.length);
}

let loading: Promise<EspeakRuntime> | null = null;

/** The thread's runtime, started on first use. */
export function espeakRuntime(): Promise<EspeakRuntime> {
  loading ??= EspeakRuntime.load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
