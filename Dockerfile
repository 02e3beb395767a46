# pii serve: the PII analysis interface on port 8080, like the reference container.
#   docker build -t pii .
#   docker run -p 8080:8080 -e PII_API_KEYS='k1=community;k2=community,professional' pii

# `npm ci --ignore-scripts`: the only install script in the tree is onnxruntime-node's postinstall,
# which would fetch CUDA libraries from nuget.org; its CPU runtime ships in its npm package. (The
# package's own preinstall, scripts/install/ort-cpu-only.cjs, is for installs of the published package.)

# ---- build: compile TypeScript with the full dependency set
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build

# ---- production dependencies only
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
# onnxruntime-node ships runtimes for every platform (288 MB); the image needs only its own (~47 MB)
RUN keep="$(node -p 'process.platform + "/" + process.arch')" && \
    cd node_modules/onnxruntime-node/bin/napi-v6 && test -f "$keep/onnxruntime_binding.node" && \
    for d in */*; do [ "$d" = "$keep" ] || rm -rf "$d"; done

# ---- runtime
FROM node:20-slim
ENV NODE_ENV=production
# onnxruntime telemetry off for every process in the image (bin/pii.js sets it too)
ENV ORT_DISABLE_TELEMETRY=1
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
