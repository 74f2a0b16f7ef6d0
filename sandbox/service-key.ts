/**
 * The key the sandbox's TTS and agents APIs accept (sandbox/README.md). It lives on the server side only: the proxy
 * injects it, and the browser never sees it.
 */
export const SANDBOX_SERVICE_KEY = 'sandbox-service-key';
