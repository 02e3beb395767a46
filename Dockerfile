# pii serve: the PII analysis interface on port 8080, like the reference container.
#   docker build -t pii .
#   docker run -p 8080:8080 -e PII_API_KEYS='k1=community;k2=community,professional' pii

# ---- build: compile TypeScript with the full dependency set
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

# ---- production dependencies only
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force

# ---- runtime
FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY bin ./bin
# models are baked in: nothing is downloaded at run time
COPY models ./models
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "bin/pii.js", "serve", "--port", "8080", "--host", "0.0.0.0"]
