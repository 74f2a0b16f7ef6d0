import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { decodeWav } from '../../../../audio-formats/wav-file';
import { resample } from '../../../audio/dsp/resample';

/**
 * A spoken command made by Debian's espeak-ng program (not the sandbox's own engine, which shapes its voices):
 * real synthetic speech to recognise, 16 kHz mono floats, with silence before and after as a microphone hears it.
 */
export async function espeakCommand(
  text: string,
  { voice = 'en-us', wordsPerMinute = 160, leadSeconds = 0.5, tailSeconds = 1 } = {},
): Promise<Float32Array> {
  const { stdout } = await promisify(execFile)(
    'espeak-ng',
    ['-v', voice, '-s', String(wordsPerMinute), '--stdout', text],
    { encoding: 'buffer', maxBuffer: 64 << 20 },
  );
  const wav = decodeWav(new Uint8Array(stdout.buffer, stdout.byteOffset, stdout.byteLength));
  const speech = resample(wav.samples, wav.sampleRate, 16000);
  const out = new Float32Array(Math.round((leadSeconds + tailSeconds) * 16000) + speech.length);
  out.set(speech, Math.round(leadSeconds * 16000));
  return out;
}
