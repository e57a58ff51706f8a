# syntax=docker/dockerfile:1
# Affiliate Autopilot's image: the production install CI checks (scripts/production-check.sh), built
# the way CI builds it. Every RUN below is a command CI runs outside containers on each change:
#   build stage    npm ci · npm run build:deploy        (.ci/run: npm ci, then npm run build:deploy)
#   runtime stage  npm ci --omit=dev --ignore-scripts   (scripts/production-check.sh, in dist/)
# The image itself is not built in CI: building it needs the container registry for the base image,
# which the CI machine cannot reach (docs/deploy.md).
#
#   docker build -t affiliate-autopilot .
#   docker run --env-file .env -p 3000:3000 affiliate-autopilot                 (API and workers)
#   docker run --env-file .env affiliate-autopilot --role=worker                (compose.yaml: the split)

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The lockfile and every workspace's manifest first: the install layer is reused while they hold.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/offline-writer/package.json packages/offline-writer/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The root's postinstall (one line on which Node runs the product).
COPY scripts/install-note.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# dist/: production code only (no sandboxes, no offline writer, no tests), the pruned lockfile.
RUN npm run build:deploy

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /src/dist/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
USER node
EXPOSE 3000
# Readiness of an API process (a worker has no HTTP port: compose.yaml checks its metrics port).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child-free process: SIGTERM reaches the server (a clean stop within 30 s).
ENTRYPOINT ["node", "apps/server/src/main.ts"]
CMD ["--role=all"]
