import { useState, type FormEvent } from 'react';
import { NAME_MAX } from '@contract/gateway/common';
import { TTS_TEXT_MAX } from '@contract/gateway/recordings';
import { Button } from '@/components/ui/Button';
import { overLimit } from '@/components/ui/field-limit';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useCreateTtsOriginalMutation } from '@/data/recordings/create-tts-original-mutation';
import { ApiError } from '@/lib/http/api-error';
import { useDraft } from '@/lib/browser/use-draft';

/** Languages offered by name; "Automatic" leaves `text_language` out so the service detects it. */
const LANGUAGES = [
  ['', 'Automatic'],
  ['en', 'English'],
  ['uk', 'Ukrainian'],
] as const;

type FieldErrors = {
  text?: string | undefined;
  text_language?: string | undefined;
  label?: string | undefined;
  form?: string | undefined;
};

/** A 422's messages go beside their fields; anything else is said under the form. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!error) return {};
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    const { text, text_language, label, ...rest } = error.fieldErrors;
    return { text, text_language, label, form: Object.values(rest)[0] };
  }
  return { form: error instanceof ApiError ? error.message : 'Could not create the recording; try again' };
}

/**
 * A new original from text (v2 endpoint): 1–1000 characters with a live counter, language automatic or chosen,
 * an optional label. What was typed is kept when a request fails (and across a sign-in); the server's 422
 * messages appear on their fields.
 */
export function TtsOriginalForm({ folderId, onCreated }: { folderId: string; onCreated: (label: string) => void }) {
  const [text, setText, clearText] = useDraft(`tts-text:${folderId}`);
  const [label, setLabel, clearLabel] = useDraft(`tts-label:${folderId}`);
  const [language, setLanguage] = useState('');
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const create = useCreateTtsOriginalMutation({ handlesError: true });
  const pending = create.isPending;
  const errors: FieldErrors = emptyError ? { text: emptyError } : pending ? {} : fieldErrorsOf(create.error);

  /** A failure keeps the text and label in the form (and in the tab's drafts) for the user to send again. */
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length === 0) return setEmptyError('Type the text to speak');
    if (overLimit(trimmed, TTS_TEXT_MAX) || overLimit(label.trim(), NAME_MAX)) return; // the fields say by how much
    setEmptyError(null);
    create.mutate(
      {
        parent_folder_id: folderId,
        text: trimmed,
        ...(language ? { text_language: language } : {}),
        ...(label.trim() ? { label: label.trim() } : {}),
      },
      {
        onSuccess: (recording) => {
          clearText();
          clearLabel();
          onCreated(recording.label || 'The recording');
        },
      },
    );
  }

  const length = text.trim().length;
  return (
    <form onSubmit={submit} aria-label="Create from text" className="space-y-2" noValidate>
      {/* The panel's title shows the same words; the hidden label ties them to the text box for screen readers. */}
      <TextAreaField
        hideLabel
        label="Create from text"
        value={text}
        limit={TTS_TEXT_MAX}
        rows={3}
        error={errors.text}
        onChange={setText}
        placeholder="Type what the voice should say…"
      />
      <div className="flex flex-wrap items-start gap-3 text-body">
        <SelectField
          label="Language"
          value={language}
          onChange={setLanguage}
          options={LANGUAGES}
          error={errors.text_language}
        />
        <TextField
          label="Label (optional)"
          value={label}
          onChange={setLabel}
          limit={NAME_MAX}
          error={errors.label}
          className="w-56"
        />
        <Button
          type="submit"
          className="mt-5"
          disabled={
            pending || length === 0 || overLimit(text.trim(), TTS_TEXT_MAX) || overLimit(label.trim(), NAME_MAX)
          }
        >
          {pending ? 'Creating…' : 'Create'}
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className="text-body text-danger">
          {errors.form}
        </p>
      )}
    </form>
  );
}
