import { formatCredits } from '@/lib/format/human-readable';
import { billedSeconds } from '@contract/gateway/pricing';

type Props = {
  seconds: number;
  voices: number;
  cost: number;
  enough: boolean;
  balance: number | undefined;
  balanceFailed: boolean;
  /** For a batch: how many originals `seconds` adds up. */
  originals?: number;
};

/**
 * What the order will spend (seconds × voices) against the balance, and whether it is enough. The seconds are
 * shown to the hundredth, as they are billed, so the product checks out against the credits: 6.18 s × 3 voices
 * reads 18.54 credits, where a rounded 6.2 s would not multiply out.
 */
export function OrderCostSummary({ seconds, voices, cost, enough, balance, balanceFailed, originals }: Props) {
  const exact = `${billedSeconds(seconds).toFixed(2)} s`;
  const length =
    originals === undefined ? exact : `${originals} original${originals === 1 ? '' : 's'}, ${exact} in all`;
  return (
    <p className={`text-body ${enough ? 'text-ink-muted' : 'text-danger'}`} data-testid="order-cost">
      {voices === 0
        ? 'Cost: choose one or more voices'
        : `Cost: ${formatCredits(cost)} (${length} × ${voices} voice${voices === 1 ? '' : 's'})`}
      {' · balance '}
      {balance === undefined ? (balanceFailed ? 'unavailable' : '…') : formatCredits(balance)}
      {!enough && ' — not enough credits for this order'}
    </p>
  );
}
