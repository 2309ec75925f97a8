# Gloss's container image: `docker build -t gloss .` then
#   docker run -p 6900:6900 -v gloss-data:/data gloss
# The first start creates the owner account and prints its credentials in the log (`docker logs`).
#
# BASE is any Debian-family image with Node.js 20+ and npm on PATH. Where no registry is reachable, build one
# locally (scripts/container-test.sh does: debootstrap + Node) and pass --build-arg BASE=localhost/gloss-base.
ARG BASE=node:20-bookworm-slim

# ---- build: every dependency (dev included), then the contract, server and web app compiled to dist/ --------
FROM ${BASE} AS build
# better-sqlite3 compiles SQLite when no prebuilt binary for this Node and libc can be fetched: that needs
# python3, make and a C++ compiler (the slim images have none).
RUN if ! (command -v python3 && command -v make && command -v g++) >/dev/null; then \
      apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*; \
    fi
WORKDIR /app
# The manifests first, so a change to the sources does not reinstall (npm ci needs every workspace's manifest).
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY hub-stand-in/package.json hub-stand-in/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY compat/package.json compat/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
# The layers from here on change with every edit of the sources; the label lets a cleanup find stale ones.
LABEL org.opencontainers.image.title=Gloss
COPY . .
RUN npm run build

# ---- runtime-deps: production dependencies of the two workspaces the server runs from ------------------------
FROM ${BASE} AS runtime-deps
LABEL org.opencontainers.image.title=Gloss
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/contract/package.json contract/
COPY --from=build /app/hub-stand-in/package.json hub-stand-in/
COPY --from=build /app/server/package.json server/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/compat/package.json compat/
COPY --from=build /app/bench/package.json bench/
# --ignore-scripts: the one install script that matters, better-sqlite3's compile, already ran in the build
# stage on this same base; its binary is copied below rather than compiled a second time (two minutes).
# usearch loads its prebuilt binary for linux-x64 at run time; @node-rs/argon2 comes as a platform package.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace=server --workspace=contract \
 && rm -f node_modules/@gloss/hub-stand-in \
 && npm cache clean --force
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node node_modules/better-sqlite3/build/Release/

# ---- run: the compiled server, contract and web app, production dependencies only ----------------------------
FROM ${BASE}
LABEL org.opencontainers.image.title=Gloss \
      org.opencontainers.image.description="Gloss: a self-hosted data-annotation platform that speaks Argilla 2.x's HTTP API"
# /data/uploads exists in the image so a volume mounted there (deploy/compose.yaml shares one between
# instances) starts owned by the server's user, as a volume at /data does.
# Spaces on Hugging Face run their container as uid 1000; the same uid here keeps /data writable there and lets
# an image-derived Space need no chown. The node images already have uid 1000 ("node"); a bare base gets "gloss".
RUN getent passwd 1000 >/dev/null || useradd --uid 1000 --user-group --no-create-home --home-dir /app gloss; \
    mkdir -p /data/uploads && chown -R 1000:1000 /data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/contract/package.json contract/
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=runtime-deps /app/server/node_modules server/node_modules
COPY --from=build /app/web/dist web/dist

# GLIBC_TUNABLES: the allocator settings `npm start` gives the server (scripts/server-environment.mjs): glibc
# reads them once, at process start, so they must be in the environment, not set by the server itself.
ENV NODE_ENV=production \
    GLOSS_DATA_DIR=/data \
    GLOSS_HOST=0.0.0.0 \
    GLOSS_PORT=6900 \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2
VOLUME /data
EXPOSE 6900
USER 1000:1000
# Node's fetch, since the image has no curl. /api/v1/status answers without credentials.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.GLOSS_PORT || 6900) + '/api/v1/status').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1: the server handles SIGTERM and SIGINT itself (stops taking requests, lets those in flight
# finish, hands running jobs back, closes the database), so `docker stop` ends it cleanly without an init.
# It starts no child processes, so there are no zombies to reap; `docker run --init` adds tini if wanted.
CMD ["node", "server/dist/main.js"]
