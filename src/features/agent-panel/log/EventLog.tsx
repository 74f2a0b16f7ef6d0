import { Download } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { TextField } from '@/components/ui/TextField';
import { saveBlob } from '@/lib/browser/save-blob';
import type { EventEntry } from '@/features/agent-panel/session/agent-session-store';

/**
 * One entry, rendered once (entries never change). The log re-renders on every event, in the same task as the
 * agent's message; rebuilding and re-serialising a long session's thousand rows each time kept the bot's next
 * audio frame waiting 20–30 ms per message (bench/results/realtime-latency.md).
 */
const EventRow = memo(function EventRow({ event }: { event: EventEntry }) {
  return (
    <li className="break-all">
      <span className="text-ink-muted">{(event.atMs / 1000).toFixed(2)}s</span> {event.type}
      {event.data !== undefined ? ` ${JSON.stringify(event.data).slice(0, 300)}` : ''}
    </li>
  );
});

/** Each entry's text as the filter reads it, made once per entry (entries never change), not once per event per entry. */
const searchTexts = new WeakMap<EventEntry, string>();
function searchTextOf(event: EventEntry): string {
  let text = searchTexts.get(event);
  if (text === undefined) {
    text = `${event.type} ${JSON.stringify(event.data ?? '')}`.toLowerCase();
    searchTexts.set(event, text);
  }
  return text;
}

/** The session's events (pipecat's RTVI events and the panel's own), filterable by name or content, exportable as JSON. */
export function EventLog({ events }: { events: EventEntry[] }) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? events.filter((event) => searchTextOf(event).includes(needle)) : events;
  return (
    <section aria-labelledby="event-log-heading" className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <h3 id="event-log-heading" className="mr-auto text-body font-semibold">
          Event log
        </h3>
        <TextField
          label="Filter events"
          hideLabel
          compact
          type="search"
          value={filter}
          onChange={setFilter}
          placeholder="Filter events"
        />
        <Button
          variant="secondary"
          disabled={shown.length === 0}
          onClick={() =>
            saveBlob(
              new Blob([JSON.stringify(shown, null, 2)], { type: 'application/json' }),
              `agent-events-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
            )
          }
        >
          <Download aria-hidden size={16} /> Export JSON
        </Button>
      </div>
      <ScrollRegion label="Events" className="max-h-64 rounded-lg border border-line p-2 font-mono text-caption">
        <ol data-testid="event-log">
          {shown.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ol>
      </ScrollRegion>
      <p className="text-caption text-ink-muted">
        {shown.length} of {events.length} events
      </p>
    </section>
  );
}
