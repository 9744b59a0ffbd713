import { register } from 'node:module';
import 'tsx';

// The one way our TypeScript runs in Node (`node --import ./scripts/typescript.mjs file.ts`): tsx compiles it, then
// the Lingui macros of its texts become runtime calls, as in the client build and the unit tests (decision 079). The
// hook registered last runs first: it asks tsx for the JavaScript, then turns the macros.
register('./lingui-macro-loader.mjs', import.meta.url);
