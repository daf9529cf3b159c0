import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';
import { serverRoot } from '../server-root';

// No container engine runs in CI: the deployment files are checked by reading them. Each check is
// one a broken deployment would fail (a workspace missing from the image's npm ci, a variable the
// server rejects, an upstream the proxy cannot reach).

const root = join(serverRoot, '../..');
const read = (path: string) => readFile(join(root, path), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | null>;
  secrets?: string[];
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
}

/** `${NAME:-default}` → default, `${NAME:?message}` → a sample value, as an operator would set them. */
const interpolate = (value: string) =>
  value
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{[A-Z_]+:\?[^}]*\}/g, 'sample-password-0123456789')
    .replace(/\$\$/g, '$');

describe('deployment files', () => {
  let compose: ComposeFile;
  let dockerfile: string;
  let caddyfile: string;
  let scratch: string;

  beforeAll(async () => {
    compose = parse(await read('compose.yaml'), { merge: true });
    dockerfile = await read('Dockerfile');
    caddyfile = await read('deploy/Caddyfile');
    scratch = await mkdtemp(join(tmpdir(), 'perkdesk-deploy-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  const apps = () => Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

  it('runs two instances of the same image with the same environment and JWT secret', () => {
    const instances = apps();
    expect(instances.map(([name]) => name)).toEqual(['app-a', 'app-b']);
    const [[, a], [, b]] = instances as [[string, ComposeService], [string, ComposeService]];
    expect(a).toEqual(b);
    expect(a.secrets).toEqual(['jwt_secret']);
    expect(compose.secrets.jwt_secret?.file).toBeTruthy();
    expect(a.environment?.JWT_SECRET_FILE).toBe('/run/secrets/jwt_secret');
    expect(a.depends_on?.postgres?.condition).toBe('service_healthy');
  });

  it('gives the instances a configuration the server accepts in production', async () => {
    const [[, app]] = apps() as [[string, ComposeService]];
    const secretFile = join(scratch, 'jwt-secret');
    await writeFile(secretFile, 'a-generated-secret-that-is-long-enough-0123456789\n');
    const env: Record<string, string> = { NODE_ENV: 'production' };
    // A key without a value is passed through only when set on the host: here it is not.
    for (const [key, value] of Object.entries(app.environment ?? {}))
      if (value !== null) env[key] = interpolate(value);
    env.JWT_SECRET_FILE = secretFile;

    const config = loadConfig(env);
    expect(config.databaseUrl && new URL(config.databaseUrl).hostname).toBe('postgres');
    expect(config.jwtSecret).toBe('a-generated-secret-that-is-long-enough-0123456789');
    expect(config.s3).toMatchObject({ bucket: 'perkdesk', endpoint: 'http://minio:9000' });
    expect(config.trustProxy).toBe(true);
    expect(config.demoData).toBe(false);
    // The bucket the instances write to is the one the setup service creates.
    expect(compose.services['minio-bucket']?.environment).toBeDefined();
    expect(JSON.stringify(compose.services['minio-bucket'])).toContain(`local/${config.s3?.bucket}`);
  });

  it('sends the proxy to both instances on the port the image listens on, checking readiness', () => {
    const port = /PORT=(\d+)/.exec(dockerfile)?.[1];
    expect(port).toBe('8080');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps().map(([name]) => `${name}:${port}`));
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });

  it('builds an image that runs the bundle as a non-root user with its migrations', async () => {
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/ready/m);
    expect(dockerfile).toMatch(/^CMD \[.*"apps\/server\/dist\/main\.js"\]$/m);
    expect(dockerfile).toContain('COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle');
    // npm ci checks every workspace's manifest against the lockfile.
    const { workspaces } = JSON.parse(await read('package.json')) as { workspaces: string[] };
    for (const workspace of workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});
