import { afterEach, describe, expect, it } from 'vitest';
import { transformLinguiMacros } from '../../../scripts/lingui-macros.mjs';

// English is in the code, in a production build too (decision 079): without it an English screen shows message ids.
describe('the macros’ transform', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('keeps each message’s English, compiled, in a production build', async () => {
    process.env.NODE_ENV = 'production';
    const code = "import { msg } from '@lingui/core/macro';\nexport const greeting = msg`Hello ${name}`;";
    const transformed = await transformLinguiMacros(code, '/src/greeting.ts');
    expect(transformed?.code).toContain('message: ["Hello ", ["name"]]');
  });
});
