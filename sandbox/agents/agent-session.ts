import { randomUUID } from 'node:crypto';
import type { ParsedLaunchRequest } from '../../contract/agents/launch';
import type { VadEvent, VoiceActivityDetector } from '../audio/vad';
import { floatToS16le } from '../audio/wav';
import type { AudioWorker } from '../audio/audio-worker';
import { mergeSampling } from '../tts/sampling';
import { speakSentences } from '../tts/speech-stream';
import type { TtsVoiceSpec } from '../tts/tts-voices';
import { decodeFrame, encodeAudioFrame, encodeMessageFrame } from './protobuf-frames';
import { chatCompletion, type ChatMessage } from './chat-model';
import { matchTool, replyToSpeech, replyToText, replyWithToolResult, type ToolCall } from './scripted-dialogue';

/** What the session needs from its socket: binary frames out, close. */
export type AgentSocket = { send: (data: Buffer) => void; close: (code?: number, reason?: string) => void; isOpen: () => boolean };

export type AgentSessionOptions = {
  socket: AgentSocket;
  launch: ParsedLaunchRequest;
  /** The system prompt, or the preset's prompt. */
  prompt: string;
  /** Who the scripted dialogue says it is, read from the prompt. */
  persona: string;
  voice: TtsVoiceSpec;
  /** A detector built with the launch's vad_settings; the session owns it from now on. */
  vad: VoiceActivityDetector;
  worker: AudioWorker;
  /** Called on every message either way, so the idle limit counts activity in both directions. */
  onActivity: () => void;
  /** An OpenAI-compatible chat completions URL (SANDBOX_LLM_URL); the script answers when it is unset. */
  llmUrl?: string | undefined;
};

const PLAYER_RATE = 24000;
const CHUNK_BYTES = 1920; // 40 ms of 24 kHz s16le, as pipecat paces it
const BOT_STOP_SECS = 0.35;
const TOOL_TIMEOUT_MS = 10_000;
const MIC_RATE = 16000;
/** No audio for this long while the user speaks means the mic was muted (the client then sends nothing at all). */
const AUDIO_GAP_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Rtvi = { label?: string; type?: string; id?: string; data?: Record<string, unknown> };

/**
 * One agent bound to one connection, speaking RTVI 2.1.0 over protobuf frames (pipecat-wire.md §8): bot-ready on
 * client-ready, VAD on the incoming audio with the launch's settings and end of turn after
 * `user_turn_max_silence_secs`, scripted replies with LLM/TTS/bot-output events in pipecat's order, speech paced
 * in real time in 40 ms chunks, barge-in, send-text, client tools with a timeout, client-message, disconnect-bot.
 */
export class AgentSession {
  private readonly socket: AgentSocket;
  private readonly launch: ParsedLaunchRequest;
  private readonly persona: string;
  private readonly voice: TtsVoiceSpec;
  private readonly vad: VoiceActivityDetector;
  private readonly worker: AudioWorker;
  private readonly onActivity: () => void;
  private readonly llmUrl: string | undefined;
  /** The conversation so far, for a configured language model. */
  private readonly history: ChatMessage[];
  /** Text the user added with run_immediately false, which the next scripted reply acknowledges. */
  private noted: string[] = [];
  private turnTimer: NodeJS.Timeout | null = null;
  private gapTimer: NodeJS.Timeout | null = null;
  private pendingSpeech = 0;
  private speakingTurn: { interrupted: boolean } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly toolResults = new Map<string, (result: unknown) => void>();
  private segment = 0;
  private closed = false;

  constructor(options: AgentSessionOptions) {
    ({ socket: this.socket, launch: this.launch, persona: this.persona, voice: this.voice, vad: this.vad, worker: this.worker, onActivity: this.onActivity, llmUrl: this.llmUrl } = options);
    this.history = [{ role: 'system', content: options.prompt }];
  }

  /** Every message either way counts as activity for the idle limit, so a long bot answer never times out. */
  private send(type: string, data?: unknown, id?: string): void {
    if (!this.socket.isOpen()) return;
    this.onActivity();
    this.socket.send(encodeMessageFrame(JSON.stringify({ label: 'rtvi-ai', type, ...(id ? { id } : {}), ...(data === undefined ? {} : { data }) })));
  }

  receive(bytes: Uint8Array): void {
    this.onActivity();
    const frame = decodeFrame(bytes);
    if (frame.kind === 'audio') return this.hear(frame.audio);
    if (frame.kind !== 'message') return;
    let message: Rtvi;
    try {
      message = JSON.parse(frame.data) as Rtvi;
    } catch {
      return;
    }
    if (message.label !== 'rtvi-ai') return;
    this.handle(message);
  }

