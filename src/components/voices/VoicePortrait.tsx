import type { Voice } from '../../../contract/gateway/voices';

type Props = { voice: Pick<Voice, 'name' | 'image_url' | 'thumbnail_url'>; size?: 'small' | 'large'; className?: string };

const SIZES = { small: 'h-9 w-9 text-body', large: 'h-24 w-24 text-title' };

/**
 * A voice's portrait (`thumbnail_url` for the small size, `image_url` for the large one), or its initial on a
 * plain tile when the catalogue has no picture. Decorative: the voice's name is always written beside it.
 */
export function VoicePortrait({ voice, size = 'small', className = '' }: Props) {
  const src = size === 'small' ? (voice.thumbnail_url ?? voice.image_url) : (voice.image_url ?? voice.thumbnail_url);
  if (src) return <img src={src} alt="" loading="lazy" className={`${SIZES[size]} shrink-0 rounded-lg object-cover ${className}`} />;
  return (
    <span aria-hidden className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-lg bg-indigo-100 font-semibold text-accent-ink ${className}`}>
      {voice.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
