// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventEntry } from '@/features/agent-panel/session/agent-session-store';
import { EventLog } from './EventLog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entries = (count: number): EventEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    atMs: index * 40,
    type: 'bot-llm-text',
    data: { text: `word ${index}` },
  }));

describe('EventLog', () => {
  it('renders a new event without rebuilding the rows already shown: a long session stays as cheap per event as a short one', () => {
    const log = entries(1001);
    const { rerender } = render(<EventLog events={log.slice(0, 1000)} />);
    const serialised = vi.spyOn(JSON, 'stringify');
    rerender(<EventLog events={log} />);
    expect(serialised).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('event-log').children).toHaveLength(1001);
    expect(screen.getByTestId('event-log').lastElementChild!.textContent).toBe(
      '40.00s bot-llm-text {"text":"word 1000"}',
    );
  });

  it('filters a long log without reading every entry again on each new event', () => {
    const log = entries(1001);
    const { rerender } = render(<EventLog events={log.slice(0, 1000)} />);
    fireEvent.change(screen.getByPlaceholderText('Filter events'), { target: { value: 'word 99' } });
    expect(screen.getByTestId('event-log').children).toHaveLength(11); // word 99 and word 990–999
    const serialised = vi.spyOn(JSON, 'stringify');
    rerender(<EventLog events={log} />);
    expect(serialised.mock.calls.length).toBeLessThanOrEqual(2);
    expect(screen.getByTestId('event-log').children).toHaveLength(11);
  });
});
