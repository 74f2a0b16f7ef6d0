type Props = { seconds: number; voices: number; cost: number; enough: boolean; balance: number | undefined; balanceFailed: boolean };

/** What the order will spend (seconds × voices) against the balance, and whether it is enough. */
export function OrderCostSummary({ seconds, voices, cost, enough, balance, balanceFailed }: Props) {
  return (
    <p className={`text-body ${enough ? 'text-ink-muted' : 'text-danger'}`} data-testid="order-cost">
      {voices === 0 ? 'Cost: choose one or more voices' : `Cost: ${cost.toFixed(1)} credits (${seconds.toFixed(1)} s × ${voices} voice${voices === 1 ? '' : 's'})`}
      {' · balance '}
      {balance === undefined ? (balanceFailed ? 'unavailable' : '…') : `${balance.toFixed(1)} credits`}
      {!enough && ' — not enough credits for this order'}
    </p>
  );
}
