import { fileURLToPath } from 'node:url';
import { transformLinguiMacros } from './lingui-macros.mjs';

// A Node module hook (registered by typescript.mjs): the server's TypeScript, once tsx has compiled it to
// JavaScript, gets its Lingui macros turned into runtime calls, as the client build does (decision 079).
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || !/\.tsx?$/.test(new URL(url).pathname))
    return loaded;
  const transformed = await transformLinguiMacros(
    String(loaded.source),
    fileURLToPath(url).replace(/\.tsx?$/, '.js'),
  );
  return transformed ? { ...loaded, source: transformed.code } : loaded;
}
