import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NAME_MAX } from '@contract/gateway/common';
import { TextField } from '@/components/ui/TextField';
import { ALL_CALIBRATIONS, calibrationsQueryOptions } from '@/data/calibrations/calibrations-query';
import { useFavouriteVoiceMutation } from '@/data/voices/favourite-voice-mutation';
import { useVoiceCatalogue } from '@/data/voices/voice-catalogue-query';
import { useSampleLoaders } from '@/data/voices/voice-sample';
import { CalibrationField } from './CalibrationField';
import type { OrderDraft, OrderErrors } from './order-draft';
import type { OrderDraftAction } from './order-draft-reducer';
import { VoiceChoiceFields } from './VoiceChoiceFields';
import { VoicePicker } from './VoicePicker';
import { accentNames, NO_FILTERS, pickableVoices, type VoiceFilters } from './voice-filter';

type Props = {
  draft: OrderDraft;
  onEdit: (action: OrderDraftAction) => void;
  errors: OrderErrors;
  /** Text originals take a narration style per voice; speech originals an accent, semitones and a calibration. */
  textOriginal: boolean;
};

/**
 * What an order asks for, whether for one original (OrderForm) or a selection (BatchOrderPanel): voices from the
 * searchable picker (favourites first), each voice's settings, an optional label, and the calibration choice.
 */
export function OrderChoices({ draft, onEdit, errors, textOriginal }: Props) {
  const voicesQuery = useVoiceCatalogue();
  const calibrations = useQuery({ ...calibrationsQueryOptions(ALL_CALIBRATIONS), enabled: !textOriginal });
  const [filters, setFilters] = useState<VoiceFilters>(NO_FILTERS);
  const favourite = useFavouriteVoiceMutation();
  const samples = useSampleLoaders();
  const voices = useMemo(() => voicesQuery.data ?? [], [voicesQuery.data]);
  const byId = useMemo(() => new Map(voices.map((voice) => [voice.id, voice])), [voices]);
  const accents = useMemo(() => accentNames(voices), [voices]);
  const visible = useMemo(() => pickableVoices(voices, filters, textOriginal), [voices, filters, textOriginal]);
  const chosen = useMemo(() => new Set(draft.choices.map((choice) => choice.voiceId)), [draft.choices]);

  return (
    <>
      {voicesQuery.error && (
        <p role="alert" className="text-body text-danger">
          Could not load the voices: {voicesQuery.error.message}
        </p>
      )}
      <VoicePicker
        voices={visible}
        total={voices.length}
        accents={accents}
        loading={voicesQuery.isLoading}
        filters={filters}
        onFilters={(change) => setFilters((current) => ({ ...current, ...change }))}
        chosen={chosen}
        onToggle={(voice) => onEdit({ type: 'toggle-voice', voice })}
        onFavorite={(voice) => favourite.mutate({ voice, favorite: !voice.favorite })}
        loadSample={samples.voice}
        loadAccentSample={samples.accent}
        error={errors.voices}
      />

      {draft.choices.length > 0 && (
        <section aria-label="Settings per voice" className="space-y-2">
          {draft.choices.map((choice) => (
            <VoiceChoiceFields
              key={choice.voiceId}
              voice={byId.get(choice.voiceId)}
              choice={choice}
              textOriginal={textOriginal}
              errors={errors.choices[choice.voiceId]}
              onChange={(change) => onEdit({ type: 'change-choice', voiceId: choice.voiceId, change })}
              onRemove={() => onEdit({ type: 'remove-choice', voiceId: choice.voiceId })}
            />
          ))}
        </section>
      )}

      <div className="flex flex-wrap items-start gap-6">
        <TextField
          label="Label (optional)"
          value={draft.label}
          onChange={(label) => onEdit({ type: 'set-label', label })}
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
            onChange={(change) => onEdit({ type: 'set-calibration', change })}
            error={errors.calibration}
          />
        )}
      </div>
    </>
  );
}
