/** One root for the account: the signed-in user's profile (POST /api/auth). */
export const accountKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
};
