import { Mic, MicOff, PhoneOff, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { LevelMeter } from '@/widgets/audio/LevelMeter';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { deviceChoices } from '@/lib/audio/device-choices';
import { useInputLevel } from '@/lib/audio/use-input-level';
import {
  endAgentSession,
  selectMicrophone,
  selectSpeaker,
  sendTextToAgent,
  setMicrophoneEnabled,
} from './agent-session';
import { useAgentSessionStore } from './agent-session-store';
import { useShallow } from 'zustand/react/shallow';

function Indicator({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-caption font-medium ${on ? 'bg-emerald-100 text-emerald-900' : 'bg-fill text-ink-muted'}`}
      data-testid={`${label.toLowerCase().split(' ')[0]}-speaking`}
      data-speaking={on}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${on ? 'animate-pulse bg-emerald-600' : 'bg-ink-faint'}`} />
      {label}: {on ? 'speaking' : 'quiet'}
    </span>
  );
}

/**
 * The live session: connection state and agent readiness shown apart, both speaking indicators, mute, microphone
 * and speaker choice with a level meter, and a text box with the sendText switches.
 */
export function SessionPanel() {
  const id = useId();
  // The fields shown here only: not the event log or transcript, which change many times a second.
  const session = useAgentSessionStore(
    useShallow(
      ({
        phase,
        micEnabled,
        micId,
        mics,
        speakerId,
        speakers,
        botReady,
        bot,
        transport,
        transportState,
        error,
        userSpeaking,
        botSpeaking,
      }) => ({
        phase,
        micEnabled,
        micId,
        mics,
        speakerId,
        speakers,
        botReady,
        bot,
        transport,
        transportState,
        error,
        userSpeaking,
        botSpeaking,
      }),
    ),
  );
  const [text, setText] = useState('');
  const [runImmediately, setRunImmediately] = useState(true);
  const [audioResponse, setAudioResponse] = useState(true);
  const [sendError, setSendError] = useState<string | null>(null);
  const live = session.phase === 'live' || session.phase === 'connecting';
  const input = useInputLevel(session.micId, session.phase === 'live' && session.micEnabled);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await sendTextToAgent(text.trim(), { run_immediately: runImmediately, audio_response: audioResponse });
      setText('');
      setSendError(null);
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'The message could not be sent');
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-heading font-semibold">
        Session
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body">
        <dt className="text-ink-muted">Connection</dt>
        <dd data-testid="connection-state">
          {session.phase === 'launching' ? 'launching…' : session.transportState}
          {session.transport ? ` (${session.transport === 'websocket' ? 'WebSocket' : 'room'})` : ''}
        </dd>
        <dt className="text-ink-muted">Agent</dt>
        <dd data-testid="bot-state">
          {session.botReady ? `ready${session.bot?.version ? ` (protocol ${session.bot.version})` : ''}` : 'not ready'}
        </dd>
      </dl>
      {session.error && (
        <p role="alert" className="text-body text-danger">
          {session.error}
        </p>
      )}
      {session.phase === 'ended' && (
        <p className="text-body">
          The session has ended. Its address works only once: connecting again launches a new agent.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Indicator on={session.userSpeaking} label="You" />
        <Indicator on={session.botSpeaking} label="Agent" />
      </div>
      {live && (
        <>
          <div className="flex flex-wrap items-end gap-3">
            {/* Named for what it mutes: the player bar has its own mute, for what the studio plays. */}
            <Button
              variant="secondary"
              aria-pressed={!session.micEnabled}
              onClick={() => setMicrophoneEnabled(!session.micEnabled)}
            >
              {session.micEnabled ? <Mic aria-hidden size={16} /> : <MicOff aria-hidden size={16} />} Mute microphone
            </Button>
            <SelectField
              label="Microphone"
              compact
              value={session.micId}
              onChange={selectMicrophone}
              options={deviceChoices(session.mics, 'Microphone')}
            />
            <SelectField
              label="Speaker"
              compact
              value={session.speakerId}
              onChange={selectSpeaker}
              options={deviceChoices(session.speakers, 'Speaker')}
            />
            <div className="pb-2">
              <LevelMeter level={input.level} label="Microphone level" />
            </div>
          </div>
          {input.error && <p className="text-body text-amber-800">Level meter unavailable: {input.error}</p>}
          <form onSubmit={(event) => void send(event)} className="space-y-2" aria-label="Type to the agent">
            <div className="flex gap-2">
              <TextField
                label="Message to the agent"
                hideLabel
                value={text}
                onChange={setText}
                placeholder="Type a message"
                className="min-w-0 flex-1"
              />
              <Button type="submit" disabled={!session.botReady || !text.trim()}>
                <Send aria-hidden size={16} /> Send
              </Button>
            </div>
            <div className="flex flex-wrap gap-4">
              <CheckboxField
                label="Answer at once (run_immediately)"
                center
                checked={runImmediately}
                onChange={setRunImmediately}
              />
              <CheckboxField
                label="Spoken answer (audio_response)"
                center
                checked={audioResponse}
                onChange={setAudioResponse}
              />
            </div>
            {sendError && <p className="text-body text-danger">{sendError}</p>}
          </form>
          <Button variant="danger" onClick={() => void endAgentSession()}>
            <PhoneOff aria-hidden size={16} /> Disconnect
          </Button>
        </>
      )}
    </section>
  );
}
