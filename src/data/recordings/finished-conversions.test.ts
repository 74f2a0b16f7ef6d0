import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recording } from '../../../contract/gateway/recordings';
import { creditKeys } from '../credits/keys';
import { statisticsKeys } from '../statistics/keys';
import { watchFinishedConversions } from './finished-conversions';
import { recordingKeys } from './keys';

const conversion = (id: string, state: Recording['state']) => ({ id, type: 'converted', state }) as Recording;
const list = (...rows: Recording[]) => ({ list: rows, pagination: { count: rows.length, limit: 200, offset: 0 } });

describe('finished-conversions', () => {
  const client = new QueryClient();
  let stop = () => {};
  afterEach(() => {
    stop();
    client.clear();
  });

  /** Seeds the balance and the statistics as fresh, then tells whether the watcher made them stale. */
  async function staleAfter(answers: unknown[], key: readonly unknown[] = recordingKeys.conversions('o')) {
    client.setQueryData(creditKeys.balance(), { credits: 10, initial_credits: 100 });
    client.setQueryData(statisticsKeys.account(), { total: 0 });
    stop = watchFinishedConversions(client);
    for (const answer of answers) await client.fetchQuery({ queryKey: key, queryFn: () => answer, staleTime: 0 });
    return {
      credits: client.getQueryState(creditKeys.balance())?.isInvalidated,
      statistics: client.getQueryState(statisticsKeys.account())?.isInvalidated,
    };
  }

  it('re-reads the balance and the statistics when a conversion it saw working is done', async () => {
    expect(await staleAfter([list(conversion('c', 'processing')), list(conversion('c', 'done'))])).toEqual({ credits: true, statistics: true });
  });

  it('counts a failure as finished too, in a single record as in a list', async () => {
    expect(await staleAfter([conversion('c', 'processing'), conversion('c', 'error')], recordingKeys.detail('c'))).toEqual({ credits: true, statistics: true });
  });

  it('leaves them alone while conversions work, and for ones that were final when first seen', async () => {
    expect(await staleAfter([list(conversion('c', 'processing')), list(conversion('c', 'postprocessing'), conversion('d', 'done'))])).toEqual({
      credits: false,
      statistics: false,
    });
  });

  it('ignores originals being made', async () => {
    const original = (state: Recording['state']) => ({ id: 'o', type: 'original', state }) as Recording;
    expect(await staleAfter([list(original('processing')), list(original('done'))], recordingKeys.originalsPage('f', 'desc', 0))).toEqual({
      credits: false,
      statistics: false,
    });
  });
});
