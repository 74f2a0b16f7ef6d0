import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/database';
import { findUser } from '../store/user-repository';
import { callerOf } from './auth-hook';

/** GET /api/credits from the account's balance (conversions spend it by converted seconds). */
export function creditRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/credits', async (request) => {
    const user = findUser(db, callerOf(request).userId)!;
    return { credits: Math.round(user.credits * 100) / 100, initial_credits: user.initial_credits };
  });
}
