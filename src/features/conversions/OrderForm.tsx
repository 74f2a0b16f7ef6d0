import { useEffect, useState, type FormEvent } from 'react';
import type { Recording } from '@contract/gateway/recordings';
import { Button } from '@/components/ui/Button';
import { useCredits } from '@/data/credits/credits-query';
import { useReservedCredits } from '@/data/credits/reserved-credits-query';
import { usePlaceOrderMutation } from '@/data/recordings/place-order-mutation';
import { useVoiceCatalogue } from '@/data/voices/voice-catalogue-query';
import { ApiError } from '@/lib/http/api-error';
import { OrderChoices } from './OrderChoices';
import { OrderCostSummary } from './OrderCostSummary';
import {
  EMPTY_DRAFT,
  errorsFromFailure,
  hasErrors,
  mergeErrors,
  orderRequest,
  validateDraft,
  type OrderDraft,
  type OrderErrors,
} from './order-draft';
import type { OrderDraftAction } from './order-draft-reducer';
import { useOrderDrafts } from './order-draft-store';
import { orderCost } from './order-cost';
import { bringOrderFormIntoView, ORDER_TITLE_ID } from './order-form-anchor';

const NO_ERRORS: OrderErrors = { choices: {} };

/**
 * Ordering conversions of one original: voices from a searchable picker (favourites first); per voice an accent
 * and semitone correction (speech) or a narration style (text); an optional label; the calibration choice; the
 * cost against the balance. What is typed is kept per original in this tab (through a failed request, a sign-in
 * or a reload) until an order is placed; the new conversions then show in the list at once.
 */
type Props = {
  original: Recording;
  /** A voice to pick on arrival ("Use this voice" in the library); `onPresetUsed` is told once it is picked. */
  presetVoiceId?: string | null | undefined;
  onPresetUsed?: (() => void) | undefined;
};

export function OrderForm({ original, presetVoiceId, onPresetUsed }: Props) {
  const textOriginal = original.tts;
  const voicesQuery = useVoiceCatalogue();
  const credits = useCredits();
  const reserved = useReservedCredits();
  const draft = useOrderDrafts((state) => state.drafts[original.id]) ?? EMPTY_DRAFT;
  const dispatchDraft = useOrderDrafts((state) => state.dispatch);
  const clearDraft = useOrderDrafts((state) => state.clear);
  const [attempted, setAttempted] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const order = usePlaceOrderMutation<OrderDraft>({ handlesError: true });
  // A 401 is the app taking the user to sign in (the draft waits in sessionStorage): nothing to say on the form.
  const failure = order.error instanceof ApiError && order.error.status === 401 ? null : order.error;
  const serverErrors = failure && order.variables ? errorsFromFailure(failure, order.variables.draft) : NO_ERRORS;

  // The voice chosen in the library joins the draft once the catalogue is read (once: it can then be removed),
  // and the form comes to the user: scrolled to its top and focused, so the order is the next thing they see.
  useEffect(() => {
    if (!presetVoiceId || !voicesQuery.data) return;
    const voice = voicesQuery.data.find((candidate) => candidate.id === presetVoiceId);
    if (voice) dispatchDraft(original.id, { type: 'add-voice', voice });
    bringOrderFormIntoView();
    onPresetUsed?.();
  }, [presetVoiceId, voicesQuery.data, dispatchDraft, original.id, onPresetUsed]);

  const clientErrors = validateDraft(draft, textOriginal);
  // Field-level problems (a semitone value out of range, a label too long) show as they are typed; the rest after
  // a first submit.
  const errors = mergeErrors(
    attempted ? clientErrors : { choices: clientErrors.choices, label: clientErrors.label },
    serverErrors,
  );
  const balance = credits.data?.credits;
  const { cost, enough } = orderCost(
    original.duration,
    draft.choices.length,
    balance ?? Number.POSITIVE_INFINITY,
    reserved,
  );

  const edit = (action: OrderDraftAction) => {
    dispatchDraft(original.id, action);
    order.reset();
    setPlaced(null);
  };

  /** A failed order keeps the draft, with the server's messages beside the fields they name. */
  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    order.reset();
    setPlaced(null);
    if (hasErrors(clientErrors) || !enough) return;
    order.mutate(
      { original, draft, order: orderRequest(original.id, draft, textOriginal) },
      {
        onSuccess: (answer) => {
          clearDraft(original.id);
          setAttempted(false);
          setPlaced(`${answer.length} conversion${answer.length === 1 ? '' : 's'} ordered.`);
        },
      },
    );
  }

  const count = draft.choices.length;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="order-title"
      className="space-y-stack rounded-xl border border-line bg-raised p-4 lg:flex lg:max-h-[calc(100dvh-16rem)] lg:flex-col lg:space-y-0 lg:p-0"
      data-testid="order-form"
    >
      <h3
        id={ORDER_TITLE_ID}
        tabIndex={-1}
        className="scroll-mt-20 text-subheading font-semibold focus:outline-none md:scroll-mt-4 lg:px-4 lg:pt-4 lg:pb-2"
      >
        Order conversions
      </h3>
      {/* On a desktop the form is a side panel: its choices scroll inside it, the cost and the Order button stay in view
          (its height leaves room for the page's header above it and the player bar below it, unscrolled). */}
      <div className="space-y-stack lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:px-4 lg:pb-4">
        <OrderChoices draft={draft} onEdit={edit} errors={errors} textOriginal={textOriginal} />
      </div>
      <div className="space-y-3 lg:border-t lg:border-line lg:p-4">
        <OrderCostSummary
          seconds={original.duration}
          voices={count}
          cost={cost}
          enough={enough}
          balance={balance}
          balanceFailed={Boolean(credits.error)}
        />
        {errors.form && (
          <p
            role="alert"
            className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger"
            data-testid="order-error"
          >
            {errors.form}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={order.isPending || !enough}>
            {order.isPending ? 'Ordering…' : count > 1 ? `Order ${count} conversions` : 'Order conversion'}
          </Button>
          <p role="status" className="text-body text-emerald-800">
            {placed}
          </p>
        </div>
      </div>
    </form>
  );
}
