# syntax=docker/dockerfile:1
# Perkdesk in one image: the compiled server bundle, the two built web apps it serves, and only the
# server's production dependencies. Build from the repository root: docker build -t perkdesk .

ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's package.json: npm ci checks them all against the lockfile.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/storefront/package.json apps/storefront/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY tools/package.json tools/

# The web apps (with their .br/.gz twins) and apps/server/dist/main.js.
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node tools/build-server.mjs

# What the bundle leaves outside itself: the server's dependencies, without dev ones. Installed on
# the runtime's own platform, so argon2's and sharp's native binaries match it.
FROM manifests AS server-deps
RUN npm ci --omit=dev --workspace @perkdesk/server --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=server-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
# The migrations are read from beside the bundle at start (apps/server/drizzle).
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/storefront/dist ./apps/storefront/dist
# DATA_DIR holds the embedded database and uploads when no DATABASE_URL or S3_BUCKET is given.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# Readiness, not mere liveness: an instance whose database does not answer is reported unhealthy.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (main.ts: stop accepting, finish requests, close the pool).
# No --enable-source-maps: reading the bundle's maps slows the start; NODE_OPTIONS can add it.
CMD ["node", "apps/server/dist/main.js"]
