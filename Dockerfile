# syntax=docker/dockerfile:1
# Multi-stage build: compile with dev dependencies, ship production dependencies only.
# Default command: the API. Worker: `docker run … node dist/worker.js` (or `npm run worker:prod`);
# the operator CLI: `docker run --rm … node dist/cli.js <command>`. compose.yaml runs the usual
# stack (API, worker, MariaDB, Redis) from this image; docs/operations.md tells the rest.

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# Read at start beside dist/ (the OpenAPI document's success examples).
COPY --chown=node:node generated ./generated
RUN mkdir -p /app/data && chown node:node /app/data
# The embedded SQLite file (SQLITE_PATH, data/app.sqlite) lives here: mount a named volume on it
# (`docker run -v event-orders-data:/app/data …`), or the data goes with the container. Unused on
# MySQL/MariaDB. In production mode (the default here) there is no demo account: the first start
# logs the command that makes the first one.
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly, not through npm: `docker stop` sends SIGTERM to node itself (graceful shutdown, exit 0).
CMD ["node", "dist/main.js"]
