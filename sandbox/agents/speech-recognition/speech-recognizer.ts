import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientTool } from '../../../contract/agents/launch';
import { commandGrammar } from './command-grammar';
import { PocketSphinxDecoder } from './pocketsphinx';
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

/**
 * PocketSphinx with a vocabulary and grammar made for the session from its launch request (see
 * session-corpus.ts): a small-vocabulary recognizer for commands and short answers, not dictation. Audio is
 * decoded as it arrives, so the end of the turn costs only the last few frames and the search's final pass.
 */
export class PocketSphinxRecognizer implements TurnRecognizer {
  private inUtterance = false;
  private constructor(
    private readonly decoder: PocketSphinxDecoder,
    /** Lowercase word → the prompt's spelling of a proper noun ("paris" → "Paris"), so arguments keep it. */
    private readonly spellings: Map<string, string>,
  ) {}

  static async create(prompt: string, tools: ClientTool[]): Promise<PocketSphinxRecognizer> {
    const corpus = sessionCorpus(prompt, tools);
    const { known, text } = await dictionaryFor(corpus.flat());
    const folder = await mkdtemp(path.join(tmpdir(), 'sandbox-asr-'));
    try {
      await writeFile(path.join(folder, 'words.dict'), text);
      await writeFile(path.join(folder, 'commands.gram'), commandGrammar(corpus, known));
      const decoder = await PocketSphinxDecoder.create(
        path.join(folder, 'words.dict'),
        path.join(folder, 'commands.gram'),
      );
      const names = [...properNouns(prompt), ...tools.flatMap((tool) => properNouns(tool.function.description))];
      return new PocketSphinxRecognizer(decoder, new Map(names.map((name) => [name.toLowerCase(), name])));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  start(preRoll: Int16Array): void {
    if (this.inUtterance) return;
    this.inUtterance = true;
    void this.decoder.startUtterance().catch(() => undefined);
    this.push(preRoll);
  }

  push(samples: Int16Array): void {
    if (this.inUtterance && samples.length > 0) void this.decoder.process(samples).catch(() => undefined);
  }

  async finish(): Promise<string> {
    if (!this.inUtterance) return '';
    this.inUtterance = false;
    const words = (await this.decoder.endUtterance())
      .split(/\s+/)
      .filter((word) => word && !word.startsWith('<') && !word.startsWith('['));
    return words
      .map((word) => this.spellings.get(word.replace(/\(\d+\)$/, '')) ?? word.replace(/\(\d+\)$/, ''))
      .join(' ');
  }

  dispose(): void {
    void this.decoder.free().catch(() => undefined);
  }
}
