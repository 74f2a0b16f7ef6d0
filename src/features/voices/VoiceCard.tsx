import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Voice } from '@contract/gateway/voices';
import { SamplePlayButton } from '@/widgets/audio/SamplePlayButton';
import { FavouriteButton } from './FavouriteButton';
import { VoicePortrait } from '@/widgets/voices/VoicePortrait';
import { FILTER_LABELS, ratingText, tiersText, voiceFacts } from './voice-labels';

export type VoiceItemProps = {
  voice: Voice;
  href: string;
  onFavourite: (voice: Voice) => void;
  loadSample: (voice: Voice) => Promise<string | null>;
};

/** The artist, with the marketplace's check mark when the artist is verified. */
export function ArtistLine({ voice }: { voice: Voice }) {
  if (!voice.artist) return null;
  return (
    <span className="inline-flex items-center gap-1 text-body text-ink-muted">
      {voice.artist}
      {voice.verified_artist && (
        <>
          <BadgeCheck aria-hidden size={15} className="text-accent" />
          <span className="sr-only">(verified artist)</span>
        </>
      )}
    </span>
  );
}

/** One voice in the grid: portrait, name, artist, facts, rating, tiers, availability, favourite and a sample. */
export function VoiceCard({ voice, href, onFavourite, loadSample }: VoiceItemProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-raised p-3" data-testid="voice-card">
      <div className="flex items-start gap-3">
        <VoicePortrait voice={voice} size="large" className="h-16 w-16" />
        <div className="min-w-0 flex-1">
          <Link to={href} className="block truncate font-semibold text-ink hover:underline" data-testid="voice-name">
            {voice.name}
          </Link>
          <ArtistLine voice={voice} />
          <p className="text-caption text-ink-muted">{voiceFacts(voice).join(' · ')}</p>
        </div>
        <FavouriteButton name={voice.name} favourite={voice.favorite} onToggle={() => onFavourite(voice)} />
      </div>
      <dl className="grid grid-cols-2 gap-x-2 text-caption text-ink-muted">
        <dt className="sr-only">Rating</dt>
        <dd>★ {ratingText(voice.rating)}</dd>
        <dt className="sr-only">Visibility</dt>
        <dd>{FILTER_LABELS.visibility.values[voice.visibility]}</dd>
        <dt className="sr-only">Tiers</dt>
        <dd className="truncate">{tiersText(voice) || 'No tier'}</dd>
        <dt className="sr-only">Availability</dt>
        <dd className={voice.available ? 'text-emerald-800' : 'text-danger'}>
          {voice.available ? 'Available' : 'Not available'}
        </dd>
      </dl>
      <div className="mt-auto flex items-center gap-2 text-body text-ink-muted">
        <SamplePlayButton sampleId={`voice:${voice.id}`} label={voice.name} loadPath={() => loadSample(voice)} />
        <span>Sample</span>
      </div>
    </li>
  );
}
