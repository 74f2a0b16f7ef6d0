import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LaunchRequest, type ParsedLaunchRequest } from '../../contract/agents/launch';
import { HttpError } from '../../server-common/http-error';
import { guardMessages, UndecodableFrame } from '../../server-common/socket-guard';
import { SendBuffer } from '../../server-common/send-buffer';
import { AGENTS_KEY, installRoutePolicy, SERVICE_KEY_DEFAULTS } from '../http/route-policy';
import type { TtsVoiceSpec } from '../tts/tts-voices';
import { AGENT_PRESETS, AGENT_VOICES, agentVoice, DEFAULT_AGENT_VOICE } from './agent-catalogue';
import { AgentSession } from './agent-session';
import { MAX_AGENT_FRAME_BYTES } from '../../contract/agents/rtvi';
import { personaOf } from './scripted-dialogue';
import { TurnDetector } from './turn-detector';
import type { TurnRecognizer } from './speech-recognition/speech-recognizer';
import { recognitionProblem, recognizerFor, type Deafness } from './speech-recognition/turn-recognizer';

/** How long a launched agent waits for its connection, or for activity on it, before it is closed. */
export const IDLE_LIMIT_MS = 15 * 60 * 1000;

type Pending = {
  launch: ParsedLaunchRequest;
  prompt: string;
  voice: TtsVoiceSpec;
  turns: TurnDetector;
  hearing: TurnRecognizer | Deafness;
  used: boolean;
  timer: NodeJS.Timeout;
};

const release = (entry: Pending) => {
  entry.turns.dispose();
  if (typeof entry.hearing !== 'string') entry.hearing.dispose();
};

/**
 * The voice-agent API (docs/service-api.md#voice-agents) at /agents: launch (one agent, one single-use address),
 * voices, verify, and the agent's WebSocket. Room transport needs Daily's cloud, which the sandbox does not have.
 */
export async function agentRoutes(
  scope: FastifyInstance,
  options: {
    llmUrl?: string | undefined;
    sttUrl?: string | undefined;
    idleLimitMs?: number | undefined;
    warmUp?: boolean;
  },
): Promise<void> {
  const idleLimitMs = options.idleLimitMs ?? IDLE_LIMIT_MS;
  const deaf = options.sttUrl ? null : await recognitionProblem();
  if (deaf) scope.log.warn(deaf);
  // The agents' synthesizer thread starts with the first launch, not with the server: most sessions never talk to
  // an agent, and the client's connection and handshake after a launch leave it time to warm up. It stops again
  // after five quiet minutes (see audio-workers.ts).
  const worker = scope.audioWorkers.thread('agents');
  const pending = new Map<string, Pending>();
  scope.addHook('onClose', async () => {
    for (const entry of pending.values()) {
      clearTimeout(entry.timer);
      release(entry);
    }
  });
  // The agent's socket declares otherwise: its single-use address is the credential.
  installRoutePolicy(scope, { defaults: SERVICE_KEY_DEFAULTS, serviceKey: AGENTS_KEY });
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.post('/agents/launch', { schema: { body: LaunchRequest } }, async (request) => {
    const launch = request.body;
    const preset = launch.preset ? AGENT_PRESETS[launch.preset] : undefined;
    if (launch.preset && !launch.system_prompt && !preset)
      throw new HttpError(404, `Preset "${launch.preset}" does not exist`);
    const voice = agentVoice(launch.voice_id ?? DEFAULT_AGENT_VOICE);
    if (!voice) throw new HttpError(404, `Voice "${launch.voice_id}" is unknown or not available to this key`);
    if (launch.transport === 'room') {
      throw new HttpError(
        500,
        'The sandbox cannot create room sessions: they need Daily’s cloud. Launch with "transport": "websocket".',
      );
    }
    if (options.warmUp) worker.warmUp();
    const token = randomUUID();
    // The system prompt wins over a preset (docs/service-api.md#launch); the superRefine guarantees one of them.
    const prompt = launch.system_prompt ?? preset!.prompt;
    const turns = await TurnDetector.create({
      vad: launch.vad_settings,
      maxSilenceSecs: launch.user_turn_max_silence_secs,
    });
    const hearing = await recognizerFor({
      language: voice.language,
      prompt,
      tools: launch.client_tools,
      sttUrl: options.sttUrl,
    });
    const expire = () => {
      const entry = pending.get(token);
      if (entry && !entry.used) release(entry);
      pending.delete(token);
    };
    pending.set(token, { launch, prompt, voice, turns, hearing, used: false, timer: setTimeout(expire, idleLimitMs) });
    // Behind the studio's proxy (a trusted peer) this is the studio's own host and scheme, where the proxy relays
    // the socket: a phone that reached the studio over https can reach its agent too.
    return { wsUrl: `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}/agents/ws/${token}` };
  });

  api.get('/agents/voices', async () => AGENT_VOICES.map(({ entry }) => entry));

  // The answer's shape is not documented; `details` says what this agent cannot do (the proxy's /readyz repeats it).
  api.get('/agents/verify', async () => ({ valid: true, ...(deaf ? { details: [deaf] } : {}) }));

  const TokenParams = z.object({ token: z.uuid() });
  scope.get(
    '/agents/ws/:token',
    {
      websocket: true,
      schema: { params: TokenParams },
      config: { auth: 'single-use-address' },
      preValidation: async (request) => {
        const entry = pending.get((request.params as { token: string }).token);
        if (!entry) throw new HttpError(404, 'This agent address is unknown or has expired');
        if (entry.used) throw new HttpError(409, 'This agent address has already been used: launch a new agent');
        entry.used = true;
      },
    },
    (socket, request) => {
      const token = (request.params as { token: string }).token;
      const entry = pending.get(token)!;
      let idle = entry.timer;
      // A turn still finishing after the socket closed reports activity too: it must not re-arm the idle timer,
      // which would keep the whole session (its audio included) for another 15 minutes.
      let ended = false;
      // A client that does not read is not read from either, and is closed past the buffer's limit (see send-buffer.ts).
      const buffer = new SendBuffer(socket, [socket]);
      const send = (data: Buffer) => {
        socket.send(data);
        buffer.afterSend();
      };
      const session = new AgentSession({
        socket: {
          send,
          close: (code, reason) => socket.close(code, reason),
          isOpen: () => socket.readyState === socket.OPEN,
        },
        launch: entry.launch,
        prompt: entry.prompt,
        persona: personaOf(entry.prompt),
        voice: entry.voice,
        turns: entry.turns,
        hearing: entry.hearing,
        worker,
        onActivity: () => {
          if (ended) return;
          clearTimeout(idle);
          idle = setTimeout(() => session.close('idle for 15 minutes'), idleLimitMs);
        },
        llmUrl: options.llmUrl,
      });
      clearTimeout(idle);
      idle = setTimeout(() => session.close('idle for 15 minutes'), idleLimitMs);
      guardMessages(
        socket,
        { route: '/agents/ws/:token', log: request.log, maxBytes: MAX_AGENT_FRAME_BYTES },
        (data, isBinary) => {
          // The transport sends binary protobuf only (docs/service-api.md#protobuf-frames): a text frame is the wrong kind
          // of data.
          if (!isBinary) throw new UndecodableFrame('The agent socket carries binary protobuf frames only', 1003);
          session.receive(data);
        },
      );
      socket.on('close', () => {
        ended = true;
        clearTimeout(idle);
        session.close('client closed');
        pending.delete(token);
      });
    },
  );
}
