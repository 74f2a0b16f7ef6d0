/** One root for /api/credits: the account's balance. */
export const creditKeys = {
  all: ['credits'] as const,
  balance: () => [...creditKeys.all, 'balance'] as const,
  reserved: () => [...creditKeys.all, 'reserved'] as const,
};
