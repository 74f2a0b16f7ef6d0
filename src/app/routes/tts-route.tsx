import { TtsPlaygroundPage } from '@/features/tts-playground/TtsPlaygroundPage';
import { usePageTitle } from '@/lib/browser/use-page-title';

/** Lazy route module: the playground and its audio code load only when the page is opened. */
export function Component() {
  usePageTitle('Text to speech');
  return <TtsPlaygroundPage />;
}
