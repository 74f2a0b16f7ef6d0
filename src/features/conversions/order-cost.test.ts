import { describe, expect, it } from 'vitest';
import { conversionPrice } from '@contract/gateway/pricing';
import { batchOrderCost, orderCost } from './order-cost';

describe('order cost', () => {
  it('charges the original’s seconds once per voice and says whether the balance covers it', () => {
    expect(orderCost(12.3, 3, 100, 0)).toEqual({ cost: 36.9, enough: true });
    expect(orderCost(3.1, 2, 6.2, 0)).toEqual({ cost: 6.2, enough: true });
    expect(orderCost(60, 2, 100, 0)).toEqual({ cost: 120, enough: false });
    expect(orderCost(60, 0, 0, 0)).toEqual({ cost: 0, enough: true });
  });

  it('a batch costs the sum of its originals’ orders, each billed to the hundredth of a second', () => {
    const seconds = [1.043, 2.044, 3.041];
    const sum = seconds.reduce((total, each) => total + conversionPrice(each, 2), 0);
    // Billed 1.04 + 2.04 + 3.04 = 6.12 s; × 2 voices = 12.24 credits, which is what the balance loses.
    expect(batchOrderCost(seconds, 2, 100, 0)).toEqual({ cost: 12.24, seconds: 6.12, enough: true });
    expect(Math.round(sum * 100) / 100).toBe(12.24);
    expect(batchOrderCost(seconds, 2, 12.2, 0).enough).toBe(false);
    expect(batchOrderCost([], 3, 0, 0)).toEqual({ cost: 0, seconds: 0, enough: true });
  });

  it('leaves room for the credits running conversions have reserved, unrounded as the gateway counts them', () => {
    expect(orderCost(60, 1, 100, 30)).toEqual({ cost: 60, enough: true });
    expect(orderCost(60, 1, 100, 40.05)).toEqual({ cost: 60, enough: false });
    expect(batchOrderCost([20, 20], 1, 100, 60.01).enough).toBe(false);
    // 10.04 credits do not fit in 10: the studio says what the gateway will answer.
    expect(orderCost(10.041, 1, 10, 0)).toEqual({ cost: 10.04, enough: false });
  });
});
