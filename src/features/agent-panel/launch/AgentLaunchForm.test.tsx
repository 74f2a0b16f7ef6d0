// @vitest-environment happy-dom
import '@/testing/dom-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway, testQueryClient } from '@/testing/fake-gateway';
import { useAgentSessionStore, INITIAL_SESSION } from '@/features/agent-panel/session/agent-session-store';
import { AgentPanelPage } from '@/features/agent-panel/AgentPanelPage';

/**
 * The launch form as the panel uses it: the panel checks the form against the launch contract and hands the form
 * its errors, so the cross-field rules are seen where the user meets them. The launch itself is answered with a
 * refusal, which the session panel shows; no session starts.
 */
function renderPanel() {
  const gateway = fakeGateway({
    'GET /agents/voices': {
      body: [
        { id: 'warm-en', language: 'en', scales_to_zero: false },
        { id: 'cold-uk', language: 'uk', scales_to_zero: true },
      ],
    },
    'POST /agents/launch': { status: 503, body: { detail: 'No agent capacity left' } },
  });
  vi.stubGlobal('fetch', gateway.fetch);
  render(
    <QueryClientProvider client={testQueryClient(() => new QueryClient())}>
      <AgentPanelPage setTheme={() => undefined} openProject={() => undefined} />
    </QueryClientProvider>,
  );
  return gateway;
}

const field = (name: string) => screen.getByRole('spinbutton', { name });
const launch = () => screen.getByRole('button', { name: 'Launch and connect' });

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

beforeEach(() => vi.stubGlobal('isSecureContext', true));

afterEach(() => {
  vi.unstubAllGlobals();
  useAgentSessionStore.setState(INITIAL_SESSION, true);
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('AgentLaunchForm', () => {
  it('wants the silence that ends a turn longer than the VAD stop, as the user types either', async () => {
    const user = userEvent.setup();
    renderPanel();
    const silence = field('User turn max silence (s)');
    expect(silence).not.toHaveAttribute('aria-invalid');

    await retype(user, field('VAD stop (s)'), '2');
    expect(silence).toHaveAttribute('aria-invalid', 'true');
    expect(silence).toHaveAccessibleDescription(/must be greater than vad_settings\.stop_secs \(2\)/);

    await retype(user, silence, '2.5');
    expect(silence).not.toHaveAttribute('aria-invalid');
    await retype(user, silence, '6');
    expect(silence).toHaveAccessibleDescription(/Must be more than 0 and at most 5/);
    await retype(user, silence, '3');
    await user.click(launch());
    expect(await screen.findByRole('alert')).toHaveTextContent('No agent capacity left');
  });

  it('asks for a prompt or a preset only once a launch is tried, and sends the kind chosen', async () => {
    const user = userEvent.setup();
    const gateway = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Preset' }));
    const preset = screen.getByRole('textbox', { name: 'Preset' });
    expect(preset).not.toHaveAttribute('aria-invalid');

    await user.click(launch());
    expect(preset).toHaveAttribute('aria-invalid', 'true');
    expect(preset).toHaveAccessibleDescription(/either system_prompt or preset is required/);
    expect(gateway.calls('POST', '/agents/launch')).toHaveLength(0);

    await user.type(preset, 'concierge');
    expect(preset).not.toHaveAttribute('aria-invalid');
    await user.click(launch());
    await screen.findByRole('alert');
    const sent = gateway.calls('POST', '/agents/launch')[0]!.body as Record<string, unknown>;
    expect(sent.preset).toBe('concierge');
    expect(sent).not.toHaveProperty('system_prompt');
  });

  it('checks the sampling parameters as JSON and warns of a voice that may start slowly', async () => {
    const user = userEvent.setup();
    const gateway = renderPanel();
    const sampling = screen.getByRole('textbox', { name: 'Voice sampling parameters' });
    await retype(user, sampling, '{{"top_p": ');
    expect(sampling).toHaveAccessibleDescription(/Not valid JSON/);
    await user.click(launch());
    expect(gateway.calls('POST', '/agents/launch')).toHaveLength(0);

    const voice = screen.getByRole('combobox', { name: 'Agent voice' });
    await screen.findByRole('option', { name: 'cold-uk (uk) · may start slowly' });
    await user.selectOptions(voice, 'warm-en');
    expect(screen.queryByText(/scales to zero when idle/)).not.toBeInTheDocument();
    await user.selectOptions(voice, 'cold-uk');
    expect(screen.getByText(/scales to zero when idle/)).toBeVisible();
  });

  it('cannot launch from a page that is not a secure context', () => {
    vi.stubGlobal('isSecureContext', false);
    renderPanel();
    expect(launch()).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('needs a secure page');
  });
});
