import { describe, expect, it } from 'vitest';
import { ApiKeyCreate, HealthResponse, LoginCreds, LoginResponse, Role, User } from './auth';

const uuid = '5f0c1b9e-1c1a-4c5e-9b7a-2f9d1c3e4a5b';
const user = {
  id: uuid,
  email: 'user@example.com',
  verified: true,
  username: 'u',
  roles: ['user'],
  groups: [{ id: uuid, name: 'g' }],
};

describe('auth', () => {
  it('reads users with the five roles and an open data object', () => {
    expect(Role.options).toEqual(['admin', 'prepaid', 'reviewer', 'user', 'techsmith']);
    expect(User.safeParse({ ...user, data: { t_level: 'gray' }, first_name: null }).success).toBe(true);
    expect(User.safeParse({ ...user, roles: ['owner'] }).success).toBe(false);
    const { username: _username, ...noUsername } = user;
    expect(User.safeParse(noUsername).success).toBe(false);
  });

  it('logs in with email and password; session_duration is an optional positive integer', () => {
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p' }).success).toBe(true);
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p', session_duration: 3600 }).success).toBe(true);
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p', session_duration: 0 }).success).toBe(false);
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p', session_duration: 1.5 }).success).toBe(false);
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p', session_duration: 30 * 24 * 3600 }).success).toBe(
      true,
    );
    expect(LoginCreds.safeParse({ email: 'a@b.c', password: 'p', session_duration: 30 * 24 * 3600 + 1 }).success).toBe(
      false,
    );
    expect(LoginCreds.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(LoginCreds.safeParse({ email: '', password: 'p' }).success).toBe(false);
  });

  it('reads the login response, health and api-key bodies', () => {
    expect(LoginResponse.safeParse({ user, csrf_token: 't' }).success).toBe(true);
    expect(LoginResponse.safeParse({ user }).success).toBe(false);
    expect(HealthResponse.parse({})).toEqual({ state: 'OK' });
    expect(ApiKeyCreate.safeParse({ expires_at: '2030-01-01T00:00:00Z' }).success).toBe(true);
    expect(ApiKeyCreate.safeParse({ expires_at: 'next year' }).success).toBe(false);
  });
});
