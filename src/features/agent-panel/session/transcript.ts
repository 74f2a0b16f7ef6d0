/**
 * One line of the live transcript. A bot line keeps what was already spoken apart from what is still to come; a
 * user line knows whether its reply has begun (`answered`), so that replies land under the turns they answer.
 */
export type TranscriptLine =
  | { id: number; role: 'user'; text: string; final: boolean; answered: boolean }
  | { id: number; role: 'bot'; segmentId: number | null; spoken: string; unspoken: string; voiced: boolean };

export type UserTranscriptData = { text: string; final: boolean };
export type BotOutputData = {
  text: string;
  segment_id?: number;
  will_be_spoken?: boolean;
  spoken_status?: 'new' | 'in-progress' | 'completed';
  spoken_progress?: { accumulated_text: string; remaining_text: string };
};

let nextId = 1;

/**
 * A user's partial text replaces the partial before it; a final one closes the line. `expectsReply` false is a
 * typed note the agent keeps for later (run_immediately off): no reply will come for it, so none waits for it.
 */
export function addUserTranscript(
  lines: readonly TranscriptLine[],
  data: UserTranscriptData,
  expectsReply = true,
): TranscriptLine[] {
  const last = lines.at(-1);
  if (last?.role === 'user' && !last.final)
    return [...lines.slice(0, -1), { ...last, text: data.text, final: data.final }];
  return [...lines, { id: nextId++, role: 'user', text: data.text, final: data.final, answered: !expectsReply }];
}

/**
 * A reply begins (the agent's LLM started): it answers the oldest finished user turn not yet answered. The agent
 * answers turns one after another, so a typed turn sent while a spoken one waits keeps its place in the queue.
 */
export function beginReply(lines: readonly TranscriptLine[]): TranscriptLine[] {
  const index = lines.findIndex((line) => line.role === 'user' && line.final && !line.answered);
  return index < 0 ? [...lines] : lines.map((line, i) => (i === index ? { ...line, answered: true } : line));
}

/** A new bot line goes before the first user turn still waiting for its reply: under the turn it answers. */
function withBotLine(lines: readonly TranscriptLine[], line: TranscriptLine): TranscriptLine[] {
  const waiting = lines.findIndex((candidate) => candidate.role === 'user' && !candidate.answered);
  return waiting < 0 ? [...lines, line] : [...lines.slice(0, waiting), line, ...lines.slice(waiting)];
}

/**
 * Bot output (RTVI 2.x `bot-output`): "new" opens a segment with all of it still to speak, "in-progress" and
 * "completed" move text from unspoken to spoken; text that will not be spoken is shown whole. A progress event
 * without its "new" (which pipecat's React wiring drops) still shows, so no reply goes missing.
 */
export function addBotOutput(lines: readonly TranscriptLine[], data: BotOutputData): TranscriptLine[] {
  if (data.will_be_spoken === false)
    return withBotLine(lines, {
      id: nextId++,
      role: 'bot',
      segmentId: data.segment_id ?? null,
      spoken: data.text,
      unspoken: '',
      voiced: false,
    });
  const spoken = data.spoken_progress?.accumulated_text ?? (data.spoken_status === 'completed' ? data.text : '');
  const unspoken = data.spoken_progress?.remaining_text ?? (data.spoken_status === 'completed' ? '' : data.text);
  const index =
    data.segment_id === undefined
      ? -1
      : lines.findIndex((line) => line.role === 'bot' && line.segmentId === data.segment_id);
  if (index >= 0 && data.spoken_status !== 'new')
    return lines.map((line, i) => (i === index ? { ...line, spoken, unspoken } : line));
  return withBotLine(lines, {
    id: nextId++,
    role: 'bot',
    segmentId: data.segment_id ?? null,
    spoken,
    unspoken,
    voiced: true,
  });
}
