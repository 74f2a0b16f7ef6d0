import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX } from '../../../contract/gateway/common';
import { TTS_TEXT_MAX } from '../../../contract/gateway/recordings';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api-error';
import { useDraft } from '../../lib/use-draft';
import { createTtsOriginal, invalidateFolder } from './recordings-api';

/** Languages offered by name; "Automatic" leaves `text_language` out so the service detects it. */
const LANGUAGES = [
  ['', 'Automatic'],
  ['en', 'English'],
  ['uk', 'Ukrainian'],
] as const;

type FieldErrors = { text?: string; text_language?: string; label?: string; form?: string };

/**
 * A new original from text (v2 endpoint): 1–1000 characters with a live counter, language automatic or chosen,
 * an optional label. What was typed is kept when a request fails (and across a sign-in); the server's 422
 * messages appear on their fields.
 */
export function TtsOriginalForm({ folderId }: { folderId: string }) {
  const [text, setText, clearText] = useDraft(`tts-text:${folderId}`);
  const [label, setLabel, clearLabel] = useDraft(`tts-label:${folderId}`);
  const [language, setLanguage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const ids = { text: useId(), language: useId(), counter: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length === 0) return setErrors({ text: 'Type the text to speak' });
    setPending(true);
    setErrors({});
    setCreated(null);
    try {
      const recording = await createTtsOriginal({
        parent_folder_id: folderId,
        text: trimmed,
        ...(language ? { text_language: language } : {}),
        ...(label.trim() ? { label: label.trim() } : {}),
      });
      clearText();
      clearLabel();
      setCreated(recording.label || 'The recording');
      await invalidateFolder(queryClient, folderId);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length > 0) {
        const { text: textError, text_language, label: labelError, ...rest } = caught.fieldErrors;
        setErrors({ text: textError, text_language, label: labelError, form: Object.values(rest)[0] });
      } else {
        setErrors({ form: caught instanceof ApiError ? caught.message : 'Could not create the recording; try again' });
      }
    } finally {
      setPending(false);
    }
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
