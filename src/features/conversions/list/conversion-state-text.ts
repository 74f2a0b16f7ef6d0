import type { Recording } from '@contract/gateway/recordings';

/**
 * A conversion's state in a word, with the service's free-form stage beside a working one when it adds
 * something: "Converting (queued)", but "Converting", not "Converting (converting)".
 */
export function conversionStateText(conversion: Pick<Recording, 'state' | 'process_stage'>): string {
  if (conversion.state === 'done') return 'Done';
  if (conversion.state === 'error') return 'Failed';
  const stage = conversion.process_stage?.trim();
  return stage && !/^convert(ing)?$/i.test(stage) ? `Converting (${stage})` : 'Converting';
}
