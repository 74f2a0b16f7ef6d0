/**
 * V8 flags the servers run with in production (`npm start`, the image), and in the tests and benches that start
 * them as a user would. A young generation of up to 64 MB per semi-space (V8's default on this machine is
 * 16 MB): every forwarded answer allocates its body and headers afresh, and a 97 kB list page at 50 connections
 * filled the default one so often that scavenges were much of the proxy's work: with it, 0.19–0.23 ms of proxy CPU
 * per cached list page and p99 30–34 ms, against 0.28–0.30 ms and 38–41 ms with V8's default, side by side in one
 * run (bench/results/gateway-lists.md; the first, cold page is no better). The space is taken only under such
 * load: the proxy's peak RSS while streaming was 178–210 MB, against 131–196 MB (bench/results/proxy-memory.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;
