import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie's name; it is sent only to the sign-in route. */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** How long a device stays known after its last sign-in. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 3600;
/** Accounts one browser is remembered for (a shared computer); the oldest goes first. */
const ACCOUNTS_PER_DEVICE = 5;
const TOKEN = /^(\d{1,12})\.([\w-]{22})$/;

/** The sign-in's account as the limits count it: the e-mail as the gateway matches it, digested to a short key. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * The "known device" cookie: set by each successful sign-in, it proves that this browser signed in to an account
 * before, so the account's failed-sign-in limit (which a stranger can fill from anywhere) does not refuse it.
 * The value is up to five tokens `<issued at, s>.<HMAC>` joined by `~`, one per account; the HMAC covers the
 * account key and the time with the sandbox's own secret, so the cookie names no account and cannot be forged
 * or moved to another account.
 */
export class KnownDevices {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the cookie holds an unexpired token for the account of `email`. */
  recognises(cookie: string | undefined, email: string): boolean {
    const account = accountKeyOf(email);
    return this.tokens(cookie).some((token) => this.proves(token, account));
  }

  /** The cookie's value once `email` has signed in: a fresh token for it first, then the other accounts' tokens. */
  afterSignIn(cookie: string | undefined, email: string): string {
    const account = accountKeyOf(email);
    const issued = String(Math.floor(this.now() / 1000));
    const others = this.tokens(cookie).filter((token) => !this.proves(token, account));
    return [`${issued}.${this.mac(account, issued)}`, ...others].slice(0, ACCOUNTS_PER_DEVICE).join('~');
  }

  /** The well-formed, unexpired tokens, at most as many as a device keeps. */
  private tokens(cookie: string | undefined): string[] {
    const nowSeconds = this.now() / 1000;
    return (cookie ?? '').split('~', ACCOUNTS_PER_DEVICE).filter((token) => {
      const issued = TOKEN.exec(token)?.[1];
      return issued !== undefined && nowSeconds - Number(issued) < KNOWN_DEVICE_SECONDS;
    });
  }

  private proves(token: string, account: string): boolean {
    const [issued = '', mac = ''] = token.split('.');
    return timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(account, issued)));
  }

  private mac(account: string, issued: string): string {
    return createHmac('sha256', this.secret).update(`${account}.${issued}`).digest('base64url').slice(0, 22);
  }
}
