# syntax=docker/dockerfile:1
# Voice Studio: the compiled proxy (and sandbox) on Node 20, and nginx with the built studio.
# Targets: `server` (the default, last stage) runs `node dist-server/start.mjs`; `static` is nginx with dist/.
# Not built in this repository's CI (no Docker on its machines): compose.yaml's topology is tested natively by
# scripts/production-topology.test.ts.

# Everything, to build: the SPA (with its .br/.gz copies) and the compiled servers.
FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source (about 2 minutes).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only (no tsx, Vite, esbuild or test tools).
FROM node:20-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

# nginx serving the built studio's assets (deploy/studio.conf.template, mounted by compose.yaml).
FROM nginx:1.27 AS static
RUN rm /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/studio

FROM node:20-slim AS server
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "dist-server/start.mjs"]
