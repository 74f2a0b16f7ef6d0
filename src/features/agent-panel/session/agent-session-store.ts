import { create } from 'zustand';
import type { TranscriptLine } from './transcript';
import type { TurnLatency } from './turn-latency';

export type ToolCallEntry = {
  id: string;
  name: string;
  args: unknown;
  status: 'running' | 'done' | 'failed';
  result?: unknown;
  durationMs?: number;
};
export type EventEntry = { id: number; atMs: number; type: string; data?: unknown };

export type SessionPhase = 'idle' | 'launching' | 'connecting' | 'live' | 'ended' | 'failed';

export type AgentSessionState = {
  phase: SessionPhase;
  transport: 'websocket' | 'room' | null;
  /** The transport's own state (pipecat's TransportState); "ready" there does not mean the bot is ready. */
  transportState: string;
  botReady: boolean;
  bot: { version?: string; about?: unknown } | null;
  error: string | null;
  userSpeaking: boolean;
  botSpeaking: boolean;
  micEnabled: boolean;
  mics: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
  micId: string;
  speakerId: string;
  transcript: TranscriptLine[];
  toolCalls: ToolCallEntry[];
  events: EventEntry[];
  turns: TurnLatency[];
  startedAt: number | null;
};

export const INITIAL_SESSION: AgentSessionState = {
  phase: 'idle',
  transport: null,
  transportState: 'disconnected',
  botReady: false,
  bot: null,
  error: null,
  userSpeaking: false,
  botSpeaking: false,
  micEnabled: true,
  mics: [],
  speakers: [],
  micId: '',
  speakerId: '',
  transcript: [],
  toolCalls: [],
  events: [],
  turns: [],
  startedAt: null,
};

/** Enough for a long session's log without growing without bound. */
export const MAX_EVENTS = 2000;

/**
 * The live session as the panel shows it. It lives outside the page, so a ready tool that opens a project (which
 * leaves the page) does not end the conversation; coming back shows the same session.
 */
export const useAgentSessionStore = create<AgentSessionState>()(() => INITIAL_SESSION);
