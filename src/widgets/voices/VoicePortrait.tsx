import type { Voice } from '@contract/gateway/voices';
import { PORTRAIT_SIZE, portraitArt, type PortraitVoice } from './voice-portrait-art';

type Props = {
  voice: PortraitVoice & Pick<Voice, 'image_url' | 'thumbnail_url'>;
  size?: 'small' | 'large';
  className?: string;
};

const SIZES = { small: 'h-9 w-9', large: 'h-24 w-24' };

/**
 * A voice's portrait (`thumbnail_url` for the small size, `image_url` for the large one), or, when the catalogue
 * has no picture, one generated from the voice (voice-portrait-art.ts) as inline SVG: a few hundred bytes, nothing
 * to fetch. Decorative: the voice's name is always written beside it.
 */
export function VoicePortrait({ voice, size = 'small', className = '' }: Props) {
  const src = size === 'small' ? (voice.thumbnail_url ?? voice.image_url) : (voice.image_url ?? voice.thumbnail_url);
  const frame = `${SIZES[size]} shrink-0 rounded-lg ${className}`;
  if (src) return <img src={src} alt="" loading="lazy" className={`${frame} object-cover`} />;
  const art = portraitArt(voice);
  const half = PORTRAIT_SIZE / 2;
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox={`0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}`}
      className={`${frame} overflow-hidden`}
      data-testid="voice-portrait"
    >
      <rect width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} fill={art.background[0]} />
      <path
        d={`M0 ${PORTRAIT_SIZE}L${PORTRAIT_SIZE} 0V${PORTRAIT_SIZE}Z`}
        fill={art.background[1]}
        transform={`rotate(${art.angle} ${half} ${half})`}
      />
      <circle {...art.halo} />
      {art.bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={bar.y}
          width={art.barWidth}
          height={bar.height}
          rx={art.barWidth / 2}
          fill="#fff"
          fillOpacity={0.9}
        />
      ))}
    </svg>
  );
}
