/**
 * The gateway operations that carry no credentials (api-facts §1.1), keyed by the route pattern Fastify
 * matched. The one list read by the sign-in hook and the OpenAPI document, so they cannot disagree.
 */
/** The gateway's health check: never rate-limited, so a noisy address cannot make the service look down. */
export const HEALTH_ROUTE = '/api/healtz';

/** Sign-in by email and password: its failures are counted per account as well as per address. */
export const LOGIN_ROUTE = '/api/login';

export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([HEALTH_ROUTE, LOGIN_ROUTE]);

/**
 * Whether a registered route belongs to the gateway (authenticated and rate-limited). Decided from the route's
 * pattern, never from the raw request target: `/%61pi/models` matches the `/api/models` route but does not start
 * with `/api/`.
 */
export const isGatewayRoute = (routeUrl: string | undefined): routeUrl is string =>
  routeUrl !== undefined && (routeUrl.startsWith('/api/') || routeUrl.startsWith('/storage/'));