  private handle(message: Rtvi): void {
    const data = message.data ?? {};
    switch (message.type) {
      case 'client-ready':
        return this.send('bot-ready', { version: '2.1.0', about: { library: 'voice-studio-sandbox', library_version: '0.1.0' } }, message.id);
      case 'send-text': {
        const options = (data.options ?? {}) as { run_immediately?: boolean; audio_response?: boolean };
        const text = String(data.content ?? '');
        this.send('user-transcription', { text, final: true, timestamp: new Date().toISOString(), user_id: 'user' });
        this.history.push({ role: 'user', content: text });
        // run_immediately false: the text joins the context for the next turn, and nothing is said now.
        if (options.run_immediately === false) return void this.noted.push(text);
        this.interrupt();
        return this.enqueue(() => this.respondToText(text, options.audio_response !== false));
      }
      case 'llm-function-call-result': {
        const resolve = this.toolResults.get(String(data.tool_call_id));
        resolve?.(data.result);
        return;
      }
      case 'client-message':
        return this.send('server-response', { t: data.t, d: { received: data.d ?? null, at: new Date().toISOString() } }, message.id);
      case 'disconnect-bot':
        return this.close('disconnect-bot');
      case 'dtmf':
        return;
      default:
        return this.send('error-response', { error: `Unsupported type ${message.type}` }, message.id);
    }
  }

