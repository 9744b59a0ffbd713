import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs (decision 070), run on a small tree in which each one is broken once: the lint
// step passing on the real code only means something if the same rules fail on a planted edge.
const { forbidden, options } = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');

const plantedTree: Record<string, string> = {
  'package.json': JSON.stringify({ type: 'module', imports: { '#server/*': './src/server/*' } }),
  'src/server/env.ts': 'export const env = {};',
  'src/server/app.ts': "import { env } from './env';\nexport const app = env;",
  // the floor below reaches up, through a type only
  'src/server/lib/clock.ts': "import type { app } from '#server/app';\nexport type Clock = typeof app;",
  // a type-only cycle inside one floor
  'src/server/app-env.ts':
    "import type { Session } from '#server/middleware/session';\nexport type AppEnv = Session;",
  'src/server/middleware/session.ts':
    "import type { AppEnv } from '#server/app-env';\nexport type Session = { env?: AppEnv };",
  // a lower feature imports a higher one; a feature reaches into another by a relative path
  'src/server/features/check-ins/check-ins.service.ts':
    "import { cheer } from '#server/features/cheers/cheers.service';\nexport const checkIn = cheer;",
  'src/server/features/cheers/cheers.service.ts':
    "import { summary } from '../check-ins/cheer-summary';\nexport const cheer = summary;",
  'src/server/features/check-ins/cheer-summary.ts': 'export const summary = 1;',
  // a feature nobody placed on a floor
  'src/server/features/stray/stray.service.ts':
    "import { env } from '#server/env';\nexport const stray = env;",
};

let root: string;
let result: ICruiseResult;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dependency-order-'));
  for (const [path, text] of Object.entries(plantedTree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const cruised = await cruise(['src'], {
    ...options,
    tsConfig: undefined,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden },
  });
  result = cruised.output as ICruiseResult;
});

afterAll(() => rm(root, { recursive: true, force: true }));

const violationsOf = (rule: string) =>
  result.summary.violations
    .filter((violation) => violation.rule.name === rule)
    .map((violation) => `${violation.from} → ${violation.to}`);

describe('the dependency rules fail on a planted edge', () => {
  it('a floor of the server that imports one above it, a type included', () => {
    expect(violationsOf('server-floor-order')).toEqual(['src/server/lib/clock.ts → src/server/app.ts']);
  });

  it('a cycle through type-only imports', () => {
    expect(violationsOf('no-circular')).toContain('src/server/app-env.ts → src/server/middleware/session.ts');
  });

  it('a feature that imports a feature of a higher floor, and one never placed', () => {
    expect(violationsOf('feature-order')).toEqual([
      'src/server/features/check-ins/check-ins.service.ts → src/server/features/cheers/cheers.service.ts',
    ]);
    expect(violationsOf('feature-declared')).toEqual([
      'src/server/features/stray/stray.service.ts → src/server/env.ts',
    ]);
  });

  it('a relative import that leaves its feature', () => {
    expect(violationsOf('relative-import-stays-home')).toEqual([
      'src/server/features/cheers/cheers.service.ts → src/server/features/check-ins/cheer-summary.ts',
    ]);
  });
});
