# syntax=docker/dockerfile:1.7
# The edge: serves both storefront apps and proxies /api. Build from the repository root:
#   docker build -f deploy/edge.Dockerfile -t gopharm-edge .

# --- build: install everything, build the two apps (with their .br/.gz twins) and the edge bundle
FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p edge desktop-web mobile-web

# --- runtime: production dependencies and build output only, as the unprivileged `node` user
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DIST_DIR=/app/dist/apps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/edge ./dist/apps/edge
COPY --from=build /src/dist/apps/desktop-web ./dist/apps/desktop-web
COPY --from=build /src/dist/apps/mobile-web ./dist/apps/mobile-web
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1's child under `init: true` (compose); the edge finishes open requests on SIGTERM. It runs
# one worker per core Node sees (EDGE_WORKERS sets it: match the container's CPU limit), each with a bounded heap
# and young generation, as in `npm start` (EDGE_NODE_ARGS in tools/scripts/server-settings.mjs; a test holds them
# equal).
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=8", "dist/apps/edge/main.mjs"]
