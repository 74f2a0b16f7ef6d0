import type { Recording } from '@contract/gateway/recordings';
import { RowPlayer } from '@/widgets/audio/RowPlayer';
import { useConversions } from '@/data/recordings/conversions-query';
import { distinctConversionNames } from '@contract/naming/conversion-name';
import { conversionItem, settingsOf, STATE_STYLE } from './ConversionRow';
import { conversionStateText } from './conversion-state-text';

type Props = { original: Recording; originalTitle: string; tabIndex: number };

/**
 * An original's conversions under its row in the folder's list: each with a play button (the studio's one player,
 * so the bar and the keys follow), its voice and settings, and its state. Everything else done to a conversion
 * is on the original's page.
 */
export function OriginalConversions({ original, originalTitle, tabIndex }: Props) {
  const { data, error, isPending } = useConversions(original.id);
  if (isPending) return <p className="py-1 text-caption text-ink-faint">Loading conversions…</p>;
  if (error) return <p className="py-1 text-caption text-danger">Could not load the conversions: {error.message}</p>;
  const names = distinctConversionNames(data.list);
  return (
    <ul aria-label={`Conversions of ${originalTitle}`} className="divide-y divide-line" data-testid="row-conversions">
      {data.list.map((conversion) => {
        const name = names.get(conversion.id) ?? '';
        return (
          <li
            key={conversion.id}
            className="flex flex-wrap items-center gap-x-3 py-1 text-body"
            data-testid="row-conversion"
            data-state={conversion.state}
          >
            <span className="w-36 shrink-0">
              <RowPlayer
                item={conversionItem(conversion, name)}
                waveformUrl={conversion.waveform_url}
                label={name}
                tabIndex={tabIndex}
              />
            </span>
            <span className="min-w-0 truncate font-medium">{name}</span>
            <span className="min-w-0 truncate text-ink-muted">{settingsOf(conversion)}</span>
            <span className={`rounded px-1.5 text-caption ${STATE_STYLE[conversion.state]}`}>
              {conversionStateText(conversion)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
