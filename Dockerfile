# One image for the API and the transcoding worker (docker-compose.yml picks the command).
# Build: docker build -t selam-academy .

# 1. Dependencies, from the lockfile only (cached until it changes).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY transcoder/package.json transcoder/
COPY pwa/package.json pwa/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund

# 2. The web app's production build.
FROM deps AS build
COPY . .
RUN npm run build

# 3. What runs: Debian's ffmpeg (not the npm-shipped 4.1), the sources (run by tsx), the built PWA.
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    FFMPEG_PATH=/usr/bin/ffmpeg \
    FFPROBE_PATH=/usr/bin/ffprobe \
    DATA_DIR=/data \
    PORT=8080
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/shared shared
COPY --from=build /app/api api
COPY --from=build /app/transcoder transcoder
COPY --from=build /app/pwa/package.json pwa/package.json
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data && chown node:node /data
# The image's unprivileged user: nothing here needs root.
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "api/src/main.ts"]
