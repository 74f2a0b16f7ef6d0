import type { FastifyInstance } from 'fastify';
import { findUser } from '../store/user-repository';
import { callerOf } from './auth-hook';

/** GET /api/credits from the account's balance (conversions spend it by converted seconds). */
export async function creditRoutes(scope: FastifyInstance): Promise<void> {
  const { db } = scope;
  scope.get('/api/credits', async (request) => {
    const user = findUser(db, callerOf(request).userId)!;
    return { credits: Math.round(user.credits * 100) / 100, initial_credits: user.initial_credits };
  });
}
