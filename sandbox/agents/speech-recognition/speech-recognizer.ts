import type { ClientTool } from '../../../contract/agents/launch';
import { commandGrammar } from './command-grammar';
import { decoders, type DecoderPool, type PocketSphinxDecoder } from './pocketsphinx';
import { dictionaryFor } from './pronouncing-dictionary';
import { properNouns, sessionCorpus } from './session-corpus';

/** What a recognizer needs to follow one user turn: its audio as it comes, then the words. */
export type TurnRecognizer = {
  /** The turn's speech started; `preRoll` is the audio just before the VAD noticed it. */
  start(preRoll: Int16Array): void;
  /** More 16 kHz mono audio of the turn. */
  push(samples: Int16Array): void;
  /** The turn is over: the words heard ("" for none). */
  finish(): Promise<string>;
  dispose(): void;
};

/** Audio held for a turn while it waits for a decoder: 30 s at 16 kHz (about 1 MB); beyond it the turn is not heard. */
const MAX_HELD_SAMPLES = 30 * 16000;

type HeardTurn = {
  decoder: Promise<PocketSphinxDecoder | null>;
  lent: PocketSphinxDecoder | null;
  held: Int16Array[] | null;
  heldSamples: number;
  tooLong: boolean;
};

/**
 * PocketSphinx with a grammar made for the session from its launch request (see session-corpus.ts): a
 * small-vocabulary recognizer for commands and short answers, not dictation. For each turn it borrows one of the
 * process's decoders (pocketsphinx.ts) and decodes the audio as it arrives, so the end of the turn costs only the
 * last few frames and the search's final pass. While every decoder is lent, the turn's audio is held (bounded)
 * and decoded when one is free; a turn that outgrows the bound is answered as not heard, never half-heard.
 */
export class PocketSphinxRecognizer implements TurnRecognizer {
  /** The current turn: its decoder once lent, the audio held until then, and whether it outgrew the bound. */
  private turn: HeardTurn | null = null;
  private disposed = false;
  /** The cepstral mean as this session's last turn left it: its next turn starts from it (pocketsphinx.ts). */
  private mean: Float32Array | null = null;

  private constructor(
    private readonly grammar: string,
    /** Lowercase word → the prompt's spelling of a proper noun ("paris" → "Paris"), so arguments keep it. */
    private readonly spellings: Map<string, string>,
    private readonly pool: DecoderPool,
  ) {}

  static async create(
    prompt: string,
    tools: ClientTool[],
    pool: DecoderPool = decoders,
  ): Promise<PocketSphinxRecognizer> {
    const corpus = sessionCorpus(prompt, tools);
    const { known } = await dictionaryFor(corpus.flat());
    const names = [...properNouns(prompt), ...tools.flatMap((tool) => properNouns(tool.function.description))];
    return new PocketSphinxRecognizer(
      commandGrammar(corpus, known),
      new Map(names.map((name) => [name.toLowerCase(), name])),
      pool,
    );
  }

  start(preRoll: Int16Array): void {
    if (this.turn || this.disposed) return;
    const turn: HeardTurn = {
      decoder: Promise.resolve(null),
      lent: null,
      held: [],
      heldSamples: 0,
      tooLong: false,
    };
    this.turn = turn;
    turn.decoder = this.pool.borrow().then(
      (decoder) => {
        turn.lent = decoder;
        try {
          decoder.lend(this.grammar, this.mean);
        } catch (error) {
          this.pool.release(decoder);
          turn.lent = null;
          throw error;
        }
        void decoder.startUtterance().catch(() => undefined);
        for (const samples of turn.held ?? []) void decoder.process(samples).catch(() => undefined);
        turn.held = null;
        return decoder;
      },
      () => null,
    );
    // Settled by finish(), which every turn reaches (dispose() too); this only keeps a failure from going unhandled.
    turn.decoder.catch(() => undefined);
    this.push(preRoll);
  }

  push(samples: Int16Array): void {
    const turn = this.turn;
    if (!turn || samples.length === 0 || turn.tooLong) return;
    if (turn.lent) return void turn.lent.process(samples).catch(() => undefined);
    turn.heldSamples += samples.length;
    if (turn.heldSamples > MAX_HELD_SAMPLES) {
      turn.tooLong = true;
      turn.held = [];
      return;
    }
    turn.held?.push(samples);
  }

  async finish(): Promise<string> {
    const turn = this.turn;
    if (!turn) return '';
    this.turn = null;
    const decoder = await turn.decoder.catch(() => null);
    if (!decoder) return '';
    try {
      const { words, mean } = await decoder.endUtterance();
      this.mean = mean;
      return turn.tooLong ? '' : this.spelled(words);
    } finally {
      this.pool.release(decoder);
    }
  }

  dispose(): void {
    this.disposed = true;
    // A turn cut short still gives its decoder back, once the utterance it began is closed.
    if (this.turn) void this.finish().catch(() => undefined);
  }

  /** The decoder's words without fillers and variant marks, proper nouns spelled as the prompt spells them. */
  private spelled(hypothesis: string): string {
    return hypothesis
      .split(/\s+/)
      .filter((word) => word && !word.startsWith('<') && !word.startsWith('['))
      .map((word) => word.replace(/\(\d+\)$/, ''))
      .map((word) => this.spellings.get(word) ?? word)
      .join(' ');
  }
}
