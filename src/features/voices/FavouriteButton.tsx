import { Star } from 'lucide-react';

type Props = { name: string; favourite: boolean; onToggle: () => void; className?: string };

/** A star that marks a voice (or one of its accents or styles) as a favourite; its pressed state is announced. */
export function FavouriteButton({ name, favourite, onToggle, className = '' }: Props) {
  return (
    <button
      type="button"
      aria-label={`Favourite ${name}`}
      aria-pressed={favourite}
      title={favourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
      onClick={onToggle}
      className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-fill ${className}`}
    >
      <Star aria-hidden size={17} className={favourite ? 'fill-amber-400 text-amber-700' : 'text-ink-muted'} />
    </button>
  );
}
