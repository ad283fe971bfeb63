# The production image: the built server and client on Node 24, talking to an external PostgreSQL (DATABASE_URL).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY tools/lint/package.json tools/lint/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY tools/lint/package.json tools/lint/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
# The geo engine's data, read at run time from its place beside the sources.
COPY --from=build /app/server/src/modules/geo/data server/src/modules/geo/data
COPY --from=build /app/client/dist client/dist
# The server reads the destination guides and testimonials from here at boot.
COPY content content
# Local state, listing photos included (unless PHOTO_S3_BUCKET is set): docker-compose.yml keeps it on a volume.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
