import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { useHealth } from '@/data/health/health-query';
import { useLegacyTtsVoices } from '@/data/legacy-tts-voices/legacy-tts-voices-query';
import { useModels } from '@/data/models/models-query';
import { formatDate } from '@/lib/format/human-readable';

const cell = 'px-3 py-1.5';

/**
 * For developers: the API's legacy models and legacy text-to-speech voices (read-only; the studio orders with the
 * v2 voices), and, when the studio runs on the sandbox, a link to the sandbox's API reference (served from the
 * studio's own origin, so it works from any device that reaches the studio; there is none for the real service).
 */
export function DeveloperSection() {
  const id = useId();
  const models = useModels({ limit: 0 });
  const voices = useLegacyTtsVoices();
  const docsUrl = useHealth().data?.docs_url;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-stack rounded-xl border border-line bg-raised p-4">
      <h2 id={`${id}-title`} className="text-heading font-semibold">
        Developer
      </h2>
      <p className="max-w-prose text-body text-ink-muted">
        Older parts of the API, listed for scripts that still use them. The studio itself orders conversions with the
        voices of the voice library.
        {docsUrl && (
          <>
            {' '}
            This studio runs on the local sandbox:{' '}
            <a
              href={docsUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-accent-ink underline"
            >
              its API reference <ExternalLink aria-hidden size={13} />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            .
          </>
        )}
      </p>
      <div className="space-y-2">
        <h3 className="font-semibold">Legacy models</h3>
        <LoadFailure query={models} what="the legacy models" />
        <ScrollRegion axis="x" label="Legacy models" className="rounded-md border border-line">
          <table className="w-full text-left text-body">
            <caption className="sr-only">Legacy models</caption>
            <thead className="bg-sunken text-caption text-ink-muted">
              <tr>
                <th scope="col" className={cell}>
                  Name
                </th>
                <th scope="col" className={cell}>
                  Visibility
                </th>
                <th scope="col" className={cell}>
                  Default
                </th>
                <th scope="col" className={cell}>
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {models.data?.list.length === 0 && (
                <tr>
                  <td colSpan={4} className={`${cell} text-ink-muted`}>
                    No legacy models.
                  </td>
                </tr>
              )}
              {models.data?.list.map((model) => (
                <tr key={model.id} data-testid="legacy-model">
                  <td className={cell}>{model.name}</td>
                  <td className={cell}>{model.visibility}</td>
                  <td className={cell}>{model.default_model ? 'Yes' : 'No'}</td>
                  <td className={cell}>{model.date_created ? formatDate(model.date_created) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <div className="space-y-2">
        <h3 className="font-semibold">Legacy text-to-speech voices</h3>
        <LoadFailure query={voices} what="the legacy voices" />
        <ScrollRegion axis="x" label="Legacy text-to-speech voices" className="rounded-md border border-line">
          <table className="w-full text-left text-body">
            <caption className="sr-only">Legacy text-to-speech voices</caption>
            <thead className="bg-sunken text-caption text-ink-muted">
              <tr>
                <th scope="col" className={cell}>
                  Name
                </th>
                <th scope="col" className={cell}>
                  Visibility
                </th>
                <th scope="col" className={cell}>
                  Pitch (f0)
                </th>
                <th scope="col" className={cell}>
                  Default
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {voices.data?.length === 0 && (
                <tr>
                  <td colSpan={4} className={`${cell} text-ink-muted`}>
                    No legacy voices.
                  </td>
                </tr>
              )}
              {voices.data?.map((voice) => (
                <tr key={voice.id} data-testid="legacy-tts-voice">
                  <td className={cell}>{voice.name}</td>
                  <td className={cell}>{voice.visibility}</td>
                  <td className={cell}>{voice.f0.toFixed(1)} Hz</td>
                  <td className={cell}>{voice.is_default ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
