import { useShallow } from 'zustand/react/shallow';
import { useAgentSessionStore } from '@/features/agent-panel/session/agent-session-store';
import { EventLog } from './EventLog';
import { LatencySummary } from './LatencySummary';
import { ToolCallLog } from './ToolCallLog';
import { TranscriptView } from './TranscriptView';

/**
 * What a session has said and done: transcript, per-turn latency, tool calls and the event log. It subscribes to
 * these four alone, so the many events of a live session re-render this column and not the launch form beside it
 * (which cost the bot's first audio about 150 ms in bench/realtime-latency, measured in the page).
 */
export function SessionRecord() {
  const { transcript, turns, toolCalls, events } = useAgentSessionStore(
    useShallow((state) => ({
      transcript: state.transcript,
      turns: state.turns,
      toolCalls: state.toolCalls,
      events: state.events,
    })),
  );
  return (
    <>
      <TranscriptView lines={transcript} />
      <LatencySummary turns={turns} />
      <ToolCallLog calls={toolCalls} />
      <EventLog events={events} />
    </>
  );
}
