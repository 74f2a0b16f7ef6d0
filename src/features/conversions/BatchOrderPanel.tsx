import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { BatchProgress } from '@/widgets/batch/BatchProgress';
import { useBatchRun, type BatchItemState } from '@/widgets/batch/use-batch-run';
import { Button } from '@/components/ui/Button';
import { useCredits } from '@/data/credits/credits-query';
import { useReservedCredits } from '@/data/credits/reserved-credits-query';
import { invalidateAfterOrders } from '@/data/recordings/conversion-cache';
import { onceOnlyOrders, outcomeUnknown } from '@/data/recordings/once-only-orders';
import { waitFor } from '@/lib/http/wait-for';
import { batchOrderCost } from './order-cost';
import { EMPTY_DRAFT, hasErrors, orderRequest, validateDraft, type OrderDraft } from './order-draft';
import { orderDraftReducer } from './order-draft-reducer';
import { OrderChoices } from './OrderChoices';
import { OrderCostSummary } from './OrderCostSummary';
import { formatCredits } from '@/lib/format/human-readable';

type Props = {
  originals: readonly Recording[];
  /** What an original is called in the progress list (the recordings feature's words). */
  nameOf: (original: Recording) => string;
  onClose: () => void;
};

/** An order whose answer was lost is looked for and, if absent, sent again this long after, once, before it counts as failed. */
const UNKNOWN_OUTCOME_RETRY_MS = 1000;

/**
 * The same voices, accents and settings ordered for every selected original, with the total cost and the balance
 * shown before anything is spent (refused when the balance does not cover it). Orders go out three at a time with
 * progress per original. An order whose outcome is unknown (no answer, a server failure) is looked for among its
 * original's conversions before it is sent again, automatically once and on "Retry failed", so nothing is charged
 * twice (once-only-orders.ts).
 */
export function BatchOrderPanel({ originals, nameOf, onClose }: Props) {
  const queryClient = useQueryClient();
  const credits = useCredits();
  const reserved = useReservedCredits();
  const [draft, dispatch] = useReducer(orderDraftReducer, EMPTY_DRAFT);
  const [attempted, setAttempted] = useState(false);
  const [started, setStarted] = useState(false);
  const sent = useRef<{
    draft: OrderDraft;
    place: ReturnType<typeof onceOnlyOrders>;
    originals: readonly Recording[];
  } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  const texts = originals.filter((original) => original.tts).length;
  const mixed = texts > 0 && texts < originals.length;
  const textOriginals = texts > 0;
  const clientErrors = validateDraft(draft, textOriginals);
  const errors = attempted
    ? clientErrors
    : { choices: clientErrors.choices, ...(clientErrors.label ? { label: clientErrors.label } : {}) };
  const balance = credits.data?.credits;
  const { cost, seconds, enough } = batchOrderCost(
    originals.map((original) => original.duration),
    draft.choices.length,
    balance ?? Number.POSITIVE_INFINITY,
    reserved,
  );

  const work = useCallback(async (original: Recording) => {
    const { draft: ordered, place } = sent.current!;
    const order = orderRequest(original.id, ordered, original.tts);
    try {
      await place(order);
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      await waitFor(UNKNOWN_OUTCOME_RETRY_MS);
      await place(order);
    }
  }, []);
  const onSettled = useCallback(
    (_states: readonly BatchItemState[]) =>
      void invalidateAfterOrders(
        queryClient,
        (sent.current?.originals ?? []).map((original) => ({ ...original, original_id: original.id })),
      ),
    [queryClient],
  );
  const batch = useBatchRun<Recording>({ nameOf, work, onSettled });

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (mixed || hasErrors(clientErrors) || !enough || balance === undefined) return;
    sent.current = { draft, place: onceOnlyOrders(new Date()), originals };
    setStarted(true);
    void batch.start(originals);
  }

  const voices = draft.choices.length;
  const conversions = voices * originals.length;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="batch-order-title"
      className="space-y-4 rounded-xl border border-line bg-raised p-4"
      data-testid="batch-order"
    >
      <h3
        id="batch-order-title"
        ref={titleRef}
        tabIndex={-1}
        className="text-subheading font-semibold focus:outline-none"
      >
        Order conversions for {originals.length} original{originals.length === 1 ? '' : 's'}
      </h3>
      {mixed ? (
        <p role="alert" className="text-body text-danger">
          The selection mixes {texts} text original{texts === 1 ? '' : 's'} (which take narration styles) with{' '}
          {originals.length - texts} speech original
          {originals.length - texts === 1 ? '' : 's'} (which take accents and semitones). Select one kind to order the
          same settings for all.
        </p>
      ) : started ? (
        <BatchProgress
          title="Ordering conversions"
          states={batch.states}
          running={batch.running}
          workingWord="placing"
          onRetryFailed={() => void batch.retryFailed()}
          onDismiss={onClose}
        />
      ) : (
        <>
          <OrderChoices draft={draft} onEdit={dispatch} errors={errors} textOriginal={textOriginals} />
          <OrderCostSummary
            seconds={seconds}
            voices={voices}
            cost={cost}
            enough={enough}
            balance={balance}
            balanceFailed={Boolean(credits.error)}
            originals={originals.length}
          />
          {attempted && balance === undefined && (
            <p role="alert" className="text-body text-danger">
              The balance could not be read, so the cost cannot be checked: try again in a moment.
            </p>
          )}
        </>
      )}
      {!started && (
        <div className="flex flex-wrap items-center gap-3">
          {!mixed && (
            <Button type="submit" disabled={!enough || voices === 0}>
              {voices === 0
                ? 'Order conversions'
                : `Order ${conversions} conversion${conversions === 1 ? '' : 's'} for ${formatCredits(cost)}`}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
