import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { TTS_TEXT_MAX } from '../../../contract/gateway/recordings';
import { Button } from '../../components/ui/Button';
import { ApiError } from '../../lib/api-error';
import { createTtsOriginal, recordingKeys } from './recordings-api';

/** A new original from text: 1–1000 characters, language automatic or chosen, optional label. */
export function TtsOriginalForm({ folderId }: { folderId: string }) {
  const [text, setText] = useState('');
  const [language, setLanguage] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const ids = { text: useId(), language: useId(), label: useId(), counter: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await createTtsOriginal({
        parent_folder_id: folderId,
        text: text.trim(),
        ...(language ? { text_language: language } : {}),
        ...(label.trim() ? { label: label.trim() } : {}),
      });
      setText('');
      setLabel('');
      await queryClient.invalidateQueries({ queryKey: recordingKeys.originals(folderId) });
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldErrors.text ?? caught.message) : 'Could not create the recording');
    } finally {
      setPending(false);
    }
  }

  const length = text.trim().length;
  return (
    <form onSubmit={submit} aria-label="Create from text" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <label htmlFor={ids.text} className="block text-sm font-medium">
        Create from text
      </label>
      <textarea
        id={ids.text}
        value={text}
        maxLength={TTS_TEXT_MAX}
        rows={3}
        aria-describedby={ids.counter}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        placeholder="Type what the voice should say…"
      />
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <span id={ids.counter} className={length > TTS_TEXT_MAX ? 'text-red-700' : 'text-slate-500'}>
          {length}/{TTS_TEXT_MAX} characters
        </span>
        <label htmlFor={ids.language} className="flex flex-col text-xs text-slate-600">
          Language
          <select id={ids.language} value={language} onChange={(event) => setLanguage(event.target.value)} className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900">
            <option value="">Automatic</option>
            <option value="en">English</option>
            <option value="uk">Ukrainian</option>
          </select>
        </label>
        <label htmlFor={ids.label} className="flex flex-col text-xs text-slate-600">
          Label (optional)
          <input id={ids.label} value={label} maxLength={40} onChange={(event) => setLabel(event.target.value)} className="mt-1 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900" />
        </label>
        <Button type="submit" disabled={pending || length === 0}>
          {pending ? 'Creating…' : 'Create'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
