/** One public voice with one default accent, as the gateway's catalogue lists it, for the order forms' tests. */
export const AURORA_ID = '22222222-2222-4222-8222-222222222221';
export const AURORA_ACCENT_ID = '33333333-3333-4333-8333-333333333331';

export const AURORA = {
  id: AURORA_ID,
  owner_id: AURORA_ID,
  name: 'Aurora',
  slug: 'aurora',
  visibility: 'public',
  gender: 'female',
  rating: 90,
  active: true,
  created_at: '2026-01-01T00:00:00Z',
  favorite: false,
  accents: [
    {
      id: AURORA_ACCENT_ID,
      is_default: true,
      native: true,
      info: { name: 'British', short_name: 'GB', locale: 'en-GB' },
      tiers: [],
    },
  ],
  narration_styles: [],
  tiers: [],
};
