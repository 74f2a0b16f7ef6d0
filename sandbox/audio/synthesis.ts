import EspeakModule from '@echogarden/espeak-ng-emscripten';

/**
 * Speech synthesis with eSpeak NG (compiled to wasm, its voice data inside the package): formant synthesis,
 * intelligible and fully offline, nothing like the service's neural voices. English and Ukrainian.
 */
export type SynthesisLanguage = 'en' | 'uk';

export type SynthesisOptions = {
  language: SynthesisLanguage;
  gender?: 'male' | 'female';
  /** Words per minute, 80–450 (eSpeak's 175 is a normal pace). */
  rate?: number;
  /** Base pitch 0–100 (eSpeak's scale; 50 is the voice's default). */
  pitch?: number;
  /** Intonation range 0–100: 0 is a monotone, 50 normal, 100 very expressive. */
  range?: number;
};

export const SYNTHESIS_RATE = 22050;

type EspeakWorker = {
  set_voice: (name: string, language: string, gender: number, age: number, variant: number) => void;
  synthesize: (text: string, callback: (samples: Int16Array | null) => number) => void;
  rate: number;
  pitch: number;
  range: number;
};

type EspeakRuntime = { eSpeakNGWorker: new () => EspeakWorker };

/**
 * A fresh wasm instance per utterance (about 150 ms): eSpeak keeps global state from one utterance to the next,
 * and the same request must give the same samples (the TTS API's seed promise).
 */
async function espeakRuntime(): Promise<EspeakRuntime> {
  return (EspeakModule as unknown as (options: object) => Promise<EspeakRuntime>)({});
}

/**
 * eSpeak seeds its random generator from the clock (breath and voicing noise), so identical requests would
 * differ by the second they ran in. The clock is held still while it runs; the block is synchronous, so
 * nothing else in this thread sees it.
 */
function withStillClock<T>(run: () => T): T {
  const realNow = Date.now;
  Date.now = () => 0;
  try {
    return run();
  } finally {
    Date.now = realNow;
  }
}

const LANGUAGE_VOICE: Record<SynthesisLanguage, string> = { en: 'en-us', uk: 'uk' };

export async function synthesize(text: string, options: SynthesisOptions): Promise<Float32Array> {
  const runtime = await espeakRuntime();
  const chunks: Int16Array[] = [];
  withStillClock(() => {
    const worker = new runtime.eSpeakNGWorker();
    worker.set_voice('', LANGUAGE_VOICE[options.language], options.gender === 'female' ? 2 : 1, 0, 0);
    worker.rate = Math.round(Math.min(450, Math.max(80, options.rate ?? 175)));
    worker.pitch = Math.round(Math.min(100, Math.max(0, options.pitch ?? 50)));
    worker.range = Math.round(Math.min(100, Math.max(0, options.range ?? 50)));
    worker.synthesize(text, (samples) => {
      if (samples && samples.length > 0) chunks.push(samples.slice());
      return 0;
    });
  });
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) out[offset + i] = chunk[i]! / 32768;
    offset += chunk.length;
  }
  return out;
}

/** Ukrainian when most letters are Cyrillic, English otherwise (the two languages the sandbox speaks). */
export function detectLanguage(text: string): SynthesisLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cyrillic = letters.filter((letter) => /\p{Script=Cyrillic}/u.test(letter)).length;
  return letters.length > 0 && cyrillic / letters.length > 0.5 ? 'uk' : 'en';
}
