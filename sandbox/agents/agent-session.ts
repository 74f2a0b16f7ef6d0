import { randomUUID } from 'node:crypto';
import type { ParsedLaunchRequest } from '../../contract/agents/launch';
import { RTVI_PROTOCOL_VERSION, type ClientToAgent } from '../../contract/agents/rtvi';
import type { AudioWorker } from '../audio/workers/audio-worker';
import { mergeSampling } from '../tts/sampling';
import { speakSentences } from '../tts/speech-stream';
import type { TtsVoiceSpec } from '../tts/tts-voices';
import { ChatHistory, MAX_HISTORY_CHARACTERS } from './chat-history';
import { chatCompletion } from './chat-model';
import { PacedSpeaker, PLAYER_RATE } from './paced-speaker';
import { RtviChannel, type AgentSocket } from './rtvi-channel';
import {
  matchTool,
  NOT_CAUGHT,
  replyToSpeech,
  replyToText,
  replyWithToolResult,
  type ToolCall,
} from './scripted-dialogue';
import type { TurnRecognizer } from './speech-recognition/speech-recognizer';
import { TurnListener } from './speech-recognition/turn-listener';
import type { Deafness } from './speech-recognition/turn-recognizer';
import type { TurnDetector, TurnEvent } from './turn-detector';

export type AgentSessionOptions = {
  socket: AgentSocket;
  launch: ParsedLaunchRequest;
  /** The system prompt, or the preset's prompt. */
  prompt: string;
  /** Who the scripted dialogue says it is, read from the prompt. */
  persona: string;
  voice: TtsVoiceSpec;
  /** A turn detector built with the launch's vad_settings and user_turn_max_silence_secs; the session owns it. */
  turns: TurnDetector;
  worker: AudioWorker;
  /** Called on every message either way, so the idle limit counts activity in both directions. */
  onActivity: () => void;
  /** An OpenAI-compatible chat completions URL (SANDBOX_LLM_URL); the script answers when it is unset. */
  llmUrl?: string | undefined;
  /** What hears the user's spoken turns, or why nothing does; the session owns it. */
  hearing: TurnRecognizer | Deafness;
};

const BOT_STOP_SECS = 0.35;
const TOOL_TIMEOUT_MS = 10_000;
/** No microphone audio for this long during a turn means the mic was muted: the client then sends nothing. */
const AUDIO_GAP_MS = 500;
const GAP_TICK_MS = 50;

/**
 * One agent bound to one connection, speaking RTVI 2.1.0 (docs/service-api.md#agent-server-sequence). The pieces: the
 * RtviChannel reads and writes the protocol, the TurnDetector hears the user's speech and decides when their turn is
 * over, a PacedSpeaker plays each reply in real time; this class holds the conversation and puts the bot's turns in
 * pipecat's event order: bot-ready on client-ready, send-text, client tools with a timeout, client-message,
 * barge-in, disconnect-bot.
 */
export class AgentSession {
  private readonly channel: RtviChannel;
  private readonly launch: ParsedLaunchRequest;
  private readonly persona: string;
  private readonly voice: TtsVoiceSpec;
  private readonly turns: TurnDetector;
  private readonly worker: AudioWorker;
  private readonly llmUrl: string | undefined;
  private readonly onActivity: () => void;
  private readonly listener: TurnListener | null;
  private readonly deafness: Deafness | null;
  /** The conversation so far, for a configured language model. */
  private readonly history: ChatHistory;
  /** Text the user added with run_immediately false, which the next scripted reply acknowledges. */
  private noted: string[] = [];
  private notedCharacters = 0;
  /** Wall time up to which the microphone's audio (or silence standing in for it) has been heard. */
  private heardUntil = performance.now();
  private readonly gapTimer: NodeJS.Timeout;
  private speaker: PacedSpeaker | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly toolResults = new Map<string, (result: unknown) => void>();
  private segment = 0;
  private closed = false;

  constructor(options: AgentSessionOptions) {
    ({
      launch: this.launch,
      persona: this.persona,
      voice: this.voice,
      turns: this.turns,
      worker: this.worker,
      llmUrl: this.llmUrl,
      onActivity: this.onActivity,
    } = options);
    this.channel = new RtviChannel(options.socket, options.onActivity);
    this.history = new ChatHistory(options.prompt);
    this.listener = typeof options.hearing === 'string' ? null : new TurnListener(options.hearing);
    this.deafness = typeof options.hearing === 'string' ? options.hearing : null;
    this.gapTimer = setInterval(() => this.fillMutedGap(), GAP_TICK_MS);
  }

  receive(bytes: Uint8Array): void {
    const incoming = this.channel.read(bytes);
    if (incoming.kind === 'audio') {
      this.heardUntil = performance.now();
      this.listener?.hear(incoming.pcm);
      return this.onTurnEvents(this.turns.push(incoming.pcm));
    }
    if (incoming.kind === 'refused') return this.channel.send('error-response', { error: incoming.error }, incoming.id);
    if (incoming.kind === 'message') this.handle(incoming.message);
  }

