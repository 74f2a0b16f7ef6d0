import { CREDITS_PER_SECOND, CREDITS_SPENT } from '@contract/gateway/pricing';

const WHEN: Record<typeof CREDITS_SPENT, string> = {
  'when-a-conversion-finishes':
    'spent as each conversion finishes (placing an order only reserves them; a failed conversion costs nothing)',
};

/** The studio's one sentence on what an order costs and when it is paid, from the gateway's pricing rule. */
export const creditsRule = (): string =>
  `An order costs ${CREDITS_PER_SECOND} credit per second of the original for each voice, ${WHEN[CREDITS_SPENT]}.`;
