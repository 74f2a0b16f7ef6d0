import { Link } from 'react-router';
import { SamplePlayButton } from '@/widgets/audio/SamplePlayButton';
import { FavouriteButton } from './FavouriteButton';
import { VoicePortrait } from '@/widgets/voices/VoicePortrait';
import { ArtistLine, type VoiceItemProps } from './VoiceCard';
import { FILTER_LABELS, ratingText, tiersText } from './voice-labels';

type Props = Omit<VoiceItemProps, 'voice' | 'href'> & {
  voices: VoiceItemProps['voice'][];
  hrefOf: (voiceId: string) => string;
};

const label = (field: keyof typeof FILTER_LABELS, value: string | null | undefined) =>
  value ? FILTER_LABELS[field].values[value] : '–';

/** The compact list: one row per voice, every field in a column; on a phone the table scrolls inside its box. */
export function VoiceTable({ voices, hrefOf, onFavourite, loadSample }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-raised">
      <table className="w-full text-left text-body">
        <caption className="sr-only">Voices</caption>
        <thead className="bg-sunken text-caption text-ink-muted">
          <tr>
            {[
              'Voice',
              'Gender',
              'Age',
              'Pitch',
              'Species',
              'Nationality',
              'Visibility',
              'Rating',
              'Tiers',
              'Available',
              'Sample',
              'Favourite',
            ].map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {voices.map((voice) => (
            <tr key={voice.id} data-testid="voice-row">
              <td className="px-3 py-1.5">
                <div className="flex items-center gap-2">
                  <VoicePortrait voice={voice} />
                  <div className="min-w-0">
                    <Link
                      to={hrefOf(voice.id)}
                      className="font-medium whitespace-nowrap hover:underline"
                      data-testid="voice-name"
                    >
                      {voice.name}
                    </Link>
                    <div className="whitespace-nowrap">
                      <ArtistLine voice={voice} />
                    </div>
                  </div>
                </div>
              </td>
              <td className="px-3 py-1.5">{label('gender', voice.gender)}</td>
              <td className="px-3 py-1.5">{label('age_group', voice.age_group)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                {label('pitch_group', voice.pitch_group)}
                {voice.pitch ? ` (${Math.round(voice.pitch)} Hz)` : ''}
              </td>
              <td className="px-3 py-1.5">{label('species', voice.species)}</td>
              <td className="px-3 py-1.5">{voice.nationality ?? '–'}</td>
              <td className="px-3 py-1.5">{label('visibility', voice.visibility)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">{ratingText(voice.rating)}</td>
              <td className="px-3 py-1.5">{tiersText(voice) || '–'}</td>
              <td className="px-3 py-1.5">{voice.available ? 'Yes' : 'No'}</td>
              <td className="px-3 py-1.5">
                <SamplePlayButton
                  sampleId={`voice:${voice.id}`}
                  label={voice.name}
                  loadPath={() => loadSample(voice)}
                />
              </td>
              <td className="px-3 py-1.5">
                <FavouriteButton name={voice.name} favourite={voice.favorite} onToggle={() => onFavourite(voice)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
