import { TtsPlaygroundPage } from '../../features/tts-playground/TtsPlaygroundPage';

/** Lazy route module: the playground and its audio code load only when the page is opened. */
export function Component() {
  return <TtsPlaygroundPage />;
}
