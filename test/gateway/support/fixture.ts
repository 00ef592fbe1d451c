// One deployed project with its gateway running, shared by the tests of one file.
import { deployAdvancedProject, type DeployedProject, type DeployOptions } from './project.js';
import { startGateway, type GatewayHandle } from './gateway-process.js';
import { issueApiKey, type IssuedKey } from './keys.js';
import { registerTestTools } from './handlers.js';

export interface GatewayFixture {
  project: DeployedProject;
  gateway: GatewayHandle;
  key: IssuedKey;
  stop(): Promise<void>;
}

export interface FixtureOptions extends DeployOptions {
  env?: Record<string, string>;
  /** Register the tools of handlers.ts (default true). */
  withTestTools?: boolean;
}

export async function startFixture(label: string, options: FixtureOptions = {}): Promise<GatewayFixture> {
  const project = await deployAdvancedProject(label, options);
  try {
    if (options.withTestTools !== false) await registerTestTools(project.db);
    const key = await issueApiKey(project.db, `${label}@example.com`);
    const gateway = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { AUTH_FAILURE_DELAY_MS: '50', ...options.env } });
    return {
      project,
      gateway,
      key,
      stop: async () => {
        await gateway.stop();
        await project.cleanup();
      },
    };
  } catch (error) {
    await project.cleanup();
    throw error;
  }
}

export function bearer(key: IssuedKey | string): Record<string, string> {
  return { authorization: `Bearer ${typeof key === 'string' ? key : key.key}` };
}