  private handle(message: ClientToAgent): void {
    switch (message.type) {
      case 'client-ready':
        return this.channel.send(
          'bot-ready',
          { version: RTVI_PROTOCOL_VERSION, about: { library: 'voice-studio-sandbox', library_version: '0.1.0' } },
          message.id,
        );
      case 'send-text': {
        const { content, options } = message.data;
        if (!this.history.fits(content) || this.notedCharacters + content.length > MAX_HISTORY_CHARACTERS) {
          const error = `The conversation holds at most ${MAX_HISTORY_CHARACTERS} characters of text; this one was not added: launch a new agent`;
          return this.channel.send('error-response', { error }, message.id);
        }
        this.transcribe(content);
        this.history.add({ role: 'user', content });
        // run_immediately false: the text joins the context for the next turn, and nothing is said now.
        if (!options.run_immediately) {
          this.notedCharacters += content.length;
          return void this.noted.push(content);
        }
        this.interrupt();
        return this.enqueue(() => this.respondToText(content, options.audio_response));
      }
      case 'llm-function-call-result':
        return this.toolResults.get(message.data.tool_call_id)?.(message.data.result);
      case 'client-message':
        return this.channel.send(
          'server-response',
          { t: message.data.t, d: { received: message.data.d ?? null, at: new Date().toISOString() } },
          message.id,
        );
      case 'disconnect-bot':
        return this.close('disconnect-bot');
      case 'dtmf':
        return;
    }
  }

  /**
   * A muted client sends nothing, so silence is heard in its place, in step with the clock, once no audio has
   * come for AUDIO_GAP_MS: the user's speech then ends, and their turn after it, as if the room had gone quiet.
   */
  private fillMutedGap(): void {
    const now = performance.now();
    if (this.closed || !this.turns.inTurn || now - this.heardUntil < AUDIO_GAP_MS) return;
    const seconds = (now - this.heardUntil) / 1000;
    this.heardUntil = now;
    this.onTurnEvents(this.turns.silence(seconds));
  }

  private onTurnEvents(events: TurnEvent[]): void {
    for (const event of events) {
      if (event.type === 'speech-started') {
        this.listener?.speechStarted();
        this.interrupt();
        this.channel.send('user-started-speaking');
      } else if (event.type === 'speech-stopped') {
        this.channel.send('user-stopped-speaking');
      } else {
        this.endUserTurn(event.speechSeconds);
      }
    }
  }

  private transcribe(text: string): void {
    this.channel.send('user-transcription', {
      text,
      final: true,
      timestamp: new Date().toISOString(),
      user_id: 'user',
    });
  }

  /**
   * The user's turn is over. Its words are answered exactly as typed text is, and the recognizer's time after
   * the end of the turn goes out as a metric. Without a recognizer, the transcript says only how long they spoke.
   */
  private endUserTurn(seconds: number): void {
    if (!this.listener) {
      this.transcribe(`[speech, ${seconds.toFixed(1)} s]`);
      this.history.add({
        role: 'user',
        content: `[The user spoke for ${seconds.toFixed(1)} s; the sandbox could not recognise the words.]`,
      });
      if (this.llmUrl) return this.enqueue(() => this.respondWithModel(true));
      return this.enqueue(() =>
        this.botTurn(this.answer(replyToSpeech(seconds, this.deafness ?? 'unavailable')), true),
      );
    }
    const heard = this.listener.turnEnded().catch((error: unknown) => {
      this.channel.send('error', {
        error: `Speech recognition failed: ${error instanceof Error ? error.message : String(error)}`,
        fatal: false,
      });
      return { text: '', seconds: 0 };
    });
    this.enqueue(async () => {
      const { text, seconds: took } = await heard;
      this.channel.send('metrics', { processing: [{ processor: 'sandbox-stt', value: took }] });
      if (!text) {
        this.transcribe(`[speech, ${seconds.toFixed(1)} s]`);
        return this.botTurn(this.answer(NOT_CAUGHT), true);
      }
      this.transcribe(text);
      this.history.add({ role: 'user', content: text });
      return this.respondToText(text, true);
    });
  }

  /** Records a reply in the conversation, for the model's next turn. */
  private answer(text: string): string {
    this.history.add({ role: 'assistant', content: text });
    return text;
  }

  /** Runs bot turns one after another. A turn in progress (a slow model or synthesis) is activity too. */
  private enqueue(turn: () => Promise<void>): void {
    this.queue = this.queue
      .then(async () => {
        if (this.closed) return;
        const busy = setInterval(this.onActivity, 1000);
        try {
          await turn();
        } finally {
          clearInterval(busy);
        }
      })
      .catch((error: unknown) =>
        this.channel.send('error', { error: error instanceof Error ? error.message : String(error), fatal: false }),
      );
  }

  private interrupt(): void {
    if (this.speaker && !this.speaker.wasInterrupted) {
      this.speaker.interrupt();
      this.channel.send('bot-interrupted');
    }
  }

  private async respondToText(text: string, audio: boolean): Promise<void> {
    if (this.llmUrl) return this.respondWithModel(audio);
    const noted = this.noted;
    this.noted = [];
    this.notedCharacters = 0;
    const call = matchTool(text, this.launch.client_tools);
    if (!call) return this.botTurn(this.answer(replyToText(text, this.persona, noted)), audio);
    const result = await this.callTool(call);
    return this.botTurn(this.answer(replyWithToolResult(call, result)), audio);
  }

