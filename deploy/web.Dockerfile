# syntax=docker/dockerfile:1
# The web app, built once and served by nginx, which also proxies /graphql and /covers to the
# BFF replicas. Build from the repository root: docker build -f deploy/web.Dockerfile .
# deploy/nginx.conf is the server the one-machine cluster runs too; compose's own part of it (port,
# root, where the BFF replicas are) is deploy/compose/environment.conf.
FROM node:24-bookworm-slim AS build
WORKDIR /repo
RUN npm install -g pnpm@10
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY web/package.json web/
RUN pnpm install --frozen-lockfile --filter @novel/web
COPY web ./web
RUN pnpm --filter @novel/web build

FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/compose/environment.conf /etc/nginx/snippets/environment.conf
COPY deploy/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /repo/web/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
