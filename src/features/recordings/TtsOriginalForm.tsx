import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX } from '../../../contract/gateway/common';
import { TTS_TEXT_MAX } from '../../../contract/gateway/recordings';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useCreateTtsOriginalMutation } from '../../data/recordings/create-tts-original-mutation';
import { ApiError } from '../../lib/api-error';
import { useDraft } from '../../lib/use-draft';

/** Languages offered by name; "Automatic" leaves `text_language` out so the service detects it. */
const LANGUAGES = [
  ['', 'Automatic'],
  ['en', 'English'],
  ['uk', 'Ukrainian'],
] as const;

type FieldErrors = { text?: string | undefined; text_language?: string | undefined; label?: string | undefined; form?: string | undefined };

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
export function TtsOriginalForm({ folderId }: { folderId: string }) {
  const [text, setText, clearText] = useDraft(`tts-text:${folderId}`);
  const [label, setLabel, clearLabel] = useDraft(`tts-label:${folderId}`);
  const [language, setLanguage] = useState('');
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const create = useCreateTtsOriginalMutation({ handlesError: true });
  const pending = create.isPending;
  const errors: FieldErrors = emptyError ? { text: emptyError } : pending ? {} : fieldErrorsOf(create.error);
  const ids = { text: useId(), language: useId(), counter: useId(), error: useId() };

  /** A failure keeps the text and label in the form (and in the tab's drafts) for the user to send again. */
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length === 0) return setEmptyError('Type the text to speak');
    setEmptyError(null);
    setCreated(null);
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
          setCreated(recording.label || 'The recording');
        },
      },
    );
  }

  const length = text.trim().length;
  const describedBy = [ids.counter, errors.text ? ids.error : null].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} aria-label="Create from text" className="space-y-2" noValidate>
      {/* The panel's title shows the same words; the label ties them to the text box for screen readers. */}
      <label htmlFor={ids.text} className="sr-only">
        Create from text
      </label>
      <textarea
        id={ids.text}
        value={text}
        maxLength={TTS_TEXT_MAX}
        rows={3}
        aria-describedby={describedBy}
        aria-invalid={errors.text ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        className={`block w-full rounded-md border px-3 py-2 text-sm ${errors.text ? 'border-red-500' : 'border-slate-300'}`}
        placeholder="Type what the voice should say…"
      />
      {errors.text && (
        <p id={ids.error} className="text-sm text-red-700">
          {errors.text}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <span id={ids.counter} className={length > TTS_TEXT_MAX ? 'text-red-700' : 'text-slate-500'} data-testid="tts-counter">
          {length}/{TTS_TEXT_MAX} characters
        </span>
        <div className="flex flex-col text-xs text-slate-600">
          <label htmlFor={ids.language}>Language</label>
          <select
            id={ids.language}
            value={language}
            aria-invalid={errors.text_language ? true : undefined}
            onChange={(event) => setLanguage(event.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
          >
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errors.text_language && <span className="mt-1 text-sm text-red-700">{errors.text_language}</span>}
        </div>
        <TextField label="Label (optional)" value={label} onChange={setLabel} maxLength={NAME_MAX} error={errors.label} className="w-56" />
        <Button type="submit" disabled={pending || length === 0}>
          {pending ? 'Creating…' : 'Create'}
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-800">
        {created && `Created “${created}”; its audio is being made and plays once the row says done.`}
      </p>
    </form>
  );
}