  private hear(pcm: Uint8Array): void {
    this.onVoiceActivity(this.vad.push(pcm));
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    if (!this.vad.isSpeaking) return;
    // A muted client sends nothing, so silence is heard in its place: stop_secs of it, plus the few frames the
    // detector's smoothing needs to notice.
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      if (!this.closed && this.vad.isSpeaking) this.onVoiceActivity(this.vad.push(new Int16Array(Math.ceil((this.launch.vad_settings.stop_secs + 0.5) * MIC_RATE))));
    }, AUDIO_GAP_MS);
  }

  private onVoiceActivity(events: VadEvent[]): void {
    for (const event of events) {
      if (event.type === 'started') {
        if (this.turnTimer) clearTimeout(this.turnTimer);
        this.turnTimer = null;
        this.interrupt();
        this.send('user-started-speaking');
      } else {
        this.send('user-stopped-speaking');
        this.pendingSpeech += event.speechSeconds ?? 0;
        // user_turn_max_silence_secs counts from the end of speech (event.at); the detector could only tell
        // stop_secs later (event.detectedAt), so that much of the wait has already passed.
        const waited = event.detectedAt - event.at;
        this.turnTimer = setTimeout(() => this.endUserTurn(), Math.max(0, this.launch.user_turn_max_silence_secs - waited) * 1000);
      }
    }
  }

  /**
   * The user stayed quiet for user_turn_max_silence_secs after speaking: their turn is over. With no turn-taking
   * model on top of the VAD, the upper bound is the turn's end. With no speech recognizer, the transcript says
   * only how long they spoke.
   */
  private endUserTurn(): void {
    const seconds = this.pendingSpeech;
    this.pendingSpeech = 0;
    this.turnTimer = null;
    this.send('user-transcription', { text: `[speech, ${seconds.toFixed(1)} s]`, final: true, timestamp: new Date().toISOString(), user_id: 'user' });
    this.history.push({ role: 'user', content: `[The user spoke for ${seconds.toFixed(1)} s; the sandbox has no speech recognizer, so the words are unknown.]` });
    if (this.llmUrl) return this.enqueue(() => this.respondWithModel(true));
    this.enqueue(() => this.botTurn(this.answer(replyToSpeech(seconds)), true));
  }

  /** Records a reply in the conversation, for the model's next turn. */
  private answer(text: string): string {
    this.history.push({ role: 'assistant', content: text });
    return text;
  }

  private enqueue(turn: () => Promise<void>): void {
    this.queue = this.queue.then(turn).catch((error: unknown) => this.send('error', { error: error instanceof Error ? error.message : String(error), fatal: false }));
  }

  private interrupt(): void {
    if (this.speakingTurn && !this.speakingTurn.interrupted) {
      this.speakingTurn.interrupted = true;
      this.send('bot-interrupted');
    }
  }

  private async respondToText(text: string, audio: boolean): Promise<void> {
    if (this.llmUrl) return this.respondWithModel(audio);
    const noted = this.noted;
    this.noted = [];
    const call = matchTool(text, this.launch.client_tools);
    if (!call) return this.botTurn(this.answer(replyToText(text, this.persona, noted)), audio);
    const result = await this.callTool(call);
    return this.botTurn(this.answer(replyWithToolResult(call, result)), audio);
  }

  /** With SANDBOX_LLM_URL the model writes the replies and chooses the tool calls; results go back to it. */
  private async respondWithModel(audio: boolean): Promise<void> {
    for (let round = 0; round < 3; round++) {
      const reply = await chatCompletion(this.llmUrl!, this.history, this.launch.client_tools, this.launch.llm_temperature);
      if ('text' in reply) {
        this.history.push({ role: 'assistant', content: reply.text });
        return this.botTurn(reply.text, audio);
      }
      const tool = this.launch.client_tools.find((candidate) => candidate.function.name === reply.toolCall.name);
      const result = tool ? await this.callTool({ tool, arguments: reply.toolCall.arguments }, reply.toolCall.id) : `unknown tool ${reply.toolCall.name}`;
      this.history.push({ role: 'assistant', content: null, tool_calls: [{ id: reply.toolCall.id, type: 'function', function: { name: reply.toolCall.name, arguments: JSON.stringify(reply.toolCall.arguments) } }] });
      this.history.push({ role: 'tool', tool_call_id: reply.toolCall.id, content: typeof result === 'string' ? result : JSON.stringify(result) });
    }
    return this.botTurn('Sorry, I could not finish that.', audio);
  }

  private async callTool(call: ToolCall, toolCallId = `call_${randomUUID().slice(0, 12)}`): Promise<unknown> {
    const name = call.tool.function.name;
    this.send('llm-function-call-started', { function_name: name });
    let timeout: NodeJS.Timeout | undefined;
    const result = new Promise<unknown>((resolve) => {
      this.toolResults.set(toolCallId, resolve);
      timeout = setTimeout(() => resolve(undefined), TOOL_TIMEOUT_MS);
    });
    this.send('llm-function-call-in-progress', { tool_call_id: toolCallId, function_name: name, arguments: call.arguments });
    const value = await result;
    clearTimeout(timeout);
    this.toolResults.delete(toolCallId);
    const cancelled = value === undefined;
    this.send('llm-function-call-stopped', { tool_call_id: toolCallId, function_name: name, cancelled, ...(cancelled ? {} : { result: value }) });
    return cancelled ? 'no answer from the client in time' : value;
  }

  /** One bot turn in pipecat's event order, with the speech paced in real time so barge-in can cut it. */
  private async botTurn(text: string, audio: boolean): Promise<void> {
    const started = performance.now();
    this.send('bot-llm-started');
    for (const word of text.split(/(?<=\s)/)) this.send('bot-llm-text', { text: word });
    this.send('bot-llm-stopped');
    const segmentId = ++this.segment;
    if (!audio) {
      this.send('bot-output', { text, aggregated_by: 'sentence', segment_id: segmentId, will_be_spoken: false });
      return;
    }
    const turn = { interrupted: false };
    this.speakingTurn = turn;
    this.send('bot-tts-started');
    let first = true;
    const params = mergeSampling(this.voice.sampling_params, this.launch.voice_sampling_params);
    let playedUntil = performance.now();
    for await (const samples of speakSentences(this.worker, text, this.voice, params, PLAYER_RATE)) {
      if (turn.interrupted || this.closed) break;
      if (first) {
        first = false;
        this.send('bot-started-speaking');
        this.send('bot-output', { text, aggregated_by: 'sentence', segment_id: segmentId, will_be_spoken: true, spoken_status: 'new', spoken_progress: { accumulated_text: '', remaining_text: text } });
        this.send('metrics', { ttfb: [{ processor: 'sandbox-tts', value: (performance.now() - started) / 1000 }] });
        playedUntil = performance.now();
      }
      const pcm = floatToS16le(samples);
      for (let offset = 0; offset < pcm.length; offset += CHUNK_BYTES) {
        if (turn.interrupted || this.closed) break;
        this.socket.send(encodeAudioFrame(pcm.subarray(offset, Math.min(pcm.length, offset + CHUNK_BYTES)), PLAYER_RATE));
        playedUntil = Math.max(playedUntil, performance.now()) + (Math.min(CHUNK_BYTES, pcm.length - offset) / 2 / PLAYER_RATE) * 1000;
        // Keep about 100 ms queued on the client; any more would keep playing after a barge-in.
        await sleep(Math.max(0, playedUntil - performance.now() - 100));
      }
    }
    if (!turn.interrupted) {
      this.send('bot-tts-text', { text });
      this.send('bot-output', { text, aggregated_by: 'sentence', segment_id: segmentId, will_be_spoken: true, spoken_status: 'completed', spoken_progress: { accumulated_text: text, remaining_text: '' } });
    }
    this.send('bot-tts-stopped');
    await sleep(Math.max(0, playedUntil - performance.now()) + BOT_STOP_SECS * 1000);
    this.send('bot-stopped-speaking');
    if (this.speakingTurn === turn) this.speakingTurn = null;
  }

  close(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    if (this.turnTimer) clearTimeout(this.turnTimer);
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.vad.dispose();
    for (const resolve of this.toolResults.values()) resolve(undefined);
    if (this.socket.isOpen()) this.socket.close(1000, reason);
  }
}
