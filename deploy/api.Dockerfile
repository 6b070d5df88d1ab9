# syntax=docker/dockerfile:1.7
# The reference API on node:sqlite. Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t gopharm-api .

# --- build: install everything and bundle the API with esbuild
FROM node:24-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run api:build

# --- runtime: production dependencies and the bundle only, as the unprivileged `node` user
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production API_PORT=3001 API_HOST=0.0.0.0 DATABASE_FILE=/data/gopharm.sqlite
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/apps/api ./dist/apps/api
# The database lives on a volume; the directory must belong to the user the API runs as.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/v1/categories').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/apps/api/main.mjs"]
