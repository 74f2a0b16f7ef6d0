import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { STUDIO_TOOLS } from './launch/studio-tool-definitions';
import { useAgentVoices } from '@/data/agents/voices-query';
import { useLaunchAgentMutation } from '@/data/agents/launch-mutation';
import { projectsQueryOptions } from '@/data/projects/projects-query';
import { sessionLaunchFailed, sessionLaunching, startAgentSession } from './session/agent-session';
import { useAgentSessionStore } from './session/agent-session-store';
import { AgentLaunchForm, LaunchButton } from './launch/AgentLaunchForm';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Disclosure } from '@/components/ui/Disclosure';
import { useMediaQuery, WIDE_QUERY } from '@/lib/browser/use-media-query';
import { SecureContextNotice } from '@/components/ui/SecureContextNotice';
import { buildLaunchRequest, DEFAULT_LAUNCH_FORM, type LaunchForm } from './launch/launch-form';
import { LaunchPresets } from './launch/LaunchPresets';
import { SessionPanel } from './session/SessionPanel';
import type { ThemeMode } from '@/components/theme/theme-store';
import { studioToolHandlers, type ProjectRef, type ToolHandler } from './session/studio-tool-handlers';
import { SessionRecord } from './log/SessionRecord';

/** The projects the ready tools know: the first hundred by name (the documented page maximum). */
const PROJECTS_BY_NAME = { sort: 'name', direction: 'asc', limit: 100, offset: 0 } as const;

type Props = {
  /** The studio's theme switch (the "switch the theme" tool). */
  setTheme: (mode: ThemeMode) => void;
  /** Opens a project's page (the "open a project" tool); the session carries on meanwhile. */
  openProject: (project: ProjectRef) => void;
};

/** Handlers of the tools a launch declares: the ready tools, and the user's tools answering as configured. */
function toolHandlers(form: LaunchForm, studio: Record<string, ToolHandler>): Map<string, ToolHandler> {
  const handlers = new Map<string, ToolHandler>(form.studioTools.map((name) => [name, studio[name]!]));
  for (const draft of form.customTools) {
    const name = draft.name.trim();
    handlers.set(name, async () => {
      if (draft.behaviour === 'throw') throw new Error(`${name} failed on purpose (its handler throws)`);
      return JSON.parse(draft.result || 'null') as unknown;
    });
  }
  return handlers;
}

/**
 * The voice-agent panel: a launch form (through the proxy's /agents key route; no key in the browser), the
 * live session per docs/service-api.md#the-agents-wire-protocol, and what it shows: transcript, tool calls, latency and
 * the event log.
 */
export function AgentPanelPage({ setTheme, openProject }: Props) {
  const queryClient = useQueryClient();
  const voices = useAgentVoices();
  // The session panel shows a failed launch (the sandbox's room explanation among them).
  const launch = useLaunchAgentMutation({ handlesError: true });
  // The phase only: the session's events arrive many times a second and must not re-render the launch form.
  const phase = useAgentSessionStore((state) => state.phase);
  const [form, setForm] = useState<LaunchForm>(DEFAULT_LAUNCH_FORM);
  const [attempted, setAttempted] = useState(false);
  const [joinMuted, setJoinMuted] = useState(false);
  const studioTools = form.studioTools.map((name) => STUDIO_TOOLS[name]);
  const { request, errors } = buildLaunchRequest(form, studioTools);
  const shownErrors = attempted
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([path]) => path !== 'system_prompt' && path !== 'preset'));
  const busy = phase === 'launching' || phase === 'connecting';
  const wide = useMediaQuery(WIDE_QUERY);
  const formId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);

  async function launchAndConnect() {
    setAttempted(true);
    if (!request) {
      setSettingsOpen(true);
      return;
    }
    sessionLaunching();
    try {
      const answer = await launch.mutateAsync(request);
      const handlers = toolHandlers(
        form,
        studioToolHandlers({
          setTheme,
          openProject,
          listProjects: async () =>
            (await queryClient.fetchQuery(projectsQueryOptions(PROJECTS_BY_NAME))).list.map(({ name, url }) => ({
              name,
              url,
            })),
        }),
      );
      await startAgentSession({ answer, handlers, micEnabled: !joinMuted });
    } catch (error) {
      sessionLaunchFailed(error);
    }
  }

  // On a phone Launch comes first, with the settings folded under it (a failed check unfolds them).
  const settings = (
    <>
      <LaunchPresets form={form} onLoad={setForm} />
      <AgentLaunchForm
        id={wide ? undefined : formId}
        form={form}
        onChange={setForm}
        errors={shownErrors}
        voices={voices.data}
        voicesError={voices.error ? `The agent voices could not be loaded: ${voices.error.message}` : null}
        launching={busy}
        blocked={!window.isSecureContext}
        onLaunch={() => void launchAndConnect()}
      />
    </>
  );
  const joinMutedField = (
    <CheckboxField label="Join with the microphone muted" center checked={joinMuted} onChange={setJoinMuted} />
  );

  return (
    <div className="space-y-stack">
      <header>
        <h1 className="text-title font-semibold">Voice agent</h1>
        <p className="text-body text-ink-muted">Launch a conversational agent and talk to it, by voice or by typing.</p>
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-stack">
          <SecureContextNotice feature="Talking to an agent (microphone and audio worklet)" />
          {wide ? (
            <>
              {settings}
              {joinMutedField}
            </>
          ) : (
            <>
              <LaunchButton form={formId} launching={busy} blocked={!window.isSecureContext} />
              {joinMutedField}
              <Disclosure title="Launch settings" open={settingsOpen} onOpenChange={setSettingsOpen}>
                {settings}
              </Disclosure>
            </>
          )}
        </div>
        <div className="min-w-0 space-y-section">
          <SessionPanel />
          <SessionRecord />
        </div>
      </div>
    </div>
  );
}
