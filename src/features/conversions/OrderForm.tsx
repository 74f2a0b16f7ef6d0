import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Recording } from '../../../contract/gateway/recordings';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { ALL_CALIBRATIONS, calibrationsQueryOptions } from '../../data/calibrations/calibrations-query';
import { useCredits } from '../../data/credits/credits-query';
import { usePlaceOrderMutation } from '../../data/recordings/place-order-mutation';
import { useFavouriteVoiceMutation } from '../../data/voices/favourite-voice-mutation';
import { useVoiceCatalogue } from '../../data/voices/voice-catalogue-query';
import { useSampleLoaders } from '../../data/voices/voice-sample';
import { ApiError } from '../../lib/http/api-error';
import { CalibrationField } from './CalibrationField';
import { VoiceChoiceFields } from './VoiceChoiceFields';
import { VoicePicker } from './VoicePicker';
import { NAME_MAX } from '../../../contract/gateway/common';
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
import { NO_FILTERS, pickableVoices, type VoiceFilters } from './voice-filter';

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
  const calibrations = useQuery({ ...calibrationsQueryOptions(ALL_CALIBRATIONS), enabled: !textOriginal });
  const draft = useOrderDrafts((state) => state.drafts[original.id]) ?? EMPTY_DRAFT;
  const dispatchDraft = useOrderDrafts((state) => state.dispatch);
  const clearDraft = useOrderDrafts((state) => state.clear);
  const [filters, setFilters] = useState<VoiceFilters>(NO_FILTERS);
  const [attempted, setAttempted] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const favourite = useFavouriteVoiceMutation();
  const order = usePlaceOrderMutation<OrderDraft>({ handlesError: true });
  // A 401 is the app taking the user to sign in (the draft waits in sessionStorage): nothing to say on the form.
  const failure = order.error instanceof ApiError && order.error.status === 401 ? null : order.error;
  const serverErrors = failure && order.variables ? errorsFromFailure(failure, order.variables.draft) : NO_ERRORS;

  const voices = useMemo(() => voicesQuery.data ?? [], [voicesQuery.data]);
  const byId = useMemo(() => new Map(voices.map((voice) => [voice.id, voice])), [voices]);
  const visible = useMemo(() => pickableVoices(voices, filters, textOriginal), [voices, filters, textOriginal]);
  const chosen = useMemo(() => new Set(draft.choices.map((choice) => choice.voiceId)), [draft.choices]);
  const samples = useSampleLoaders();

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
  const errors = mergeErrors(attempted ? clientErrors : { choices: clientErrors.choices, label: clientErrors.label }, serverErrors);
  const balance = credits.data?.credits;
  const { cost, enough } = orderCost(original.duration, draft.choices.length, balance ?? Number.POSITIVE_INFINITY);

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
      className="space-y-stack rounded-xl border border-line bg-raised p-4"
      data-testid="order-form"
    >
      <h3 id={ORDER_TITLE_ID} tabIndex={-1} className="scroll-mt-20 text-subheading md:scroll-mt-4 font-semibold focus:outline-none">
        Order conversions
      </h3>
      {voicesQuery.error && (
        <p role="alert" className="text-body text-danger">
          Could not load the voices: {voicesQuery.error.message}
        </p>
      )}
      <VoicePicker
        voices={visible}
        total={voices.length}
        loading={voicesQuery.isLoading}
        filters={filters}
        onFilters={(change) => setFilters((current) => ({ ...current, ...change }))}
        chosen={chosen}
        onToggle={(voice) => edit({ type: 'toggle-voice', voice })}
        onFavorite={(voice) => favourite.mutate({ voice, favorite: !voice.favorite })}
        loadSample={samples.voice}
        error={errors.voices}
      />

      {count > 0 && (
        <section aria-label="Settings per voice" className="space-y-2">
          {draft.choices.map((choice) => (
            <VoiceChoiceFields
              key={choice.voiceId}
              voice={byId.get(choice.voiceId)}
              choice={choice}
              textOriginal={textOriginal}
              errors={errors.choices[choice.voiceId]}
              onChange={(change) => edit({ type: 'change-choice', voiceId: choice.voiceId, change })}
              onRemove={() => edit({ type: 'remove-choice', voiceId: choice.voiceId })}
            />
          ))}
        </section>
      )}

      <div className="flex flex-wrap items-start gap-6">
        <TextField
          label="Label (optional)"
          value={draft.label}
          onChange={(label) => edit({ type: 'set-label', label })}
          limit={NAME_MAX}
          error={errors.label}
          hint="given to each conversion of this order"
          className="w-72"
        />
        {!textOriginal && (
          <CalibrationField
            calibrations={calibrations.data?.list ?? []}
            choice={draft.calibration}
            calibrationId={draft.calibrationId}
            onChange={(change) => edit({ type: 'set-calibration', change })}
            error={errors.calibration}
          />
        )}
      </div>

      <OrderCostSummary
        seconds={original.duration}
        voices={count}
        cost={cost}
        enough={enough}
        balance={balance}
        balanceFailed={Boolean(credits.error)}
      />
      {errors.form && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-body text-danger" data-testid="order-error">
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
    </form>
  );
}
