import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { narrationStyleName } from '@contract/gateway/voices';
import { SamplePlayButton } from '@/widgets/audio/SamplePlayButton';
import { Button } from '@/components/ui/Button';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { FavouriteButton } from './FavouriteButton';
import { VoicePortrait } from '@/widgets/voices/VoicePortrait';
import { useFavouriteVoiceMutation } from '@/data/voices/favourite-voice-mutation';
import { useVoice } from '@/data/voices/voice-query';
import { useSampleLoaders } from '@/data/voices/voice-sample';
import { useVoiceSettingsMutation } from '@/data/voices/voice-settings-mutation';
import { AccentRow } from './AccentRow';
import { ArtistLine } from './VoiceCard';
import { UseVoiceDialog, type OrderHref } from './UseVoiceDialog';
import { FILTER_LABELS, ratingText, tiersText, voiceFacts } from './voice-labels';

type Props = { voiceId: string; libraryHref: string; orderHref: OrderHref };

/**
 * One voice: its portrait and facts, description, accents (sample, favourite, semitone correction) and narration
 * styles (sample, favourite), and "Use this voice", which opens a chosen original's order form with it picked.
 */
export function VoicePage({ voiceId, libraryHref, orderHref }: Props) {
  const query = useVoice(voiceId);
  const voice = query.data;
  const favourite = useFavouriteVoiceMutation();
  const styleSettings = useVoiceSettingsMutation();
  const samples = useSampleLoaders();
  const [using, setUsing] = useState(false);

  return (
    <article aria-labelledby="voice-title" className="space-y-section">
      <Link to={libraryHref} className="inline-flex items-center gap-1 text-body text-ink-muted hover:underline">
        <ArrowLeft aria-hidden size={14} /> Voices
      </Link>
      <LoadFailure query={query} what="this voice" />
      {voice && (
        <>
          <header className="flex flex-wrap items-start gap-4">
            <VoicePortrait voice={voice} size="large" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex items-center gap-2">
                <h1 id="voice-title" className="text-title font-semibold">
                  {voice.name}
                </h1>
                <FavouriteButton
                  name={voice.name}
                  favourite={voice.favorite}
                  onToggle={() => favourite.mutate({ voice, favorite: !voice.favorite })}
                />
              </div>
              <ArtistLine voice={voice} />
              <p className="text-body text-ink-muted">{voiceFacts(voice).join(' · ')}</p>
              <p className="text-body text-ink-muted">
                {[
                  `Rating ${ratingText(voice.rating)}`,
                  FILTER_LABELS.visibility.values[voice.visibility],
                  tiersText(voice) && `Tiers: ${tiersText(voice)}`,
                  voice.available ? 'Available' : 'Not available',
                  voice.pitch ? `${Math.round(voice.pitch)} Hz` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Button onClick={() => setUsing(true)}>Use this voice</Button>
          </header>
          {voice.description && <p className="max-w-prose text-ink">{voice.description}</p>}

          <section aria-labelledby="accents-title" className="rounded-xl border border-line bg-raised p-4">
            <h2 id="accents-title" className="text-heading font-semibold">
              Accents
            </h2>
            <p className="text-body text-ink-muted">
              For converting speech. The favourite accent and its semitone correction are where each new order starts.
            </p>
            {voice.accents.length === 0 ? (
              <p className="py-2 text-body text-ink-muted">This voice has no accents: it reads text only.</p>
            ) : (
              <ul className="divide-y divide-line">
                {voice.accents.map((accent) => (
                  <AccentRow key={accent.id} voice={voice} accent={accent} loadSample={samples.accent} />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="styles-title" className="rounded-xl border border-line bg-raised p-4">
            <h2 id="styles-title" className="text-heading font-semibold">
              Narration styles
            </h2>
            <p className="text-body text-ink-muted">For reading text aloud.</p>
            {voice.narration_styles.length === 0 ? (
              <p className="py-2 text-body text-ink-muted">
                This voice has no narration styles: it converts speech only.
              </p>
            ) : (
              <ul className="divide-y divide-line">
                {voice.narration_styles.map((style) => {
                  const name = narrationStyleName(style);
                  const starred = style.settings?.favorite ?? false;
                  return (
                    <li key={style.id} className="flex items-center gap-3 py-2" data-testid="style-row">
                      <SamplePlayButton
                        sampleId={`style:${style.id}`}
                        label={`${voice.name}, ${name}`}
                        loadPath={() => samples.narrationStyle(style.id)}
                      />
                      <span className="flex-1 font-medium">{name}</span>
                      <FavouriteButton
                        name={name}
                        favourite={starred}
                        onToggle={() =>
                          !starred && styleSettings.mutate({ voice_id: voice.id, narration_style_id: style.id })
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <UseVoiceDialog voice={voice} open={using} onOpenChange={setUsing} orderHref={orderHref} />
        </>
      )}
    </article>
  );
}
