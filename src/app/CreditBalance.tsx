import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { useCredits } from '@/data/credits/credits-query';
import { formatCredits } from '@/lib/format/human-readable';

/**
 * The credit balance in the shell, linking to where it is explained. It stays current because orders and finished
 * conversions re-read the credits (data/recordings/conversion-cache.ts).
 */
export function CreditBalance({ href, onNavigate }: { href: string; onNavigate?: (() => void) | undefined }) {
  const credits = useCredits();
  const text = credits.data ? formatCredits(credits.data.credits) : credits.error ? 'Balance unavailable' : 'Balance…';
  return (
    <Link
      to={href}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md px-2 py-1 text-ink-muted hover:bg-fill"
      data-testid="shell-balance"
    >
      <Coins aria-hidden size={15} /> <span>{text}</span>
    </Link>
  );
}
