import { conversionPrice } from '../../../contract/gateway/pricing';

/** Credits an order will spend (seconds of the original × voices), rounded as shown, against the balance. */
export function orderCost(originalSeconds: number, voices: number, balance: number): { cost: number; enough: boolean } {
  const cost = Math.round(conversionPrice(originalSeconds, voices) * 10) / 10;
  return { cost, enough: cost <= balance };
}
