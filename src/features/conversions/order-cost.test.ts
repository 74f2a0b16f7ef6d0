import { describe, expect, it } from 'vitest';
import { orderCost } from './order-cost';

describe('order cost', () => {
  it('charges the original’s seconds once per voice and says whether the balance covers it', () => {
    expect(orderCost(12.3, 3, 100)).toEqual({ cost: 36.9, enough: true });
    expect(orderCost(3.1, 2, 6.2)).toEqual({ cost: 6.2, enough: true });
    expect(orderCost(60, 2, 100)).toEqual({ cost: 120, enough: false });
    expect(orderCost(60, 0, 0)).toEqual({ cost: 0, enough: true });
  });
});
