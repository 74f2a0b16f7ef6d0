import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createListeningSandbox, type ListeningSandbox } from '../sandbox/testing/listening-sandbox';
import { createProxy } from './server';
import { proxyConfig } from './testing/proxy-test-kit';

/** Issue 10 §9: a proxy configured with keys the services refuse says so, instead of "ready" or "unreachable". */
let sandbox: ListeningSandbox;
beforeAll(async () => {
  sandbox = await createListeningSandbox();
});
afterAll(() => sandbox.close());

const proxyWith = async (keys: { ttsApiKey: string; agentsApiKey: string }) => {
  const proxy = await createProxy(proxyConfig({ gateway: sandbox.url, services: sandbox.url }, keys), {
    serveStudio: false,
    logger: false,
  });
  return { proxy, url: await proxy.listen({ port: 0, host: '127.0.0.1' }) };
};

describe('a server key the service refuses', () => {
  it('makes /readyz answer 503 naming the refused keys, and ready again with the right ones', async () => {
    const wrong = await proxyWith({ ttsApiKey: 'wrong-tts-key', agentsApiKey: 'wrong-agents-key' });
    const response = await fetch(`${wrong.url}/readyz`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'not ready', unreachable: [], key_refused: ['tts', 'agents'] });
    expect(body.detail).toMatch(/TTS_API_KEY, AGENTS_API_KEY/);
    expect(JSON.stringify(body)).not.toContain('wrong-');
    await wrong.proxy.close();
    const right = await proxyWith({ ttsApiKey: 'sandbox-service-key', agentsApiKey: 'sandbox-service-key' });
    expect(await (await fetch(`${right.url}/readyz`)).json()).toEqual({ status: 'ready' });
    await right.proxy.close();
  });

  it('makes the TTS WebSocket say the service refused the server’s key', async () => {
    const wrong = await proxyWith({ ttsApiKey: 'wrong-tts-key', agentsApiKey: 'wrong-agents-key' });
    const socket = new WebSocket(`${wrong.url.replace('http', 'ws')}/tts/en-rt/tts/websocket`, {
      headers: { 'api-key': 'sandbox-demo-key' },
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    const code = await new Promise<number>((resolve) => socket.once('close', resolve));
    expect(code).toBe(1011);
    expect(JSON.parse(messages[0]!)).toEqual({
      type: 'error',
      error: 'The text-to-speech service refused the server’s key',
      status_code: 502,
    });
    await wrong.proxy.close();
  });
});
