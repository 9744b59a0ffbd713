// The zod of the built client: every `import … from 'zod'` in it resolves here (scripts/jitless-zod-plugin.ts).
// Turning the JIT off before any module can define a schema keeps zod from probing `new Function('')`, which the
// Content-Security-Policy refuses and reports as a violation on every page, caught or not (decision 058). The client
// only parses small forms: the interpreted parse costs nothing a person could notice.
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
