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

/** What the order will spend (seconds × voices) against the balance, and whether it is enough. */
export function OrderCostSummary({ seconds, voices, cost, enough, balance, balanceFailed, originals }: Props) {
  const length =
    originals === undefined
      ? `${seconds.toFixed(1)} s`
      : `${originals} original${originals === 1 ? '' : 's'}, ${seconds.toFixed(1)} s in all`;
  return (
    <p className={`text-body ${enough ? 'text-ink-muted' : 'text-danger'}`} data-testid="order-cost">
      {voices === 0
        ? 'Cost: choose one or more voices'
        : `Cost: ${cost.toFixed(1)} credits (${length} × ${voices} voice${voices === 1 ? '' : 's'})`}
      {' · balance '}
      {balance === undefined ? (balanceFailed ? 'unavailable' : '…') : `${balance.toFixed(1)} credits`}
      {!enough && ' — not enough credits for this order'}
    </p>
  );
}
