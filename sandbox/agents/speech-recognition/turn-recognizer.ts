import type { ClientTool } from '../../../contract/agents/launch';
import { pocketSphinxUnavailable } from './pocketsphinx';
import { RemoteTranscriber } from './remote-transcriber';
import { PocketSphinxRecognizer, type TurnRecognizer } from './speech-recognizer';

/** Why a session's spoken turns are not recognised, said in its transcript and replies. */
export type Deafness = 'language' | 'unavailable';

/**
 * The recognizer for one session: SANDBOX_STT_URL's service when it is set (any language it knows), else
 * PocketSphinx for English voices. Ukrainian voices get none: the only model installed here is US English, and
 * decoding Ukrainian speech with it would answer with invented English words.
 */
export async function recognizerFor(options: {
  language: string;
  prompt: string;
  tools: ClientTool[];
  sttUrl?: string | undefined;
}): Promise<TurnRecognizer | Deafness> {
  if (options.sttUrl) return new RemoteTranscriber(options.sttUrl);
  if (options.language !== 'en') return 'language';
  if (await pocketSphinxUnavailable()) return 'unavailable';
  try {
    return await PocketSphinxRecognizer.create(options.prompt, options.tools);
  } catch {
    return 'unavailable';
  }
}

/** Null when spoken turns can be recognised without SANDBOX_STT_URL, else a sentence saying why not. */
export async function recognitionProblem(): Promise<string | null> {
  const reason = await pocketSphinxUnavailable();
  return reason
    ? `Spoken turns are not recognised: PocketSphinx did not load (${reason}); install the Debian packages pocketsphinx and pocketsphinx-en-us, or set SANDBOX_STT_URL.`
    : null;
}