  /** With SANDBOX_LLM_URL the model writes the replies and chooses the tool calls; results go back to it. */
  private async respondWithModel(audio: boolean): Promise<void> {
    for (let round = 0; round < 3; round++) {
      const reply = await chatCompletion(
        this.llmUrl!,
        this.history.messages,
        this.launch.client_tools,
        this.launch.llm_temperature,
      );
      if ('text' in reply) {
        this.history.add({ role: 'assistant', content: reply.text });
        return this.botTurn(reply.text, audio);
      }
      const tool = this.launch.client_tools.find((candidate) => candidate.function.name === reply.toolCall.name);
      const result = tool
        ? await this.callTool({ tool, arguments: reply.toolCall.arguments }, reply.toolCall.id)
        : `unknown tool ${reply.toolCall.name}`;
      this.history.add({
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: reply.toolCall.id,
            type: 'function',
            function: { name: reply.toolCall.name, arguments: JSON.stringify(reply.toolCall.arguments) },
          },
        ],
      });
      this.history.add({
        role: 'tool',
        tool_call_id: reply.toolCall.id,
        content: typeof result === 'string' ? result : JSON.stringify(result),
      });
    }
    return this.botTurn('Sorry, I could not finish that.', audio);
  }

  private async callTool(call: ToolCall, toolCallId = `call_${randomUUID().slice(0, 12)}`): Promise<unknown> {
    const name = call.tool.function.name;
    this.channel.send('llm-function-call-started', { function_name: name });
    let timeout: NodeJS.Timeout | undefined;
    const result = new Promise<unknown>((resolve) => {
      this.toolResults.set(toolCallId, resolve);
      timeout = setTimeout(() => resolve(undefined), TOOL_TIMEOUT_MS);
    });
    this.channel.send('llm-function-call-in-progress', {
      tool_call_id: toolCallId,
      function_name: name,
      arguments: call.arguments,
    });
    const value = await result;
    clearTimeout(timeout);
    this.toolResults.delete(toolCallId);
    const cancelled = value === undefined;
    this.channel.send('llm-function-call-stopped', {
      tool_call_id: toolCallId,
      function_name: name,
      cancelled,
      ...(cancelled ? {} : { result: value }),
    });
    return cancelled ? 'no answer from the client in time' : value;
  }

  /**
   * One bot turn in pipecat's event order. The speech waits while the user may be starting to speak (the VAD is
   * weighing a new sound), so the bot never starts talking over them; barge-in cuts it.
   */
  private async botTurn(text: string, audio: boolean): Promise<void> {
    // A turn that finishes after the client left (a tool call answered by the close) speaks to no one: a speaker
    // made now would hold its audio forever (it holds while closed), and the turn's timer would keep the session.
    if (this.closed) return;
    const started = performance.now();
    this.channel.send('bot-llm-started');
    for (const word of text.split(/(?<=\s)/)) this.channel.send('bot-llm-text', { text: word });
    this.channel.send('bot-llm-stopped');
    const segmentId = ++this.segment;
    if (!audio) {
      this.channel.send('bot-output', {
        text,
        aggregated_by: 'sentence',
        segment_id: segmentId,
        will_be_spoken: false,
      });
      return;
    }
    const speaker = new PacedSpeaker({
      send: (pcm, rate) => this.channel.sendAudio(pcm, rate),
      holdWhile: () => this.turns.vadState === 'starting' || this.closed,
    });
    this.speaker = speaker;
    this.channel.send('bot-tts-started');
    const params = mergeSampling(this.voice.sampling_params, this.launch.voice_sampling_params);
    await speaker.play(speakSentences(this.worker, text, this.voice, params, PLAYER_RATE), () => {
      this.channel.send('bot-started-speaking');
      this.channel.send('bot-output', {
        text,
        aggregated_by: 'sentence',
        segment_id: segmentId,
        will_be_spoken: true,
        spoken_status: 'new',
        spoken_progress: { accumulated_text: '', remaining_text: text },
      });
      this.channel.send('metrics', {
        ttfb: [{ processor: 'sandbox-tts', value: (performance.now() - started) / 1000 }],
      });
    });
    if (!speaker.wasInterrupted) {
      this.channel.send('bot-tts-text', { text });
      this.channel.send('bot-output', {
        text,
        aggregated_by: 'sentence',
        segment_id: segmentId,
        will_be_spoken: true,
        spoken_status: 'completed',
        spoken_progress: { accumulated_text: text, remaining_text: '' },
      });
    }
    this.channel.send('bot-tts-stopped');
    await speaker.drain(BOT_STOP_SECS * 1000);
    this.channel.send('bot-stopped-speaking');
    if (this.speaker === speaker) this.speaker = null;
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.speaker?.interrupt();
    clearInterval(this.gapTimer);
    this.turns.dispose();
    this.listener?.dispose();
    for (const resolve of this.toolResults.values()) resolve(undefined);
    this.channel.close(reason);
  }
}
