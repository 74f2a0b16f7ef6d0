import { describe, expect, it } from 'vitest';
import type { ClientTool } from '../../contract/agents/launch';
import { argumentsFor, matchTool, personaOf, replyWithToolResult, type ToolCall } from './scripted-dialogue';

const booking: ClientTool = {
  function: {
    name: 'book_studio_session',
    description: 'Books a recording session',
    parameters: {
      type: 'object',
      properties: {
        room: { type: 'string', description: 'Room', enum: ['small booth', 'large hall'] },
        hours: { type: 'integer', description: 'Length' },
        rate: { type: 'number', description: 'Budget per hour' },
        engineer: { type: 'boolean', description: 'With an engineer' },
        city: { type: 'string', description: 'City' },
        tags: { type: 'array', description: 'Tags', items: { type: 'string' } },
        extras: { type: 'object', description: 'Extras' },
      },
      required: ['room', 'hours', 'city'],
    },
  },
};

/** Just enough of JSON Schema to check the script's arguments: required members, types, enums. */
function satisfies(schema: NonNullable<ClientTool['function']['parameters']>, args: Record<string, unknown>): boolean {
  const typeOf = (value: unknown) =>
    Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  const fits = (type: string, value: unknown) =>
    typeOf(value) === type || (type === 'number' && typeOf(value) === 'integer');
  return (
    (schema.required ?? []).every((name) => name in args) &&
    Object.entries(args).every(([name, value]) => {
      const property = schema.properties[name] as { type: string; enum?: unknown[] } | undefined;
      return property !== undefined && fits(property.type, value) && (!property.enum || property.enum.includes(value));
    })
  );
}

describe('scripted dialogue', () => {
  it('takes its persona from the prompt', () => {
    expect(personaOf('You are the Voice Studio concierge. Be brief.')).toBe('the Voice Studio concierge');
    expect(personaOf('You are a weather bot.')).toBe('a weather bot');
    expect(personaOf('You are Olena, the studio guide.')).toBe('Olena');
    expect(personaOf('Be brief.')).toBe('a sandbox assistant');
  });

  it('calls the tool the text names, with arguments that satisfy its schema', () => {
    const call = matchTool('Please book a large hall session in Lviv for 2.6 hours, no engineer', [booking]);
    expect(call?.tool).toBe(booking);
    expect(call!.arguments).toEqual({
      room: 'large hall',
      hours: 3,
      rate: 2.6,
      engineer: false,
      city: 'Lviv',
      tags: ['Lviv'],
      extras: {},
    });
    expect(satisfies(booking.function.parameters!, call!.arguments)).toBe(true);
    const vague = argumentsFor(booking, 'book something');
    expect(satisfies(booking.function.parameters!, vague)).toBe(true);
    expect(vague.room).toBe('small booth');
    expect(matchTool('What time is it?', [booking])).toBeNull();
  });

  it('answers a tool result in a sentence built from it, never its JSON', () => {
    const call = (name: string): ToolCall => ({ tool: { function: { name, description: name } }, arguments: {} });
    expect(replyWithToolResult({ tool: booking, arguments: {} }, { booked: true, booking_id: 'b-1' })).toBe(
      'Done: book studio session, booked yes.',
    );
    expect(
      replyWithToolResult(call('get_current_time'), {
        iso: '2026-11-25T20:58:00.000Z',
        local: 'Wednesday 25 November 2026 at 20:58',
        time_zone: 'Europe/Kyiv',
      }),
    ).toBe('It is Wednesday 25 November 2026 at 20:58, Europe/Kyiv time.');
    expect(replyWithToolResult(call('switch_theme'), { theme: 'dark' })).toBe(
      'Done: the studio is now in the dark theme.',
    );
    expect(replyWithToolResult(call('list_projects'), { count: 3, projects: ['Ads', 'Narration', 'Podcast'] })).toBe(
      'You have 3 projects: Ads, Narration and Podcast.',
    );
    expect(replyWithToolResult(call('list_projects'), { count: 0, projects: [] })).toBe('You have no projects yet.');
    expect(replyWithToolResult(call('open_project'), { error: 'No project is named "Zed"' })).toBe(
      'That did not work: No project is named "Zed".',
    );
    expect(replyWithToolResult(call('roll_dice'), 4)).toBe('Roll dice: 4.');
    expect(replyWithToolResult(call('ping'), null)).toBe('Done: ping.');
    for (const reply of [
      replyWithToolResult(call('x'), { a: { b: [1, 2] } }),
      replyWithToolResult(call('x'), { ok: true }),
    ])
      expect(reply).not.toMatch(/[{}"]/);
  });
});
