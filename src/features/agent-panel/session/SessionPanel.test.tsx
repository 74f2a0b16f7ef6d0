// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { RTVIEvent } from '@pipecat-ai/client-js';
import type * as ClientJs from '@pipecat-ai/client-js';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endAgentSession, sessionLaunchFailed, sessionLaunching, startAgentSession } from './agent-session';
import { INITIAL_SESSION, useAgentSessionStore } from './agent-session-store';
import { SessionPanel } from './SessionPanel';

/**
 * The pipecat client as the session sees it: its event handlers, a connect that waits for the test, and what the
 * panel asked of it. The session logic and its store are real.
 */
const wire = vi.hoisted(() => ({
  handlers: new Map<string, Array<(...args: unknown[]) => void>>(),
  connected: () => {},
  mic: [] as boolean[],
  sent: [] as Array<{ text: string; options: unknown }>,
}));
const emit = (event: string, ...args: unknown[]) =>
  act(() => wire.handlers.get(event)?.forEach((handler) => handler(...args)));

vi.mock('@pipecat-ai/client-js', async (original) => {
  const real = await original<typeof ClientJs>();
  class PipecatClient {
    selectedMic = { deviceId: '' };
    selectedSpeaker = { deviceId: '' };
    on(event: string, handler: (...args: unknown[]) => void) {
      wire.handlers.set(event, [...(wire.handlers.get(event) ?? []), handler]);
    }
    registerFunctionCallHandler() {}
    setLogLevel() {}
    connect = () => new Promise<void>((resolve) => (wire.connected = resolve));
    getAllMics = async () => [];
    getAllSpeakers = async () => [];
    enableMic(enabled: boolean) {
      wire.mic.push(enabled);
    }
    sendText = async (text: string, options: unknown) => void wire.sent.push({ text, options });
    disconnect = async () => wire.handlers.get(real.RTVIEvent.Disconnected)?.forEach((handler) => handler());
  }
  return { ...real, PipecatClient };
});

vi.mock('./transport-factory', () => ({
  PLAYER_SAMPLE_RATE: 24000,
  createTransport: async () => ({ kind: 'websocket', transport: {}, connectParams: { wsUrl: 'ws://agent.test' } }),
}));

const connection = () => screen.getByText('Connection').nextElementSibling;
const agent = () => screen.getByText('Agent', { selector: 'dt' }).nextElementSibling;

/** Launches into the connecting state: the transport is up, the agent not yet ready (`wire.connected` makes it so). */
async function connecting() {
  render(<SessionPanel />);
  act(() => {
    void startAgentSession({
      answer: { transport: 'websocket', wsUrl: 'ws://agent.test' },
      handlers: new Map(),
      micEnabled: true,
    });
  });
  await screen.findByText('disconnected (WebSocket)');
  emit(RTVIEvent.TransportStateChanged, 'connecting');
  await screen.findByText('connecting (WebSocket)');
}

beforeEach(() => {
  wire.handlers.clear();
  wire.mic = [];
  wire.sent = [];
  // No microphone in happy-dom: the level meter says so rather than failing the panel.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new Error('No microphone here')) },
  });
});

afterEach(async () => {
  await act(() => endAgentSession());
  useAgentSessionStore.setState(INITIAL_SESSION, true);
  document.body.innerHTML = '';
});

describe('SessionPanel', () => {
  it('is idle before a launch: disconnected, agent not ready, nothing to press', () => {
    render(<SessionPanel />);
    expect(connection()).toHaveTextContent('disconnected');
    expect(agent()).toHaveTextContent('not ready');
    expect(screen.getByText('You: quiet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a launch under way, then its failure as an alert with no session controls', () => {
    render(<SessionPanel />);
    act(() => sessionLaunching());
    expect(connection()).toHaveTextContent('launching…');
    act(() => sessionLaunchFailed(new Error('No agent capacity left')));
    expect(screen.getByRole('alert')).toHaveTextContent('No agent capacity left');
    expect(screen.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
  });

  it('connects with the controls up but Send held until the agent is ready, then talks to it', async () => {
    const user = userEvent.setup();
    await connecting();
    expect(agent()).toHaveTextContent('not ready');
    expect(screen.getByRole('button', { name: /Disconnect/ })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Message to the agent' }), 'Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    emit(RTVIEvent.BotReady, { version: '1.1.0' });
    emit(RTVIEvent.TransportStateChanged, 'ready');
    await act(async () => wire.connected());
    expect(await screen.findByText('ready (protocol 1.1.0)')).toBeVisible();
    expect(connection()).toHaveTextContent('ready (WebSocket)');

    emit(RTVIEvent.UserStartedSpeaking);
    expect(await screen.findByText('You: speaking')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Spoken answer (audio_response)' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(wire.sent).toEqual([{ text: 'Hello', options: { run_immediately: true, audio_response: false } }]);
    expect(screen.getByRole('textbox', { name: 'Message to the agent' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Mute microphone' }));
    expect(wire.mic).toEqual([false]);
    expect(screen.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Level meter unavailable: No microphone here')).toBeVisible();
  });

  it('shows a fatal error from the agent as an alert', async () => {
    await connecting();
    emit(RTVIEvent.Error, { data: { error: 'The agent crashed', fatal: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The agent crashed');
    emit(RTVIEvent.Error, { data: { error: 'A passing hiccup', fatal: false } });
    expect(screen.getByRole('alert')).toHaveTextContent('The agent crashed');
  });

  it('ends on Disconnect: the controls go and the panel says a new launch is needed', async () => {
    const user = userEvent.setup();
    await connecting();
    emit(RTVIEvent.BotReady, { version: '1.1.0' });
    await act(async () => wire.connected());
    await screen.findByText('ready (protocol 1.1.0)');

    await user.click(screen.getByRole('button', { name: /Disconnect/ }));
    expect(await screen.findByText(/The session has ended/)).toHaveTextContent('connecting again launches a new agent');
    expect(connection()).toHaveTextContent('disconnected');
    expect(agent()).toHaveTextContent('not ready');
    expect(screen.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to the agent' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Session' })).queryByRole('alert')).not.toBeInTheDocument();
  });
});
